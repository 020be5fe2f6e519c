import { shownText } from '@/domain/jobs/frenchText'
import type { JobCardData } from '@/domain/jobs/search'
import { languageOf, type Locale } from '@/i18n/locale'

import type { Badge } from './BadgeList'
import { badgesOf } from './JobBadges'
import { payText } from './format'

/** A Find Work card as the browser gets it: every text already written in the page's language. */
export type CardView = {
  id: number
  title: string
  /** Set when the title is in another language than the page's (screen readers switch voice). */
  titleLang?: string
  company: string | null
  location: string
  pay?: string
  badges: Badge[]
  posted?: string
  href: string
  pageHref: string
  selected?: true
  requiresVerifiedLicence?: true
}

type Labels = { urgent: string; remote: string; posted: (date: Date) => string }

/** Only what a card shows: no field the browser would carry unused (`undefined` ones are left out). */
export function cardView(job: JobCardData, locale: Locale, labels: Labels, links: { href: string; pageHref: string; selected: boolean }): CardView {
  const title = shownText(job, locale).title
  const pay = payText(job, locale)
  return {
    id: job.id,
    title: title.text,
    ...(title.lang !== languageOf(locale) && { titleLang: title.lang }),
    company: job.company ?? null,
    location: job.location,
    ...(pay && { pay }),
    badges: badgesOf(job, locale, labels),
    ...(job.postedDate && { posted: labels.posted(new Date(job.postedDate)) }),
    href: links.href,
    pageHref: links.pageHref,
    ...(links.selected && { selected: true as const }),
    ...(job.requiresVerifiedLicence && { requiresVerifiedLicence: true as const }),
  }
}
