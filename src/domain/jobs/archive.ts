import type { Payload } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HttpError } from '@/lib/http'
import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { job_postings as p } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { expireCheckout } from '@/domain/payments/expireCheckout'
import { stripeClient } from '@/domain/payments/stripe'

import { transition } from './lifecycle'
import { writePosting } from './serverWrite'

/*
 * Postings are kept, with the applications made to them, for three years after they come down
 * (Ontario ESA; docs/privacy.md). Coming down archives a posting (`archivedAt`): closing or expiring
 * it (the lifecycle table's `archive` effect), or an admin's "delete", which is this archive: no
 * client deletes a posting (the collection's delete access refuses everyone, REST bulk deletes
 * included); the retention task removes archived postings once the period is over. An archived
 * posting leaves every public list and the employer's workspace; admins keep reading it.
 */

/**
 * An admin takes posting `id` down for good: a live posting is closed (audited as any close, and
 * archived by it); any other posting is archived as it is. 403 for anyone but an admin, 404 for no
 * such posting, 409 when it is archived already.
 */
export async function archivePosting(payload: Payload, id: number, user: User): Promise<JobPosting> {
  if (!isAdminUser(user)) throw new HttpError('jobs.forbidden', 403)
  let openCheckout: string | null = null
  const job = await withTransaction(
    payload,
    async (req) => {
      const [row] = await execute(payload, sql`SELECT ${p.status}, ${p.archivedAt}, ${p.stripeCheckoutSessionId} FROM ${p} WHERE ${p.id} = ${id} FOR UPDATE`, req)
      if (!row) throw new HttpError('jobs.notFound', 404)
      if (row.archived_at) throw new HttpError('decisions.alreadyArchived', 409)
      if (row.status === 'active') {
        const closed = await transition(payload, id, 'close', user, {}, req)
        if (closed) return closed
      }
      // A draft's checkout is no longer honoured (a late payment is recorded as ignored).
      const unpaid = row.status === 'draft' && row.stripe_checkout_session_id
      if (unpaid) openCheckout = String(row.stripe_checkout_session_id)
      const forget = unpaid ? { stripeCheckoutSessionId: null, checkoutAmountCents: null, checkoutCurrency: null } : {}
      // The server's own write of server-only fields, marked with this posting (serverWrite.ts).
      return writePosting(req, id, { archivedAt: new Date().toISOString(), ...forget })
    },
    { user },
  )
  const stripe = openCheckout ? stripeClient() : null
  if (stripe && openCheckout) await expireCheckout(payload, stripe, openCheckout)
  return job
}
