import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { distanceKmSql, withinKm } from '@/domain/places/distance'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { j, listedSql, namesCompanySql } from './listing'
import { readCards, type JobCardData } from './search'

const own = alias(job_postings, 'own')
const candidate = alias(job_postings, 'candidate')

/** How many similar positions a posting's page shows. */
export const SIMILAR_SHOWN = 4

type Posting = Pick<JobPosting, 'id' | 'positionType' | 'latitude' | 'longitude'>

/**
 * How far out the nearest are looked for, in turn: the first circle holding four is where the four
 * nearest are (every posting outside it is farther), so a dense city reads a few index entries, and
 * a remote place widens step by step; the last step (no circle) also reaches postings without a place.
 */
const RADII_KM = [10, 100, 1000, null] as const

/**
 * Listed postings of the same position type as `job`, itself left out: the nearest first when the
 * posting has a place (those without one after), then the newest, from the circle `km` around it
 * when given. Under a posting that names its company, the other postings naming that company are left
 * out (its page links them already); nothing else depends on the company: leaving out a confidential
 * posting's company, or a company's confidential postings, would tell whose they are.
 * The indexes of migration 20261126_131500_similar_indexes answer it from the index alone.
 */
function similarIdsQuery(job: Posting, km: number | null) {
  // The company `job` names, read once from its row (the reader's copy hides a confidential one's), else null.
  const namedCompany = sql`(SELECT ${own.facility} FROM ${job_postings} ${own} WHERE ${own.id} = ${job.id} AND ${namesCompanySql(own)})`
  // Only a posting of that company is read beyond the index, to see whether it names it too.
  const namesIt = sql`EXISTS (SELECT 1 FROM ${job_postings} ${candidate} WHERE ${candidate.id} = ${j.id} AND ${namesCompanySql(candidate)})`
  const otherCompany = sql` AND NOT coalesce(${j.facility} = ${namedCompany} AND ${namesIt}, false)`
  const center = job.latitude != null && job.longitude != null ? { lat: job.latitude, lng: job.longitude } : null
  const within = center && km !== null ? sql` AND ${withinKm(j.latitude, j.longitude, center, km)}` : sql``
  const near = center ? sql`${distanceKmSql(j.latitude, j.longitude, center)} ASC NULLS LAST, ` : sql``
  return sql`SELECT ${j.id} FROM ${job_postings} ${j}
    WHERE ${listedSql()} AND ${j.positionType} = ${job.positionType} AND ${j.id} <> ${job.id}${otherCompany}${within}
    ORDER BY ${near}${j.postedDate} DESC, ${j.id} DESC LIMIT ${SIMILAR_SHOWN}`
}

/** The ids of the similar positions, the nearest circle that holds enough first (see RADII_KM). */
async function similarIds(payload: Payload, job: Posting): Promise<number[]> {
  const radii = job.latitude != null && job.longitude != null ? RADII_KM : ([null] as const)
  let ids: number[] = []
  for (const km of radii) {
    ids = (await execute(payload, similarIdsQuery(job, km))).map((row) => Number(row.id))
    if (ids.length === SIMILAR_SHOWN) break
  }
  return ids
}

/**
 * The similar positions shown under a posting, read as an anonymous visitor (readCards): a
 * confidential posting's company stays hidden, as everywhere else.
 */
export async function similarPositions(payload: Payload, job: Posting): Promise<JobCardData[]> {
  return readCards(payload, await similarIds(payload, job), null)
}
