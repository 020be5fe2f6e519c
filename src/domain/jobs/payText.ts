import { enumLabel } from '@/i18n/enums'
import { languageOf, type Locale } from '@/i18n/locale'
import { formatDollars } from '@/lib/format'
import type { JobPosting } from '@/payload-types'

/**
 * Pay as a page (or an email) in `locale` shows it: structured pay when given ("$60.00 – $75.00 per
 * hour", "60,00 $ – 75,00 $ l’heure"), else the free-text salary range. Hourly pay shows its cents,
 * yearly pay whole dollars. Server side (the labels come from both catalogues).
 */
export function payText(job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit' | 'salaryRange'>, locale: Locale = 'en-CA'): string | null {
  const money = (n: number) => formatDollars(n, { cents: job.payUnit === 'hour', locale: languageOf(locale) })
  const unit = enumLabel(locale, 'payUnit', job.payUnit)
  if (job.payMin != null && job.payMax != null && job.payMax !== job.payMin) {
    return `${money(job.payMin)} – ${money(job.payMax)} ${unit}`.trim()
  }
  if (job.payMin != null) return `${money(job.payMin)} ${unit}`.trim()
  return job.salaryRange || null
}
