/**
 * Google for Jobs' rules for JobPosting structured data, written as a JSON Schema (a small subset:
 * type, const, enum, pattern, minLength, exclusiveMinimum, required, properties, items, anyOf,
 * allOf, not) with a hand-written validator. Required by Google: title, description, datePosted,
 * hiringOrganization, and jobLocation or (jobLocationType TELECOMMUTE with
 * applicantLocationRequirements). Recommended, and required here because the site always has
 * them: validThrough, employmentType, identifier, directApply; baseSalary when present must be a
 * real amount (never zero) per HOUR or YEAR in a currency. The hiring organisation is one
 * organisation: Google's anonymous form (the bare name `confidential`, nothing else) or a named one,
 * never named with a "Confidential" label; hiringOrganizationProblems checks it against the company.
 */
export type Schema = {
  type?: 'object' | 'array' | 'string' | 'number' | 'boolean'
  const?: unknown
  enum?: readonly unknown[]
  pattern?: string
  minLength?: number
  exclusiveMinimum?: number
  required?: readonly string[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: readonly Schema[]
  allOf?: readonly Schema[]
  not?: Schema
}

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2}))?$'
const ABSOLUTE_URL = '^https?://[^\\s/$.?#][^\\s]*$'
const url: Schema = { type: 'string', pattern: ABSOLUTE_URL }
const text: Schema = { type: 'string', minLength: 1 }
const positive: Schema = { type: 'number', exclusiveMinimum: 0 }

const postalAddress: Schema = {
  type: 'object',
  required: ['@type', 'addressLocality', 'addressRegion', 'addressCountry'],
  properties: {
    '@type': { const: 'PostalAddress' },
    addressLocality: text,
    // A Canadian province or territory code.
    addressRegion: { type: 'string', enum: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] },
    addressCountry: { const: 'CA' },
  },
}

const place: Schema = { type: 'object', required: ['@type', 'address'], properties: { '@type': { const: 'Place' }, address: postalAddress } }

const quantitativeValue: Schema = {
  type: 'object',
  required: ['@type', 'unitText'],
  properties: { '@type': { const: 'QuantitativeValue' }, value: positive, minValue: positive, maxValue: positive, unitText: { enum: ['HOUR', 'YEAR'] } },
  anyOf: [{ required: ['value'] }, { required: ['minValue', 'maxValue'] }],
}

/** Google's value for an employer hiring anonymously (docs/google.md). */
export const ANONYMOUS_EMPLOYER = 'confidential'

const hiringOrganization: Schema = {
  type: 'object',
  required: ['@type', 'name'],
  properties: {
    '@type': { const: 'Organization' },
    // A label in any language is not Google's anonymous value: it would read as a company called "Confidential".
    name: { type: 'string', minLength: 1, not: { enum: ['Confidential', 'CONFIDENTIAL', 'Confidentiel', 'confidentiel', 'CONFIDENTIEL'] } },
    logo: url,
    sameAs: { anyOf: [url, { type: 'array', items: url }] },
  },
  // The anonymous employer links to nothing and shows no logo.
  anyOf: [{ not: { properties: { name: { const: ANONYMOUS_EMPLOYER } } } }, { not: { anyOf: [{ required: ['sameAs'] }, { required: ['logo'] }] } }],
}

export const JOB_POSTING_SCHEMA: Schema = {
  type: 'object',
  required: ['@context', '@type', 'title', 'description', 'datePosted', 'hiringOrganization', 'validThrough', 'employmentType', 'identifier', 'directApply'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'JobPosting' },
    // The job's title only: no markup.
    title: { type: 'string', minLength: 1, pattern: '^[^<>]+$' },
    // HTML: at least one paragraph, no script.
    description: { type: 'string', minLength: 1, pattern: '^<p>', not: { type: 'string', pattern: '<script' } },
    datePosted: { type: 'string', pattern: ISO_DATE },
    validThrough: { type: 'string', pattern: ISO_DATE },
    employmentType: { enum: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] },
    hiringOrganization,
    jobLocation: place,
    jobLocationType: { const: 'TELECOMMUTE' },
    applicantLocationRequirements: { type: 'object', required: ['@type', 'name'], properties: { '@type': { enum: ['Country', 'State'] }, name: text } },
    baseSalary: {
      type: 'object',
      required: ['@type', 'currency', 'value'],
      properties: { '@type': { const: 'MonetaryAmount' }, currency: { type: 'string', pattern: '^[A-Z]{3}$' }, value: quantitativeValue },
    },
    identifier: { type: 'object', required: ['@type', 'name', 'value'], properties: { '@type': { const: 'PropertyValue' }, name: text, value: text } },
    directApply: { const: true },
    url,
  },
  allOf: [
    // Where: a place, or remote for applicants in a named country (or both).
    { anyOf: [{ required: ['jobLocation'] }, { required: ['jobLocationType', 'applicantLocationRequirements'] }] },
    // Remote is announced with where applicants may live.
    { anyOf: [{ not: { required: ['jobLocationType'] } }, { required: ['applicantLocationRequirements'] }] },
  ],
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)

/** Every way `value` breaks `schema`, as "path: problem" lines (none: valid). */
export function validate(schema: Schema, value: unknown, path = '$'): string[] {
  const errors: string[] = []
  if (schema.type && typeOf(value) !== schema.type) return [`${path}: expected ${schema.type}, got ${typeOf(value)}`]
  if ('const' in schema && JSON.stringify(value) !== JSON.stringify(schema.const)) errors.push(`${path}: expected ${JSON.stringify(schema.const)}`)
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`)
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.trim().length < schema.minLength) errors.push(`${path}: empty`)
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) errors.push(`${path}: ${JSON.stringify(value.slice(0, 60))} does not match ${schema.pattern}`)
  }
  if (typeof value === 'number' && schema.exclusiveMinimum !== undefined && !(value > schema.exclusiveMinimum)) errors.push(`${path}: ${value} must be above ${schema.exclusiveMinimum}`)
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>
    for (const key of schema.required ?? []) if (object[key] === undefined) errors.push(`${path}: ${key} is required`)
    for (const [key, sub] of Object.entries(schema.properties ?? {})) if (object[key] !== undefined) errors.push(...validate(sub, object[key], `${path}.${key}`))
  }
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => errors.push(...validate(schema.items!, item, `${path}[${i}]`)))
  if (schema.anyOf && !schema.anyOf.some((sub) => validate(sub, value, path).length === 0)) errors.push(`${path}: matches none of ${JSON.stringify(schema.anyOf).slice(0, 120)}`)
  for (const sub of schema.allOf ?? []) errors.push(...validate(sub, value, path))
  if (schema.not && validate(schema.not, value, path).length === 0) errors.push(`${path}: matches what is forbidden (${JSON.stringify(schema.not).slice(0, 80)})`)
  return errors
}

/** A company as the site stores it: what a posting's hiring organisation may name, or must hide. */
export type KnownCompany = { name: string; slug?: string | null; website?: string | null; logoUrl?: string | null }

type Organisation = { '@type'?: unknown; name?: unknown; sameAs?: unknown; logo?: unknown }

const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const fileOf = (url: string) => url.split(/[?#]/)[0].split('/').pop()!

/**
 * Every way a JobPosting's hiringOrganization is not one coherent organisation. With `named`, it must
 * be that company: its name, only its website and page as `sameAs`, only its logo. With `hidden`, the
 * employer is anonymous: exactly Google's `{ name: "confidential" }`, and nothing of the company (its
 * name, slug, website or logo file) anywhere in the posting's data.
 */
export function hiringOrganizationProblems(ld: { hiringOrganization?: Organisation }, expected: { named: KnownCompany } | { hidden: KnownCompany }): string[] {
  const org = ld.hiringOrganization ?? {}
  const problems: string[] = []
  if ('hidden' in expected) {
    const { name, slug, website, logoUrl } = expected.hidden
    if (JSON.stringify(org) !== JSON.stringify({ '@type': 'Organization', name: ANONYMOUS_EMPLOYER })) problems.push(`anonymous employer is ${JSON.stringify(org)}`)
    const data = JSON.stringify(ld)
    const traces = [name, slug, website && new URL(website).hostname, logoUrl && fileOf(logoUrl)].filter((t): t is string => Boolean(t))
    for (const trace of traces) if (data.includes(trace)) problems.push(`the hidden company shows: ${trace}`)
    return problems
  }
  const { name, slug, website, logoUrl } = expected.named
  if (org.name !== name) problems.push(`name ${JSON.stringify(org.name)} is not the company's ${JSON.stringify(name)}`)
  for (const link of listOf(org.sameAs)) {
    const own = link === website || (Boolean(slug) && typeof link === 'string' && new URL(link).pathname.endsWith(`/employers/${slug}`))
    if (!own) problems.push(`sameAs ${JSON.stringify(link)} is not the company's`)
  }
  if (slug && !listOf(org.sameAs).some((link) => typeof link === 'string' && link.endsWith(`/employers/${slug}`))) problems.push('sameAs lacks the company’s page')
  if (logoUrl ? typeof org.logo !== 'string' || fileOf(org.logo) !== fileOf(logoUrl) : org.logo !== undefined) {
    problems.push(`logo ${JSON.stringify(org.logo)} is not the company's ${JSON.stringify(logoUrl ?? null)}`)
  }
  return problems
}
