import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PagePlaceholder } from '@/components/site/PagePlaceholder'
import { placeholderRoutes } from '@/components/site/placeholderRoutes'
import { messages } from '@/i18n'

type Props = { params: Promise<{ path: string[] }> }

const titleFor = (path: string[]) => {
  const key = path.length === 1 ? placeholderRoutes[path[0]] : undefined
  return key ? messages.pages[key] : undefined
}

export const generateStaticParams = () => Object.keys(placeholderRoutes).map((slug) => ({ path: [slug] }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = titleFor((await params).path)
  return title ? { title } : {}
}

/** Product routes still to be built show their title; any other path is logged and gets the 404 page. */
export default async function CatchAll({ params }: Props) {
  const { path } = await params
  const title = titleFor(path)
  if (title) return <PagePlaceholder title={title} />
  console.warn(`[404] ${JSON.stringify(`/${path.join('/')}`)}`)
  notFound()
}
