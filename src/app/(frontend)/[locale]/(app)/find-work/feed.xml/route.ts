import { renderJobsFeed } from '@/components/jobs/feed'
import { publicSearch } from '@/domain/jobs/publicViews'
import { parseJobSearchParams } from '@/domain/jobs/query'
import { isLocale, languageOf } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'

/**
 * The RSS feed of a Find Work search (`/find-work/feed.xml?q=…&chip=…`; `/fr/…` in French; see
 * components/jobs/feed.ts). Its postings come from the same cached anonymous search as the page
 * (publicSearch, tag `jobs:list`), so a posting that ends leaves the feed when it leaves Find Work.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 })
  const query = { ...parseJobSearchParams(new URL(request.url).searchParams), job: null }
  const result = await publicSearch(query, languageOf(locale))
  return new Response(renderJobsFeed({ jobs: result.jobs, query, locale, origin: serverUrl() }), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // As the pages: a cache in front may keep it but asks again each time (postings end at any moment).
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
