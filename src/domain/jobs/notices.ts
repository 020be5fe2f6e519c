import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { wants, type EmailPreferences } from '@/domain/account/emailPreferences'
import { queueOnce } from '@/domain/email/deliveryClaims'
import { emailLocaleOf, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { applications, facilities, job_postings, users } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { titleIn } from './frenchText'
import { j } from './listing'
import { daysLeft, postingAnchor, reminderFrom, weekBefore } from './noticeRules'

/*
 * Employer notices (docs/email.md): a reminder seven days before a posting's listing ends, and a
 * weekly digest of each posting's new applicants for those who turned it on (/account). Both go to
 * the people who manage the posting: its company's owner and members, or, for a posting without a
 * company (an admin's own), its creator; each in their own language.
 */

/** The employer workspace at one posting (narrowed to it, so it is there whichever page it would be on), in the recipient's language. */
const workspaceLink = (jobId: number, locale: Locale) => `${siteLink('/employer', locale)}?posting=${jobId}#${postingAnchor(jobId)}`

type Recipient = Pick<User, 'id' | 'email' | 'fullName' | 'preferredLanguage' | 'emailPreferences'>

/** The people who manage posting `job` (looked up as the server; nothing reaches a client). */
async function recipientsOf(payload: Payload, job: Pick<JobPosting, 'id'>, req?: Partial<PayloadRequest>): Promise<Recipient[]> {
  const rows = await execute(
    payload,
    sql`SELECT ${users.id} FROM ${job_postings} ${j} JOIN ${users} ON
          (${j.facility} IS NOT NULL AND (${users.company} = ${j.facility}
            OR ${users.id} = (SELECT ${facilities.owner} FROM ${facilities} WHERE ${facilities.id} = ${j.facility})))
          OR (${j.facility} IS NULL AND ${users.id} = ${j.createdBy})
        WHERE ${j.id} = ${job.id} ORDER BY ${users.id}`,
    req,
  )
  if (rows.length === 0) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: rows.map((r) => Number(r.id)) } },
    select: { email: true, fullName: true, preferredLanguage: true, emailPreferences: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as Recipient[]
}

// ─── the expiry reminder ────────────────────────────────────────────────────────────────────────

/**
 * Reminds the managers of every active posting whose listing ends within REMINDER_DAYS of `now`,
 * once per posting and end date (noticeRules.ts): the end it was sent for is kept on the posting
 * (`expiryReminderFor`), claimed with one conditional update, so a second run (or a concurrent one)
 * sends nothing, and a renewed posting, whose listing ends on a new date, is reminded again.
 * Renewing is only possible once a posting has expired (docs/lifecycle.md), so the email says so
 * and links to the posting in the employer workspace. Returns how many postings were reminded.
 */
export async function sendExpiryReminders(payload: Payload, now = new Date()): Promise<number> {
  const horizon = reminderFrom(now).toISOString()
  const p = job_postings
  const due = sql`${p.status} = 'active' AND ${p.validThrough} > ${now.toISOString()} AND ${p.validThrough} <= ${horizon}
      AND ${p.expiryReminderFor} IS DISTINCT FROM ${p.validThrough}`
  const rows = await execute(payload, sql`SELECT ${p.id} FROM ${p} WHERE ${due} ORDER BY ${p.validThrough}, ${p.id}`)
  let sent = 0
  for (const row of rows) {
    // One transaction each: the claim and its emails commit together, or neither does (retried tomorrow).
    const reminded = await withTransaction(payload, async (req) => {
      const db = await database(payload, req)
      const [claimed] = await db
        .update(p)
        .set({ expiryReminderFor: sql`${p.validThrough}` })
        .where(and(eq(p.id, Number(row.id)), due))
        .returning({ id: p.id })
      if (!claimed) return false
      const job = await payload.findByID({ collection: 'job-postings', id: Number(row.id), depth: 0, overrideAccess: true, req })
      for (const recipient of await recipientsOf(payload, job, req)) await queueEmail(payload, expiryEmail(job, recipient, now), req)
      return true
    })
    if (reminded) sent++
  }
  return sent
}

function expiryEmail(job: JobPosting, to: Recipient, now: Date) {
  const locale = emailLocaleOf(to)
  const t = translator(locale)
  const title = titleIn(job, locale)
  return {
    to: to.email,
    ...renderEmail({
      locale,
      name: to.fullName,
      subject: t('notices.expiry.subject', { title, days: daysLeft(job.validThrough!, now) }),
      paragraphs: [t('notices.expiry.body', { title, until: new Date(job.validThrough!) }), t('notices.expiry.renewLater')],
      link: workspaceLink(job.id, locale),
    }),
  }
}

// ─── the weekly applicant digest ────────────────────────────────────────────────────────────────

type NewApplicants = { job: JobPosting; names: string[]; count: number }

/**
 * To each manager who turned the digest on: per posting, the applicants received in the
 * DIGEST_DAYS before `now`, named as the workspace names them (their name, else their address).
 * Nobody hears anything in a week without applicants. Returns how many emails were queued.
 */
export async function sendApplicantDigests(payload: Payload, now = new Date()): Promise<number> {
  const since = weekBefore(now).toISOString()
  const a = applications
  const appliedAt = sql`coalesce(${a.appliedAt}, ${a.createdAt})`
  const rows = await execute(
    payload,
    sql`SELECT ${a.jobPosting} AS job, ${a.applicantName} AS name, ${a.applicantEmail} AS email
        FROM ${a} WHERE ${appliedAt} >= ${since} AND ${appliedAt} < ${now.toISOString()}
        ORDER BY ${appliedAt}, ${a.id}`,
  )
  const byJob = new Map<number, { names: string[]; count: number }>()
  for (const row of rows) {
    const entry = byJob.get(Number(row.job)) ?? { names: [], count: 0 }
    entry.count++
    const name = String(row.name || row.email || '').trim()
    if (name) entry.names.push(name)
    byJob.set(Number(row.job), entry)
  }
  const digests = new Map<number, { to: Recipient; postings: NewApplicants[] }>()
  for (const [jobId, entry] of byJob) {
    const job = await payload.findByID({ collection: 'job-postings', id: jobId, depth: 0, overrideAccess: true }).catch(() => null)
    if (!job) continue
    for (const to of await recipientsOf(payload, job)) {
      if (!wants(to.emailPreferences as EmailPreferences | undefined, 'weeklyApplicantDigest')) continue
      const digest = digests.get(to.id) ?? { to, postings: [] }
      digest.postings.push({ job, ...entry })
      digests.set(to.id, digest)
    }
  }
  // One digest per recipient and week, however many runs cover it (two runners may run one job):
  // the claim and the queued email commit together, or neither does.
  let sent = 0
  for (const { to, postings } of digests.values()) {
    const queued = await queueOnce(payload, `applicant-digest:${now.toISOString()}:${to.id}`, async (tx) => {
      await queueEmail(payload, digestEmail(to, postings), tx)
    })
    if (queued) sent++
  }
  return sent
}

function digestEmail(to: Recipient, postings: NewApplicants[]) {
  const locale = emailLocaleOf(to)
  const t = translator(locale)
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return {
    to: to.email,
    ...renderEmail({
      locale,
      name: to.fullName,
      subject: t('notices.digest.subject'),
      paragraphs: [
        t('notices.digest.intro'),
        ...postings.map(({ job, names, count }) => t('notices.digest.posting', { title: titleIn(job, locale), n: count, names: list.format(names) })),
        t('notices.digest.outro'),
      ],
      link: siteLink('/employer', locale),
    }),
  }
}

// ─── the schedule ───────────────────────────────────────────────────────────────────────────────
// Payload reads schedules in the server's time zone, UTC unless TZ says otherwise (the containers set
// none). The reminders go daily at 14:00 UTC (9:00 or 10:00 in Toronto); the digest Mondays at 13:00 UTC
// (8:00 in Toronto in winter, 9:00 in summer).

/** Daily: reminders for postings whose listing ends within the next seven days. */
export const expiryRemindersTask: TaskConfig<'expiryReminders'> = {
  slug: 'expiryReminders',
  label: 'Remind employers of postings about to expire',
  schedule: [{ cron: '0 0 14 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'reminded', type: 'number' }],
  handler: async ({ req }) => ({ output: { reminded: await sendExpiryReminders(req.payload) } }),
}

/**
 * The digest's scheduled moment at or before `now` (Mondays 13:00 UTC): a run that starts late still
 * covers exactly the week before it, so consecutive weeks neither skip nor repeat an applicant.
 */
export function digestMoment(now: Date): Date {
  const moment = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 13))
  moment.setUTCDate(moment.getUTCDate() - ((moment.getUTCDay() + 6) % 7))
  if (moment > now) moment.setUTCDate(moment.getUTCDate() - 7)
  return moment
}

/** Mondays: the week's new applicants, to employers who asked for the digest. */
export const applicantDigestTask: TaskConfig<'applicantDigest'> = {
  slug: 'applicantDigest',
  label: 'Weekly digest of new applicants',
  schedule: [{ cron: '0 0 13 * * 1', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendApplicantDigests(req.payload, digestMoment(new Date())) } }),
}
