import type { Payload } from 'payload'

import { pathForSlug } from '@/domain/content/paths'
import { indexableSql, j, namesCompanySql } from '@/domain/jobs/listing'
import { defaultLocale, localizedPath, locales, type Locale } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'
import { execute, sql } from '@/lib/payload/sql'
import { facilities, job_postings } from '@/payload-generated-schema'
import { xmlText } from '@/lib/xml'

/**
 * The sitemap, in parts: a sitemap holds at most 50,000 URLs, and every page is listed once per
 * language. `/sitemap.xml` is the index (robots.txt names it); `/sitemaps/pages.xml` lists content
 * pages, Find Work and company pages; `/sitemaps/jobs-<n>.xml` list the postings Google may show,
 * 25,000 postings (50,000 URLs) each, by id, so a posting stays in the same part.
 */
export const POSTINGS_PER_PART = 25_000

/** How every part is sent: a cache in front may keep it but asks again each time (postings end at any moment). */
export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' }

/** A page in the languages it has, each entry naming the others as its alternates. */
type Entry = { path: string; lastModified?: string; languages?: readonly Locale[] }

const url = (path: string, locale: Locale) => `${serverUrl()}${localizedPath(path, locale)}`

/** How many parts list postings. */
async function postingParts(payload: Payload): Promise<number> {
  const [row] = await execute(payload, sql`SELECT count(*)::int AS n FROM ${job_postings} ${j} WHERE ${indexableSql()}`)
  return Math.ceil(Number(row.n) / POSTINGS_PER_PART)
}

/** The part's postings: two columns by one indexed query, never through Payload's read pipeline. */
async function postingEntries(payload: Payload, part: number): Promise<Entry[]> {
  const rows = await execute(
    payload,
    sql`SELECT ${j.id}, ${j.updatedAt} FROM ${job_postings} ${j} WHERE ${indexableSql()}
        ORDER BY ${j.id} LIMIT ${POSTINGS_PER_PART} OFFSET ${(part - 1) * POSTINGS_PER_PART}`,
  )
  return rows.map((row) => ({ path: `/jobs/${String(row.id)}`, lastModified: new Date(String(row.updated_at)).toISOString() }))
}

/**
 * Published content pages (a page without its own French is listed in English only: its French
 * address names the English one as canonical), Find Work, and company pages with an open position
 * that names them (the same rule as the page's list).
 */
async function pageEntries(payload: Payload): Promise<Entry[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 1000,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true, frenchVersion: true },
    overrideAccess: false,
  })
  const companies = await execute(
    payload,
    sql`SELECT DISTINCT ${facilities.slug} FROM ${facilities} JOIN ${job_postings} ${j} ON ${j.facility} = ${facilities.id}
        WHERE ${facilities.slug} IS NOT NULL AND ${indexableSql()} AND ${namesCompanySql()}
        ORDER BY ${facilities.slug} LIMIT 10000`,
  )
  return [
    ...docs.map((doc) => ({ path: pathForSlug(doc.slug), lastModified: doc.updatedAt, languages: doc.frenchVersion === 'present' ? locales : [defaultLocale] })),
    { path: '/find-work' },
    ...companies.map((row) => ({ path: `/employers/${String(row.slug)}` })),
  ]
}

/** A `<urlset>`: each page once per language, with its alternates (x-default: English). */
function urlsetXml(entries: Entry[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">']
  for (const { path, lastModified, languages = locales } of entries) {
    const alternates = [...languages.map((l) => [l, url(path, l)]), ['x-default', url(path, defaultLocale)]]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlText(href)}"/>`)
      .join('')
    const modified = lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
    for (const locale of languages) out.push(`<url><loc>${xmlText(url(path, locale))}</loc>${alternates}${modified}</url>`)
  }
  out.push('</urlset>')
  return out.join('\n')
}

/** The `<sitemapindex>` naming every part. */
export function indexXml(parts: string[]): string {
  const items = parts.map((part) => `<sitemap><loc>${xmlText(`${serverUrl()}/sitemaps/${part}`)}</loc></sitemap>`)
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>'].join('\n')
}

/** The parts' file names: `pages.xml`, then `jobs-1.xml` … */
export async function partNames(payload: Payload): Promise<string[]> {
  const jobs = await postingParts(payload)
  return ['pages.xml', ...Array.from({ length: jobs }, (_, i) => `jobs-${i + 1}.xml`)]
}

/** A part by its file name; null for any other name, and for a postings part past the last. */
export async function partXml(payload: Payload, name: string): Promise<string | null> {
  if (name === 'pages.xml') return urlsetXml(await pageEntries(payload))
  const part = /^jobs-([1-9]\d{0,5})\.xml$/.exec(name)
  if (!part) return null
  const entries = await postingEntries(payload, Number(part[1]))
  return entries.length > 0 ? urlsetXml(entries) : null
}
