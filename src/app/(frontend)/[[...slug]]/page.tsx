import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { pathForSlug } from '@/domain/content/paths'
import { PageView } from '@/components/site/PageView'
import { messages } from '@/i18n'
import { getPayloadClient } from '@/lib/payload/client'
import { findPage, slugFromSegments } from '@/domain/content/findPage'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ slug?: string[] }> }

// Rendered on first request, then served statically until the page is published again. No
// loading.tsx here: its Suspense boundary would stream React's inline helper scripts into the
// cached HTML, which a static page cannot carry under the site's Content-Security-Policy (only
// Next's data statements are hashed), and would turn the 404 for unknown paths into a 200.
export const dynamicParams = true
export const generateStaticParams = () => []

async function load(segments: string[] | undefined) {
  const slug = slugFromSegments(segments)
  if (!slug) return { slug: null, page: null }
  const payload = await getPayloadClient()
  return { slug, page: await findPage(payload, slug, 'en') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await load((await params).slug)
  if (!slug) return {}
  if (!page) return { title: messages.notFound.title }
  const image = typeof page.meta?.image === 'object' ? (page.meta.image as Media | null) : null
  const ogImage = image?.sizes?.og?.url ?? image?.url
  return {
    title: slug === 'home' ? { absolute: page.meta?.title ?? page.title } : (page.meta?.title ?? page.title),
    description: page.meta?.description ?? undefined,
    alternates: { canonical: pathForSlug(slug) },
    openGraph: {
      title: page.meta?.title ?? page.title,
      description: page.meta?.description ?? undefined,
      url: pathForSlug(slug),
      images: ogImage ? [{ url: ogImage, alt: image?.alt ?? '' }] : undefined,
    },
  }
}

/** Every content page of the site, plus the 404 for anything else (the attempted path is logged). */
export default async function ContentPage({ params }: Props) {
  const segments = (await params).slug
  const { page } = await load(segments)
  if (page) return <PageView page={page} />
  console.warn(`[404] ${JSON.stringify(`/${(segments ?? []).join('/')}`)}`)
  notFound()
}
