import { and, eq, inArray, isNull, lt } from '@payloadcms/db-postgres/drizzle'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload, TaskConfig, Where } from 'payload'

import { j } from '@/domain/jobs/listing'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { alert_consents, applications, job_alerts, job_postings, status_changes, users, users_roles } from '@/payload-generated-schema'

import { anonymiseApplications } from './entries/applications'
import { deleteAccount } from './erase'
import { retentionCutoffs, retentionPeriods } from './retention'

/**
 * When a posting ended: when it was archived (closed, expired or archived by an admin:
 * domain/jobs/archive.ts), else its last move into its current ended state (the audit trail), else,
 * for a posting with no such row (seeded, imported), its listing's end when it expired, else its last change.
 */
const s = alias(status_changes, 's')
const ENDED_AT = sql`coalesce(
  ${j.archivedAt},
  (SELECT max(${s.createdAt}) FROM ${status_changes} ${s} WHERE ${s.jobPosting} = ${j.id} AND ${s.to} = ${j.status}::text),
  CASE WHEN ${j.status} = 'expired' THEN ${j.validThrough} END,
  ${j.updatedAt})`

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
      sql`(${applications.applicant} IS NOT NULL OR ${applications.applicantEmail} IS NOT NULL OR ${applications.applicantName} IS NOT NULL
            OR ${applications.coverLetter} IS NOT NULL OR ${applications.resume} IS NOT NULL)
          AND ${applications.jobPosting} IN (SELECT ${j.id} FROM ${job_postings} ${j}
            WHERE (${j.archivedAt} IS NOT NULL OR ${j.status} IN ('closed', 'expired')) AND ${ENDED_AT} < ${before.toISOString()})`,
    ),
  )
}

/**
 * Postings archived before `before`: deleted, with their (by then anonymised) applications and
 * saves (removeDependents). The records' three years are over and nothing in them is needed any
 * more; the audit trail and the payments ledger keep their rows, without the link.
 */
async function deleteOldArchivedPostings(payload: Payload, before: Date): Promise<number> {
  // The schedule's own work (no request, no user): no client may delete a posting.
  const { docs } = await payload.delete({
    collection: 'job-postings',
    where: { archivedAt: { less_than: before.toISOString() } },
    overrideAccess: true,
    depth: 0,
    select: { title: true },
  })
  return docs.length
}

/** Accounts that never confirmed their address, created before `before` (staff accounts never): removed. */
async function removeUnconfirmedAccounts(payload: Payload, before: Date): Promise<number> {
  const rows = await execute(
    payload,
    sql`SELECT ${users.id} FROM ${users} WHERE coalesce(${users._verified}, false) = false AND ${users.createdAt} < ${before.toISOString()}
          AND NOT EXISTS (SELECT 1 FROM ${users_roles} WHERE ${users_roles.parent} = ${users.id} AND ${users_roles.value}::text IN ('admin', 'editor'))`,
  )
  // One transaction each, so one failure leaves the others done (and is retried tomorrow).
  for (const row of rows) await deleteAccount(payload, Number(row.id), 'retention')
  return rows.length
}

/**
 * Job alerts saved with an address that never confirmed them, once their link has expired: deleted
 * with their consent records (a consent never confirmed is no consent to keep proof of; docs/alerts.md).
 */
async function deleteUnconfirmedAlerts(payload: Payload, now: Date): Promise<number> {
  return withTransaction(payload, async (req) => {
    const db = await database(payload, req)
    const expired = db
      .select({ id: job_alerts.id })
      .from(job_alerts)
      .where(and(eq(job_alerts.status, 'pending'), lt(job_alerts.confirmExpiresAt, now.toISOString())))
    // The consents first: deleting an alert unlinks its consents (ON DELETE SET NULL).
    await db.delete(alert_consents).where(and(isNull(alert_consents.confirmedAt), inArray(alert_consents.alert, expired)))
    return (await db.delete(job_alerts).where(inArray(job_alerts.id, expired)).returning({ id: job_alerts.id })).length
  })
}

/** Applies the retention rules (retention.ts) as of `now`. */
export async function applyRetention(payload: Payload, now = new Date()) {
  const cutoffs = retentionCutoffs(await retentionPeriods(payload), now)
  return {
    guestResumesDeleted: await deleteStaleGuestResumes(payload, cutoffs.guestResumesUntouchedSince),
    applicationsAnonymised: await anonymiseOldApplications(payload, cutoffs.postingsEndedBefore),
    postingsDeleted: await deleteOldArchivedPostings(payload, cutoffs.postingsEndedBefore),
    accountsRemoved: await removeUnconfirmedAccounts(payload, cutoffs.unverifiedCreatedBefore),
    unconfirmedAlertsDeleted: await deleteUnconfirmedAlerts(payload, now),
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
    { name: 'postingsDeleted', type: 'number' },
    { name: 'accountsRemoved', type: 'number' },
    { name: 'unconfirmedAlertsDeleted', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
}
