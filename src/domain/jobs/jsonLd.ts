import type { JobPosting } from '@/payload-types'

const EMPLOYMENT: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  'per-diem': 'PER_DIEM',
}

/**
 * Google JobPosting structured data for an active posting. The company appears only when the viewer
 * may see it (the caller passes the access-controlled document); otherwise it reads "Confidential".
 */
export function jobPostingJsonLd(job: JobPosting, siteName: string, url: string) {
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
    title: job.title,
    description: `${job.description}\n\n${job.requirements}`,
    datePosted: job.postedDate,
    validThrough: job.validThrough,
    employmentType: EMPLOYMENT[job.employmentType],
    url,
    hiringOrganization: { '@type': 'Organization', name: job.company || 'Confidential' },
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
