import 'server-only'

import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { database } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

import { isListed } from './listing'

export type PublicStatus = 'active' | 'ended' | 'missing'

/**
 * Whether a posting's own page shows it (active), says it has ended (expired or closed: 410) or
 * does not exist for the public (404). A status is public for every posting, so one indexed read
 * of that column is all it takes; the page itself comes from the cache.
 */
export async function publicStatus(payload: Payload, id: number): Promise<PublicStatus> {
  const [row] = await (await database(payload)).select({ status: job_postings.status }).from(job_postings).where(eq(job_postings.id, id))
  if (row && isListed(row)) return 'active'
  return row?.status === 'expired' || row?.status === 'closed' ? 'ended' : 'missing'
}
