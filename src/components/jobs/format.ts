import { employmentTypeOptions, experienceLevelOptions, labelOf, positionTypeOptions } from '@/domain/jobs/options'
import { formatDate, formatDollars } from '@/lib/format'
import type { JobPosting } from '@/payload-types'

// Hourly pay shows its cents ("$62.50"); yearly pay whole dollars ("$95,000").
const money = (n: number, unit?: string | null) => formatDollars(n, { cents: unit === 'hour' })

/** Structured pay when given ("$60 – $75 per hour"), else the free-text salary range. */
export function payText(job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit' | 'salaryRange'>): string | null {
  const unit = job.payUnit === 'hour' ? 'per hour' : job.payUnit === 'year' ? 'per year' : ''
  if (job.payMin != null && job.payMax != null && job.payMax !== job.payMin) {
    return `${money(job.payMin, job.payUnit)} – ${money(job.payMax, job.payUnit)} ${unit}`.trim()
  }
  if (job.payMin != null) return `${money(job.payMin, job.payUnit)} ${unit}`.trim()
  return job.salaryRange || null
}

export const postedText = (iso?: string | null) => formatDate(iso) ?? ''

export const positionLabel = (v?: string | null) => labelOf(positionTypeOptions, v)
export const employmentLabel = (v?: string | null) => labelOf(employmentTypeOptions, v)
export const experienceLabel = (v?: string | null) => labelOf(experienceLevelOptions, v)
