import type { MetadataRoute } from 'next'

import { pathForSlug } from '@/domain/content/paths'
import { defaultLocale, localizedPath, locales, type Locale } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'
import { execute, sql } from '@/lib/payload/sql'

export const dynamic = 'force-dynamic'

/** One sitemap holds up to 50,000 URLs; every page is listed once per language. */
const MAX_JOBS = 24_000

/**
 * A public page in both languages (English at its path, French under /fr), each entry naming the
 * other as its alternate, as the pages' own hreflang links do; a content page without its own
 * French is listed in English only (its French address names the English one as canonical).
 */
function inLanguages(path: string, lastModified?: string, available: readonly Locale[] = locales): MetadataRoute.Sitemap {
  const url = (locale: Locale) => `${serverUrl()}${localizedPath(path, locale)}`
  const languages: Record<string, string> = Object.fromEntries(available.map((locale) => [locale, url(locale)]))
  languages['x-default'] = url(defaultLocale)
  return available.map((locale) => ({ url: url(locale), lastModified, alternates: { languages } }))
}

/** Published content pages, Find Work, company pages and active, paid job postings, in English and French. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true, frenchVersion: true },
    overrideAccess: false,
  })
  // Only postings Google may show: active and paid (ended ones answer 410 and leave it). Two columns
  // read by one indexed query: tens of thousands of postings through Payload's read pipeline took
  // hundreds of MB of the server's memory at once.
  const jobs = await execute(
    payload,
    sql`SELECT j.id, j.updated_at FROM job_postings j WHERE j.status = 'active' AND j.paid
        ORDER BY j.updated_at DESC LIMIT ${MAX_JOBS}`,
  )
  // Company pages with an open position that names them (the same rule as the page's list).
  const companies = await execute(
    payload,
    sql`SELECT DISTINCT f.slug FROM facilities f JOIN job_postings j ON j.facility_id = f.id
        WHERE f.slug IS NOT NULL AND j.status = 'active' AND j.paid AND NOT coalesce(j.confidential, false)
        ORDER BY f.slug LIMIT 1000`,
  )
  return [
    ...docs.flatMap((doc) => inLanguages(pathForSlug(doc.slug), doc.updatedAt, doc.frenchVersion === 'present' ? locales : [defaultLocale])),
    ...inLanguages('/find-work'),
    ...companies.flatMap((row) => inLanguages(`/employers/${String(row.slug)}`)),
    ...jobs.flatMap((job) => inLanguages(`/jobs/${String(job.id)}`, new Date(String(job.updated_at)).toISOString())),
  ]
}
