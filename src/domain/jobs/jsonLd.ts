import { isWebsite } from '@/domain/companies/website'
import { localizedPath, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import type { JobPosting } from '@/payload-types'

import { shownText } from './frenchText'
import { PROVINCES } from './options'
import { canSeeCompany } from './visibility'

/*
 * Google for Jobs: the JobPosting structured data of a posting's own page (docs/google.md). Pure:
 * the page passes the posting as an anonymous visitor reads it and the company's public details.
 */

const EMPLOYMENT: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  'per-diem': 'PER_DIEM',
}

const PROVINCE_CODES = new Set<string>(PROVINCES)

/**
 * The company a public posting belongs to (its `facility`), as its public page shows it: its name,
 * page address, website and logo (a media URL, relative or absolute).
 */
export type HiringCompany = { name: string; slug?: string | null; website?: string | null; logoUrl?: string | null }

/**
 * Google's documented value for an employer hiring anonymously: "use the `confidential` value for the
 * `hiringOrganization.name` field" (docs/google.md). A fixed value, the same in every language.
 */
const CONFIDENTIAL_EMPLOYER = 'confidential'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/**
 * Plain text as HTML, as the page shows it: blank lines part paragraphs, a single line break stays
 * a line break, and every character of the text is text (escaped), never markup.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('')
}

/** Pay Google may show: the employer's own numbers, never zero or missing, per hour or per year. */
function baseSalaryOf(job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit'>) {
  const unit = job.payUnit === 'hour' ? 'HOUR' : job.payUnit === 'year' ? 'YEAR' : null
  const positive = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null)
  const min = positive(job.payMin)
  const max = positive(job.payMax)
  if (!unit || (min === null && max === null)) return undefined
  const value =
    min !== null && max !== null && max > min ? { minValue: min, maxValue: max } : { value: min ?? max }
  return { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', ...value, unitText: unit } }
}

/** The posting's place as a postal address: its city (or the location's first part) and province code, in Canada. */
function addressOf(job: Pick<JobPosting, 'city' | 'location' | 'province'>) {
  const parts = (job.location ?? '').split(',').map((p) => p.trim()).filter(Boolean)
  const last = parts.at(-1)?.toUpperCase()
  const region = job.province ?? (last && PROVINCE_CODES.has(last) ? last : undefined)
  const locality = job.city?.trim() || parts[0] || job.location
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region && { addressRegion: region }),
    addressCountry: 'CA',
  }
}

const CANADA = { '@type': 'Country', name: 'Canada' }

/**
 * Google JobPosting structured data for an active posting, in the page's language: the French text
 * on a French page when the posting has it (`inLanguage` says which). The hiring organisation is one
 * organisation (hiringOrganizationOf). A remote posting is TELECOMMUTE for applicants in Canada, and
 * keeps its place too when it names a city or province (remote or on site).
 */
export function jobPostingJsonLd(job: JobPosting, siteName: string, url: string, locale: Locale, company?: HiringCompany | null) {
  const text = shownText(job, locale)
  const origin = new URL(url).origin
  const requirements = text.requirements.text.trim()
  const description =
    textToHtml(text.description.text) +
    (requirements ? `<h2>${escapeHtml(translator(text.requirements.lang)('jobs.requirements'))}</h2>${textToHtml(requirements)}` : '')
  const place = { '@type': 'Place', address: addressOf(job) }
  const hasPlace = Boolean(job.city?.trim() || job.province)
  const salary = baseSalaryOf(job)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title.text,
    description,
    inLanguage: text.locale,
    datePosted: job.postedDate,
    validThrough: job.validThrough,
    employmentType: EMPLOYMENT[job.employmentType] ?? 'OTHER',
    url,
    hiringOrganization: hiringOrganizationOf(job, company, origin, locale),
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: CANADA, ...(hasPlace && { jobLocation: place }) }
      : { jobLocation: place }),
    ...(salary && { baseSalary: salary }),
    // People apply on the posting's own page.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: siteName, value: String(job.id) },
  }
}

/**
 * The organisation offering the job, every property describing the same one. Hidden (not paid, or
 * confidential): Google's anonymous form, the bare name `confidential`, with nothing that could lead
 * to the company. Public, with its company's record: that company, its name with its own website,
 * page and logo; the posting's display name is often the hiring site ("Lakeshore Health Centre
 * Halifax"), and Google asks for the company's name, not the location that hires. Public without a
 * company record (an admin's posting for no company): the posting's company name, linking nowhere.
 */
function hiringOrganizationOf(job: JobPosting, company: HiringCompany | null | undefined, origin: string, locale: Locale) {
  if (!canSeeCompany(null, job) || !job.company) return { '@type': 'Organization', name: CONFIDENTIAL_EMPLOYER }
  if (!company?.name) return { '@type': 'Organization', name: job.company }
  const sameAs = sameAsOf(company, origin, locale)
  return {
    '@type': 'Organization',
    name: company.name,
    ...(sameAs.length > 0 && { sameAs: sameAs.length === 1 ? sameAs[0] : sameAs }),
    ...(company.logoUrl && { logo: new URL(company.logoUrl, origin).toString() }),
  }
}

/** The company's own website (when it is a real address) and its page on this site. */
function sameAsOf(company: HiringCompany, origin: string, locale: Locale): string[] {
  const urls: string[] = []
  if (company.website && isWebsite(company.website)) urls.push(company.website)
  if (company.slug) urls.push(`${origin}${localizedPath(`/employers/${encodeURIComponent(company.slug)}`, locale)}`)
  return urls
}

/** JSON for a <script> tag: "<" escaped so text in a posting can never close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
