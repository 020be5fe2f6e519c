import 'server-only'

import type { Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

import { isListed } from './listing'

export type PublicStatus = 'active' | 'ended' | 'missing'

/**
 * Whether a posting's own page shows it (active), says it has ended (expired or closed: 410) or
 * does not exist for the public (404). A status is public for every posting, so one indexed read
 * of that column is all it takes; the page itself comes from the cache.
 */
export async function publicStatus(payload: Payload, id: number): Promise<PublicStatus> {
  const [row] = await execute(payload, sql`SELECT status FROM job_postings WHERE id = ${id}`)
  if (row && isListed(row as { status: string })) return 'active'
  return row?.status === 'expired' || row?.status === 'closed' ? 'ended' : 'missing'
}
