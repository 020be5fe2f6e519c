import { RATE_LIMITS, limitKey, type LimitName } from '@/domain/rateLimits'
import { afterCommit } from '@/framework/afterCommit'
import { and, inArray } from '@payloadcms/db-postgres/drizzle'

import { database, execute, sql } from '@/lib/payload/sql'
import { forgetCounters } from '@/lib/rateLimit'
import { payload_jobs, payload_jobs_log, payload_locked_documents, payload_locked_documents_rels as lockRels } from '@/payload-generated-schema'

import type { PersonalDataEntry } from '../types'

/** The limits counted per address (their keys hold a digest of it, never the address itself). */
const PER_ADDRESS = (Object.keys(RATE_LIMITS) as LimitName[]).filter((name) => /PerEmail|PerTarget/.test(name))

/**
 * A PostgreSQL pattern for the address as a whole, in any text: not when it is only the end of a
 * longer one (`joann@…` for `ann@…`) or the start of a longer domain (`…@clinic.ca.example`).
 */
export const wholeAddress = (email: string) => {
  const escaped = email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9]))`
}

/**
 * The site's own bookkeeping that can name the person, never exported (it is not about them, only
 * mentions them):
 * - queued or failed jobs whose input, log or error holds their address (emails to them not yet
 *   sent, an email change), so nothing queued reaches them after they leave. They are deleted
 *   once the deletion commits, in one short statement, and a job a runner holds at that moment is
 *   left to it (it ends within seconds, deleted once done): a runner reads a job, then updates it
 *   by id, and fails when the row went in between. The account-closed email, queued later in the
 *   same transaction, is not among them;
 * - document locks they hold in the admin panel (Payload removes their preferences and sessions
 *   with the account itself);
 * - rate-limit counters kept per their address (keys hold a digest of it, and expire within an
 *   hour anyway): forgotten at once.
 */
export const internalsEntry: PersonalDataEntry = {
  key: 'internals',
  where: 'payload-jobs, payload-locked-documents, rate limits',
  erase: async ({ req, subject }) => {
    const address = wholeAddress(subject.email)
    const jobs = await execute(
      req.payload,
      sql`SELECT ${payload_jobs.id} FROM ${payload_jobs} WHERE ${payload_jobs.input}::text ~* ${address} OR coalesce(${payload_jobs.error}::text, '') ~* ${address}
            OR EXISTS (SELECT 1 FROM ${payload_jobs_log} WHERE ${payload_jobs_log._parentID} = ${payload_jobs.id}
              AND concat_ws(' ', ${payload_jobs_log.input}::text, ${payload_jobs_log.output}::text, ${payload_jobs_log.error}::text) ~* ${address})`,
      req,
    )
    if (jobs.length > 0) {
      const ids = jobs.map((row) => Number(row.id))
      await afterCommit(req, async () => {
        await (await database(req.payload))
          .delete(payload_jobs)
          .where(and(inArray(payload_jobs.id, ids), sql`NOT coalesce(${payload_jobs.processing}, false)`))
      })
    }
    await execute(
      req.payload,
      sql`DELETE FROM ${payload_locked_documents} USING ${lockRels}
          WHERE ${lockRels.parent} = ${payload_locked_documents.id} AND ${lockRels.path} = 'user' AND ${lockRels.usersID} = ${subject.id}`,
      req,
    )
    const email = subject.email.toLowerCase()
    const keys = PER_ADDRESS.map((name) => limitKey(name, email))
    // Per (address, network): the address's digest followed by any network's.
    const prefix = `${limitKey('signInPerEmailNetwork', email)}:`
    await forgetCounters(keys, prefix)
  },
}
