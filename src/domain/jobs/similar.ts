import 'server-only'

import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { distanceKmSql } from '@/domain/places/distance'
import { execute, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { JobPosting } from '@/payload-types'

import { j, listedSql } from './listing'
import { readCards, type JobCardData } from './search'

const own = alias(job_postings, 'own')

/** How many similar positions a posting's page shows. */
export const SIMILAR_SHOWN = 4

type Posting = Pick<JobPosting, 'id' | 'positionType' | 'latitude' | 'longitude'>

/**
 * Listed postings of the same position type as `job` at other companies, itself left out: the
 * nearest first when the posting has a place (those without one after), then the newest. Another
 * posting of its own company is never listed: under a confidential posting it would name the
 * company (and a public posting links its company's page already).
 */
function similarIdsQuery(job: Posting, limit = SIMILAR_SHOWN) {
  // The company is read from the row: a confidential posting's is hidden from the reader passing it in.
  const otherCompany = sql` AND NOT EXISTS (SELECT 1 FROM ${job_postings} ${own} WHERE ${own.id} = ${job.id} AND ${own.facility} = ${j.facility})`
  const near =
    job.latitude != null && job.longitude != null
      ? sql`${distanceKmSql(j.latitude, j.longitude, { lat: job.latitude, lng: job.longitude })} ASC NULLS LAST, `
      : sql``
  return sql`SELECT ${j.id} FROM ${job_postings} ${j}
    WHERE ${listedSql()} AND ${j.positionType} = ${job.positionType} AND ${j.id} <> ${job.id}${otherCompany}
    ORDER BY ${near}${j.postedDate} DESC, ${j.id} DESC LIMIT ${limit}`
}

/**
 * The similar positions shown under a posting, read as an anonymous visitor (readCards): a
 * confidential posting's company stays hidden, as everywhere else.
 */
export async function similarPositions(payload: Payload, job: Posting): Promise<JobCardData[]> {
  const ids = (await execute(payload, similarIdsQuery(job))).map((row) => Number(row.id))
  return readCards(payload, ids, null)
}
