import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PostingBeacon } from '@/components/analytics/PostingBeacon'
import { BackToResults } from '@/components/jobs/BackToResults'
import { JOB_SCREEN_COPY } from '@/components/jobs/clientCopy'
import { JobDetail } from '@/components/jobs/JobDetail'
import { LocalLink } from '@/components/ui/LocalLink'
import { RevealCompanies } from '@/components/jobs/RevealCompanies'
import { SimilarPositions } from '@/components/jobs/SimilarPositions'
import { accommodationNotice } from '@/domain/companies/accommodation'
import { companyLinkOf } from '@/domain/companies/publicPage'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { shownText } from '@/domain/jobs/frenchText'
import { jobPostingJsonLd, safeJson } from '@/domain/jobs/jsonLd'
import { isListed } from '@/domain/jobs/listing'
import { publicJob, publicSimilar } from '@/domain/jobs/publicViews'
import { postingId } from '@/domain/jobs/query'
import { ClientMessages } from '@/i18n/ClientMessages'
import { languageOf, localizedPath, type Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'
import { serverUrl } from '@/lib/env'

/**
 * A posting's own page with Google JobPosting data, in each language (`/jobs/<id>`, `/fr/jobs/<id>`:
 * the French text when the posting has it), rendered once per language as everyone sees it and kept
 * until the posting changes (tag expiry) or an hour passes. Ended postings answer 410 before they
 * get here (see proxy.ts); postings that are not public are "not found".
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ locale: string; id: string }> }

/** The posting, read once per render (metadata and page share it). */
const loadJob = cache(async (raw: string) => {
  const id = postingId(raw)
  if (id === null) return null
  const job = await publicJob(id)
  return job && isListed(job) ? job : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string }
  const job = await loadJob(id)
  if (!job) {
    const t = await getTranslations({ locale, namespace: 'jobs' })
    return { title: t('notFoundTitle'), robots: { index: false } }
  }
  const text = shownText(job, locale)
  return {
    title: `${text.title.text} — ${job.location}`,
    description: text.description.text.slice(0, 160),
    alternates: alternatesFor(`/jobs/${job.id}`, locale),
  }
}

export default async function JobPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string }
  setRequestLocale(locale)
  const job = await loadJob(id)
  if (!job) notFound()
  const { settings } = await getSiteChrome(languageOf(locale))
  const [company, similar] = await Promise.all([job.company ? companyLinkOf(job.facility) : null, publicSimilar(job)])
  const t = await getTranslations('companies')
  const jsonLd = jobPostingJsonLd(job, settings.siteName, `${serverUrl()}${localizedPath(`/jobs/${job.id}`, locale)}`, locale, company)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      <PostingBeacon viewed={job.id} />
      <ClientMessages keys={JOB_SCREEN_COPY}>
        {job.company ? null : <RevealCompanies ids={[job.id]} />}
        <p className="mb-4">
          <BackToResults id={job.id} />
        </p>
        <JobDetail job={job} accommodation={accommodationNotice(job, company?.accommodation, languageOf(locale))} />
      </ClientMessages>
      {company ? (
        <p className="mt-8">
          <LocalLink href={`/employers/${company.slug}`} prefetch={false} className="text-sky-800 underline">
            {t('moreAt', { company: company.name })}
          </LocalLink>
          {company.respondsWithinDays ? <span className="block text-slate-700">{t('respondsWithin', { days: company.respondsWithinDays })}</span> : null}
        </p>
      ) : null}
      <SimilarPositions jobs={similar} />
    </div>
  )
}
