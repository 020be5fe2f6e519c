import { shownText } from '@/domain/jobs/frenchText'
import type { JobQuery } from '@/domain/jobs/query'
import type { JobCardData } from '@/domain/jobs/search'
import { enumLabel } from '@/i18n/enums'
import { localizedPath, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { xmlText } from '@/lib/xml'

import { feedUrl, findWorkUrl } from './findWorkUrl'
import { payText } from './format'

/*
 * Find Work's results as a feed reader reads them: the RSS 2.0 feed of a search
 * (`/find-work/feed.xml?<the same query>`, and `/fr/…` in French). The same postings in the same
 * order as the page, read the same way (as an anonymous visitor, so a confidential posting's company
 * never appears), with only what a result card shows. Server side (labels from both catalogues).
 */

/** A date as RFC 822 requires (RSS 2.0's pubDate): `Tue, 24 Nov 2026 19:00:00 GMT`. */
const rfc822 = (date: Date | string) => new Date(date).toUTCString()

const element = (name: string, value: string | null | undefined, attributes = '') =>
  value ? `<${name}${attributes}>${xmlText(value)}</${name}>` : ''

export type FeedInput = {
  jobs: JobCardData[]
  query: JobQuery
  locale: Locale
  /** The site's absolute origin, no trailing slash. */
  origin: string
}

/** A posting's plain-text summary as its card shows it: the company (or "Confidential"), location and pay. */
function itemSummary(job: JobCardData, locale: Locale): string {
  const t = translator(locale)
  return [job.company || t('jobs.confidential'), job.location, payText(job, locale)].filter(Boolean).join(' · ')
}

/** The feed of one page of results, as XML. */
export function renderJobsFeed({ jobs, query, locale, origin }: FeedInput): string {
  const t = translator(locale)
  const search = [query.q, ...query.chips.map((chip) => t(`jobs.chips.${chip}`))].filter(Boolean).join(', ')
  const site = t('site.name')
  const title = search ? t('notices.feed.titleSearch', { search, site }) : t('notices.feed.title', { site })
  const absolute = (path: string) => `${origin}${localizedPath(path, locale)}`
  const items = jobs.map((job) => {
    const link = absolute(`/jobs/${job.id}`)
    return [
      '<item>',
      element('title', shownText(job, locale).title.text),
      element('link', link),
      element('guid', link, ' isPermaLink="true"'),
      job.postedDate ? element('pubDate', rfc822(job.postedDate)) : '',
      element('description', itemSummary(job, locale)),
      element('category', enumLabel(locale, 'positionType', job.positionType)),
      '</item>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', title),
    element('link', absolute(findWorkUrl('/find-work', query, { job: null }))),
    element('description', t('notices.feed.description')),
    element('language', locale),
    `<atom:link href="${xmlText(absolute(feedUrl(query)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
