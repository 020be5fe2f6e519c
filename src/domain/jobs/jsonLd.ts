import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { JobPosting } from '@/payload-types'

import { shownText } from './frenchText'

const EMPLOYMENT: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  'per-diem': 'PER_DIEM',
}

/**
 * Google JobPosting structured data for an active posting, in the page's language: the French text
 * on a French page when the posting has it (`inLanguage` says which). The company appears only when
 * the viewer may see it (the caller passes the access-controlled document); otherwise it reads
 * "Confidential" in the page's language.
 */
export function jobPostingJsonLd(job: JobPosting, siteName: string, url: string, locale: Locale) {
  const text = shownText(job, locale)
  const salary =
    job.payMin != null && job.payUnit
      ? {
          '@type': 'MonetaryAmount',
          currency: 'CAD',
          value: {
            '@type': 'QuantitativeValue',
            minValue: job.payMin,
            maxValue: job.payMax ?? job.payMin,
            unitText: job.payUnit === 'hour' ? 'HOUR' : 'YEAR',
          },
        }
      : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title.text,
    description: `${text.description.text}\n\n${text.requirements.text}`,
    inLanguage: text.locale,
    datePosted: job.postedDate,
    validThrough: job.validThrough,
    employmentType: EMPLOYMENT[job.employmentType],
    url,
    hiringOrganization: { '@type': 'Organization', name: job.company || translator(locale)('jobs.confidential') },
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.city || job.location,
              ...(job.province && { addressRegion: job.province }),
              addressCountry: 'CA',
            },
          },
        }),
    ...(salary && { baseSalary: salary }),
    ...(!job.remote && { directApply: false }),
    identifier: { '@type': 'PropertyValue', name: siteName, value: String(job.id) },
  }
}

/** JSON for a <script> tag: "<" escaped so text in a posting can never close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
