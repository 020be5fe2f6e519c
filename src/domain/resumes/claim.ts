import type { PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

/**
 * Moves every resume of a guest (by the key of their browser id) into the signed-in account, in
 * one statement so a double call cannot split them. Returns how many moved.
 */
export async function claimGuestResumes(req: PayloadRequest, guestKey: string): Promise<number> {
  const rows = await execute(
    req.payload,
    sql`UPDATE resumes SET owner_id = ${Number(req.user!.id)}, guest_key = NULL, updated_at = now()
        WHERE guest_key = ${guestKey} AND owner_id IS NULL RETURNING id`,
    req,
  )
  return rows.length
}
