import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { PostingBeacon } from '@/components/analytics/PostingBeacon'
import { JOB_SCREEN_COPY } from '@/components/jobs/clientCopy'
import { FindWork } from '@/components/jobs/FindWork'
import { accommodationNotice } from '@/domain/companies/accommodation'
import { companyLinkOf } from '@/domain/companies/publicPage'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { feedUrl } from '@/components/jobs/findWorkUrl'
import { isListed } from '@/domain/jobs/listing'
import { publicJob, publicSearch, publicSimilar } from '@/domain/jobs/publicViews'
import { parseViewKey } from '@/domain/jobs/viewKey'
import { ClientMessages } from '@/i18n/ClientMessages'
import { languageOf, localizedPath, type Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

/**
 * Find Work for one search in one language (the proxy rewrites /find-work?… and /fr/find-work?…
 * here, under the page's locale; see domain/jobs/viewKey.ts). Each search's page is rendered once
 * per language and kept until a posting changes (tag expiry) or an hour passes, for everyone: it is
 * rendered as an anonymous visitor sees it.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Props = { params: Promise<{ locale: string; key: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, key } = (await params) as { locale: Locale; key: string }
  const [pages, t, notices] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'jobs' }),
    getTranslations({ locale, namespace: 'notices' }),
  ])
  const view = parseViewKey(key)
  // The search's RSS feed, for feed readers that look for it in the page's head.
  const feed = view ? { 'application/rss+xml': [{ url: localizedPath(feedUrl(view.query), locale), title: notices('feed.linkTitle') }] } : undefined
  return {
    title: pages('findWork'),
    description: t('findWorkDescription'),
    alternates: { ...alternatesFor('/find-work', locale), ...(feed ? { types: feed } : {}) },
  }
}

export default async function FindWorkView({ params }: Props) {
  const { locale, key } = (await params) as { locale: Locale; key: string }
  setRequestLocale(locale)
  const view = parseViewKey(key)
  if (!view) notFound()
  const { base, query } = view
  // A failed search throws: the route's error screen shows, and nothing is cached.
  const result = await publicSearch(query, languageOf(locale))
  const opened = query.job ? await publicJob(query.job) : null
  const openedJob = opened && isListed(opened) ? opened : null
  const first = result.jobs[0]
  const shown = openedJob ?? (first ? await publicJob(first.id) : null)
  const [{ settings }, similar, company] = await Promise.all([
    getSiteChrome(languageOf(locale)),
    openedJob ? publicSimilar(openedJob) : [],
    shown?.company ? companyLinkOf(shown.facility) : null,
  ])
  const accommodation = shown ? accommodationNotice(shown, company?.accommodation, languageOf(locale)) : undefined
  return (
    <ClientMessages keys={JOB_SCREEN_COPY}>
      <PostingBeacon listed={result.jobs.map((job) => job.id)} viewed={openedJob?.id ?? null} />
      <FindWork basePath={base} query={query} result={result} openedJob={openedJob} shown={shown} senderName={settings.siteName} similar={similar} accommodation={accommodation} />
    </ClientMessages>
  )
}
