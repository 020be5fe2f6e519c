import 'server-only'

import type { Payload } from 'payload'
import { unstable_cache } from 'next/cache'

import { JOB_LIST_TAG } from '@/domain/jobs/cacheTags'
import { j, listedSql, namesCompanySql } from '@/domain/jobs/listing'
import { CARD_SELECT, type JobCardData } from '@/domain/jobs/search'
import { getPayloadClient } from '@/lib/payload/client'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { Company, Media } from '@/payload-types'

import type { AccommodationTexts } from './accommodation'
import { companyTag } from './cacheTags'
import { responseDays } from './responsiveness'

/** What a company's public page shows of it (never who owns it). */
export type PublicCompany = Pick<Company, 'id' | 'name' | 'slug' | 'type' | 'description' | 'website' | 'city' | 'province' | 'size'> & {
  logo: Pick<Media, 'url' | 'alt' | 'width' | 'height'> | null
}

/**
 * A public company as a posting links to it; `respondsWithinDays`: responsiveness.ts (null: too few
 * applications to say); its own accommodation texts (accommodation.ts).
 */
export type CompanyLink = {
  name: string
  slug: string
  website: string | null
  logoUrl: string | null
  respondsWithinDays: number | null
  accommodation: AccommodationTexts
}

const MAX_OPENINGS = 100

/**
 * The company's postings anyone may link to it: active, paid and not confidential (a confidential
 * or unpaid posting never names its company, so it never lists here). Ids from SQL (the company
 * link cannot be queried through the API by anyone but its members), the cards read as an
 * anonymous visitor so every field rule applies.
 */
export async function companyOpenings(payload: Payload, companyId: number): Promise<JobCardData[]> {
  const rows = await execute(
    payload,
    sql`SELECT ${j.id} FROM ${job_postings} ${j}
        WHERE ${j.facility} = ${companyId} AND ${listedSql()} AND ${namesCompanySql()}
        ORDER BY ${j.postedDate} DESC, ${j.id} DESC LIMIT ${MAX_OPENINGS}`,
  )
  const ids = rows.map((r) => Number(r.id))
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { id: { in: ids } },
    select: CARD_SELECT,
    limit: MAX_OPENINGS,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const order = new Map(ids.map((id, i) => [id, i]))
  return docs.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
}

/** A company by its address, as everyone sees it (null when there is none). */
async function findCompany(payload: Payload, slug: string): Promise<PublicCompany | null> {
  const { docs } = await payload.find({
    collection: 'facilities',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    select: { name: true, slug: true, type: true, description: true, website: true, city: true, province: true, size: true, logo: true },
  })
  const doc = docs[0]
  if (!doc) return null
  const logo = doc.logo && typeof doc.logo === 'object' ? { url: doc.logo.url, alt: doc.logo.alt, width: doc.logo.width, height: doc.logo.height } : null
  return { ...(doc as Company), logo }
}

/**
 * The company page's data, cached for everyone until the company or any public posting changes
 * (its tag, the posting list tag) or an hour passes.
 */
export const publicCompanyPage = (slug: string) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const company = await findCompany(payload, slug)
      if (!company) return null
      const [openings, respondsWithinDays] = await Promise.all([companyOpenings(payload, company.id), responseDays(payload, company.id)])
      return { company, openings, respondsWithinDays }
    },
    ['public-company', slug],
    { tags: [JOB_LIST_TAG, companyTag(slug)], revalidate: 3600 },
  )()

/**
 * The page of the company a public posting names (its `facility`, present only when the company is
 * public), with its website and logo (the posting's Google data names them).
 */
export const companyLinkOf = (facility: unknown): Promise<CompanyLink | null> => {
  const id = Number(facility && typeof facility === 'object' ? (facility as { id: unknown }).id : facility)
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve(null)
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const doc = await payload
        .findByID({
          collection: 'facilities',
          id,
          depth: 1,
          select: { name: true, slug: true, website: true, logo: true, accommodationEn: true, accommodationFr: true },
          overrideAccess: false,
        })
        .catch(() => null)
      if (!doc?.slug) return null
      const logoUrl = doc.logo && typeof doc.logo === 'object' ? (doc.logo.url ?? null) : null
      const accommodation = { accommodationEn: doc.accommodationEn ?? null, accommodationFr: doc.accommodationFr ?? null }
      return { name: doc.name, slug: doc.slug, website: doc.website ?? null, logoUrl, respondsWithinDays: await responseDays(payload, id), accommodation }
    },
    // The company's edits expire it with the posting list tag (its hooks), its accommodation text included.
    ['company-link', String(id), 'accommodation'],
    { tags: [JOB_LIST_TAG], revalidate: 3600 },
  )()
}
