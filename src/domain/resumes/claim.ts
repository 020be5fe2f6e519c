import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { database, sql } from '@/lib/payload/sql'
import { resumes } from '@/payload-generated-schema'

/**
 * Moves every resume of a guest (by the key of their browser id) into the signed-in account, in
 * one statement so a double call cannot split them. Returns how many moved.
 */
export async function claimGuestResumes(req: PayloadRequest, guestKey: string): Promise<number> {
  const rows = await (await database(req.payload, req))
    .update(resumes)
    .set({ owner: Number(req.user!.id), guestKey: null, updatedAt: sql`now()` })
    .where(and(eq(resumes.guestKey, guestKey), isNull(resumes.owner)))
    .returning({ id: resumes.id })
  return rows.length
}
