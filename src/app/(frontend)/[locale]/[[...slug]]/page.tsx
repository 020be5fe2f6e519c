import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { pathForSlug } from '@/domain/content/paths'
import { PageView } from '@/components/site/PageView'
import { defaultLocale, languageOf, localizedPath, locales, type Locale } from '@/i18n/locale'
import { alternatesFor, canonicalPath } from '@/i18n/metadata'
import { getPayloadClient } from '@/lib/payload/client'
import { findPage, slugFromSegments } from '@/domain/content/findPage'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Rendered on first request in each language, then served statically until the page is published
// again. No loading.tsx here: its Suspense boundary would stream React's inline helper scripts into
// the cached HTML, which a static page cannot carry under the site's Content-Security-Policy (only
// Next's data statements are hashed), and would turn the 404 for unknown paths into a 200.
export const dynamicParams = true
export const generateStaticParams = () => []

/** The page in the request's content language (Payload falls back to English where there is no French). */
async function load(segments: string[] | undefined, locale: Locale) {
  const slug = slugFromSegments(segments)
  if (!slug) return { slug: null, page: null }
  const payload = await getPayloadClient()
  return { slug, page: await findPage(payload, slug, languageOf(locale)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, slug: segments } = await params
  const locale = requested as Locale
  const { slug, page } = await load(segments, locale)
  if (!slug) return {}
  if (!page) return { title: (await getTranslations({ locale, namespace: 'notFound' }))('title'), robots: { index: false } }
  const image = typeof page.meta?.image === 'object' ? (page.meta.image as Media | null) : null
  const ogImage = image?.sizes?.og?.url ?? image?.url
  const path = pathForSlug(slug)
  // Only a page with its own French is a French page; else its French address shows the English text.
  const available = page.frenchVersion === 'present' ? locales : [defaultLocale]
  return {
    title: slug === 'home' ? { absolute: page.meta?.title ?? page.title } : (page.meta?.title ?? page.title),
    description: page.meta?.description ?? undefined,
    alternates: alternatesFor(path, locale, available),
    openGraph: {
      title: page.meta?.title ?? page.title,
      description: page.meta?.description ?? undefined,
      url: canonicalPath(path, locale, available),
      images: ogImage ? [{ url: ogImage, alt: image?.alt ?? '' }] : undefined,
    },
  }
}

/** Every content page of the site, plus the 404 for anything else (the attempted path is logged). */
export default async function ContentPage({ params }: Props) {
  const { locale: requested, slug: segments } = await params
  const locale = requested as Locale
  setRequestLocale(locale)
  const { page } = await load(segments, locale)
  if (page) return <PageView page={page} locale={locale} />
  console.warn(`[404] ${JSON.stringify(localizedPath(`/${(segments ?? []).join('/')}`, locale))}`)
  notFound()
}
