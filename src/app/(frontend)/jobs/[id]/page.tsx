import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { BackToResults } from '@/components/jobs/BackToResults'
import { JobDetail } from '@/components/jobs/JobDetail'
import { RevealCompanies } from '@/components/jobs/RevealCompanies'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { jobPostingJsonLd, safeJson } from '@/domain/jobs/jsonLd'
import { publicJob } from '@/domain/jobs/publicViews'
import { postingId } from '@/domain/jobs/query'
import { messages } from '@/i18n'
import { serverUrl } from '@/lib/env'

/**
 * A posting's own page with Google JobPosting data, rendered once as everyone sees it and kept
 * until the posting changes (tag expiry) or an hour passes. Ended postings answer 410 before they
 * get here (see proxy.ts); postings that are not public are "not found".
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ id: string }> }

/** The posting, read once per render (metadata and page share it). */
const loadJob = cache(async (raw: string) => {
  const id = postingId(raw)
  if (id === null) return null
  const job = await publicJob(id)
  return job?.status === 'active' ? job : null
})
const load = async (params: Props['params']) => loadJob((await params).id)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await load(params)
  if (!job) return { title: messages.jobs.notFoundTitle, robots: { index: false } }
  return {
    title: `${job.title} — ${job.location}`,
    description: job.description.slice(0, 160),
    alternates: { canonical: `/jobs/${job.id}` },
  }
}

export default async function JobPage({ params }: Props) {
  const job = await load(params)
  if (!job) notFound()
  const { settings } = await getSiteChrome('en')
  const jsonLd = jobPostingJsonLd(job, settings.siteName, `${serverUrl()}/jobs/${job.id}`)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      {job.company ? null : <RevealCompanies ids={[job.id]} />}
      <p className="mb-4">
        <BackToResults id={job.id} />
      </p>
      <JobDetail job={job} />
    </div>
  )
}
