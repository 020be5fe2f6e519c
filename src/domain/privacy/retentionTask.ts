import type { Payload, TaskConfig, Where } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'

import { anonymiseApplications } from './entries/applications'
import { deleteAccount } from './erase'
import { retentionCutoffs, retentionPeriods } from './retention'

/**
 * When a posting ended: its last move into its current ended state (the audit trail), else, for a
 * posting with no such row (seeded, imported), its listing's end when it expired, else its last change.
 */
const ENDED_AT = sql`coalesce(
  (SELECT max(s.created_at) FROM status_changes s WHERE s.job_posting_id = j.id AND s."to" = j.status::text),
  CASE WHEN j.status = 'expired' THEN j.valid_through END,
  j.updated_at)`

/** Guest resumes (no account) not touched since `before`: deleted with their files. */
async function deleteStaleGuestResumes(payload: Payload, before: Date): Promise<number> {
  const where: Where = { and: [{ owner: { exists: false } }, { guestKey: { exists: true } }, { updatedAt: { less_than: before.toISOString() } }] }
  // The schedule's own work (no request, no user): access is not the question here.
  const { docs } = await payload.delete({ collection: 'resumes', where, overrideAccess: true })
  return docs.length
}

/** Applications to postings that ended before `before`, not yet anonymised: anonymised. */
async function anonymiseOldApplications(payload: Payload, before: Date): Promise<number> {
  return withTransaction(payload, (req) =>
    anonymiseApplications(
      { req },
      sql`(applicant_id IS NOT NULL OR applicant_email IS NOT NULL OR applicant_name IS NOT NULL OR cover_letter IS NOT NULL OR resume_id IS NOT NULL)
          AND job_posting_id IN (SELECT j.id FROM job_postings j WHERE j.status IN ('closed', 'expired') AND ${ENDED_AT} < ${before.toISOString()})`,
    ),
  )
}

/** Accounts that never confirmed their address, created before `before` (staff accounts never): removed. */
async function removeUnconfirmedAccounts(payload: Payload, before: Date): Promise<number> {
  const rows = await execute(
    payload,
    sql`SELECT u.id FROM users u WHERE coalesce(u._verified, false) = false AND u.created_at < ${before.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value::text IN ('admin', 'editor'))`,
  )
  // One transaction each, so one failure leaves the others done (and is retried tomorrow).
  for (const row of rows) await deleteAccount(payload, Number(row.id), 'retention')
  return rows.length
}

/** Applies the three retention rules (retention.ts) as of `now`. */
export async function applyRetention(payload: Payload, now = new Date()) {
  const cutoffs = retentionCutoffs(await retentionPeriods(payload), now)
  return {
    guestResumesDeleted: await deleteStaleGuestResumes(payload, cutoffs.guestResumesUntouchedSince),
    applicationsAnonymised: await anonymiseOldApplications(payload, cutoffs.postingsEndedBefore),
    accountsRemoved: await removeUnconfirmedAccounts(payload, cutoffs.unverifiedCreatedBefore),
  }
}

/** Daily at 03:30: the retention rules, each on its own. */
export const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'Apply the retention rules',
  schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [
    { name: 'guestResumesDeleted', type: 'number' },
    { name: 'applicationsAnonymised', type: 'number' },
    { name: 'accountsRemoved', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
}
