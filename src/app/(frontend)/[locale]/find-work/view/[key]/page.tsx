import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FindWork } from '@/components/jobs/FindWork'
import { publicJob, publicSearch } from '@/domain/jobs/publicViews'
import { parseViewKey } from '@/domain/jobs/viewKey'
import { messages } from '@/i18n'

/**
 * Find Work for one search (the proxy rewrites /find-work?… here; see domain/jobs/viewKey.ts). Each
 * search's page is rendered once and kept until a posting changes (tag expiry) or an hour passes,
 * for everyone: it is rendered as an anonymous visitor sees it.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ key: string }> }

export const metadata: Metadata = {
  title: messages.pages.findWork,
  description: 'Search pharmacist, physician, technician and nurse practitioner positions across Canada.',
  alternates: { canonical: '/find-work' },
}

export default async function FindWorkView({ params }: Props) {
  const view = parseViewKey((await params).key)
  if (!view) notFound()
  const { base, query } = view
  // A failed search throws: the route's error screen shows, and nothing is cached.
  const result = await publicSearch(query)
  const opened = query.job ? await publicJob(query.job) : null
  const openedJob = opened?.status === 'active' ? opened : null
  const first = result.jobs[0]
  const shown = openedJob ?? (first ? await publicJob(first.id) : null)
  return <FindWork basePath={base} query={query} result={result} openedJob={openedJob} shown={shown} />
}
