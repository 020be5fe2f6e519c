import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { backToListUrl, cameFromSearch } from '@/components/jobs/findWorkUrl'
import { JobDetail } from '@/components/jobs/JobDetail'
import { JobGone } from '@/components/jobs/JobGone'
import { jobPostingJsonLd, safeJson } from '@/domain/jobs/jsonLd'
import { findJob, parseJobQuery } from '@/domain/jobs/search'
import { messages } from '@/i18n'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { getViewer } from '@/lib/payload/viewer'

type Props = {
  params: Promise<{ id: string }>
  /** The Find Work search the posting was opened from, if any (for the way back). */
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load(params: Props['params']) {
  const { id } = await params
  if (!/^\d{1,12}$/.test(id)) return null
  return findJob(await getPayloadClient(), Number(id), await getViewer())
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await load(params)
  if (!job || job.status !== 'active') return { title: messages.jobs.notFoundTitle, robots: { index: false } }
  return {
    title: `${job.title} — ${job.location}`,
    description: job.description.slice(0, 160),
    alternates: { canonical: `/jobs/${job.id}` },
  }
}

/** A posting's own page with Google JobPosting data. Ended postings answer 410 (see proxy.ts). */
export default async function JobPage({ params, searchParams }: Props) {
  const job = await load(params)
  if (!job) notFound()
  if (job.status !== 'active') return <JobGone />
  const { settings } = await getSiteChrome()
  const jsonLd = jobPostingJsonLd(job, settings.siteName, `${serverUrl()}/jobs/${job.id}`)
  const list = parseJobQuery(await searchParams)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      <p className="mb-4">
        {/* Back to the same results, at this posting's card. */}
        <Link href={backToListUrl(job.id, list)} className="text-sm text-teal-800 underline">
          ← {cameFromSearch(list) ? messages.jobs.backToResults : messages.jobs.browseOthers}
        </Link>
      </p>
      <JobDetail job={job} />
    </div>
  )
}
