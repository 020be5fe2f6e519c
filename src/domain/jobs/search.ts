import 'server-only'

import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import type { JobPosting, User } from '@/payload-types'

import { chipTag, type ChipId } from './chips'
import type { JobQuery } from './query'

export const PAGE_SIZE = 20
const MAX_WORDS = 6

/** What a result card shows, the only fields a page of results reads (the company's rule fields come along). */
export const CARD_SELECT = {
  title: true,
  company: true,
  location: true,
  salaryRange: true,
  payMin: true,
  payMax: true,
  payUnit: true,
  positionType: true,
  employmentType: true,
  experienceLevel: true,
  remote: true,
  isUrgent: true,
  postedDate: true,
  status: true,
} as const
export type JobCardData = Pick<JobPosting, 'id' | keyof typeof CARD_SELECT>

/**
 * Lower-cased words of the query; each must appear somewhere in the posting. search_text is stored
 * lower-cased, so a plain LIKE is case-insensitive here (and cheaper than ILIKE; both use the trigram index).
 */
export const searchWords = (q: string) =>
  q
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, MAX_WORDS)

const hasTag = (tag: string) =>
  sql`EXISTS (SELECT 1 FROM job_postings_texts t WHERE t.parent_id = j.id AND t.path = 'tags' AND t.text = ${tag})`

function chipCondition(chip: ChipId) {
  const tag = hasTag(chipTag(chip))
  switch (chip) {
    case 'remote':
      return sql`(j.remote OR j.location ILIKE '%remote%' OR ${tag})`
    case 'urgent':
      return sql`(j.is_urgent OR ${tag})`
    case 'entry-level':
    case 'senior-level':
      return sql`(j.experience_level::text = ${chip} OR ${tag})`
    default:
      return sql`(j.employment_type::text = ${chip} OR ${tag})`
  }
}

/** The id query behind Find Work: active postings matching every word and chip, newest first. */
export function searchIdsQuery(query: Pick<JobQuery, 'q' | 'chips' | 'page'>) {
  const conditions = [
    sql`j.status = 'active'`,
    ...searchWords(query.q).map((w) => sql`j.search_text LIKE ${`%${w}%`}`),
    ...query.chips.map(chipCondition),
  ]
  const offset = (query.page - 1) * PAGE_SIZE
  return sql`SELECT j.id FROM job_postings j WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY j.posted_date DESC, j.id DESC LIMIT ${PAGE_SIZE + 1} OFFSET ${offset}`
}

/**
 * One page of Find Work. The ids come from one indexed SQL query (no total count: a next page
 * exists when one more row is found); the postings' card fields are then read through Payload as
 * the viewer, so every field rule (company privacy, contact email) applies.
 */
export async function searchJobs(
  payload: Payload,
  query: JobQuery,
  user: User | null,
): Promise<{ jobs: JobCardData[]; hasMore: boolean }> {
  const rows = await execute(payload, searchIdsQuery(query))
  const ids = rows.map((r) => Number(r.id))
  const hasMore = ids.length > PAGE_SIZE
  const pageIds = ids.slice(0, PAGE_SIZE)
  if (pageIds.length === 0) return { jobs: [], hasMore: false }
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { id: { in: pageIds } },
    select: CARD_SELECT,
    limit: PAGE_SIZE,
    pagination: false,
    depth: 0,
    user: user ?? undefined,
    overrideAccess: false,
  })
  const order = new Map(pageIds.map((id, i) => [id, i]))
  return { jobs: docs.sort((a, b) => order.get(a.id)! - order.get(b.id)!), hasMore }
}

/**
 * One posting as the viewer may see it, or null when there is none for them. Any other failure
 * (the database not answering) is thrown: a cached page must never remember "not found" for it.
 */
export async function findJob(payload: Payload, id: number, user: User | null): Promise<JobPosting | null> {
  try {
    return await payload.findByID({ collection: 'job-postings', id, depth: 0, user: user ?? undefined, overrideAccess: false })
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}
