import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { accountLocale, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { titleIn } from '@/domain/jobs/frenchText'
import { translator } from '@/i18n/translator'
import { formatDate } from '@/lib/format'
import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { applications as a } from '@/payload-generated-schema'

import { DECISION_STATUSES, decisionDueBy, reminderCutoff } from './decisionDeadline'

const decided = sql.join(DECISION_STATUSES.map((s) => sql`${s}`), sql`, `)

/** Interviewed by `cutoff`, not yet told a decision, and not yet reminded for this interview. */
const unanswered = (cutoff: Date) => sql`${a.interviewedAt} IS NOT NULL AND ${a.interviewedAt} <= ${cutoff.toISOString()}
  AND ${a.status}::text NOT IN (${decided})
  AND ${a.decisionReminderSentFor} IS DISTINCT FROM ${a.interviewedAt}`

/**
 * Claims application `id`'s reminder for its current interview (one conditional UPDATE, so two
 * runs never both send it) and queues the email in the same transaction. The reminder goes to the
 * posting's contact address (the one the employer gave for this posting's applications), in the
 * posting owner's language; it is a legal reminder, so no email preference turns it off.
 */
async function remindOne(payload: Payload, id: number, cutoff: Date, req: PayloadRequest): Promise<boolean> {
  const [row] = await (await database(payload, req))
    .update(a)
    .set({ decisionReminderSentFor: sql`${a.interviewedAt}` })
    .where(and(eq(a.id, id), unanswered(cutoff)))
    .returning({ interviewedAt: a.interviewedAt, jobPosting: a.jobPosting, applicantName: a.applicantName, applicantEmail: a.applicantEmail })
  if (!row?.jobPosting) return false
  const job = await payload
    .findByID({ collection: 'job-postings', id: Number(row.jobPosting), depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!job?.contactEmail) return false
  const locale = await accountLocale(payload, typeof job.createdBy === 'object' ? job.createdBy?.id : job.createdBy, req)
  const t = translator(locale)
  const title = titleIn(job, locale)
  const name = String(row.applicantName || row.applicantEmail || t('decisions.anApplicant'))
  const due = formatDate(decisionDueBy(new Date(String(row.interviewedAt))), 'long', locale) ?? ''
  const interviewed = formatDate(new Date(String(row.interviewedAt)), 'long', locale) ?? ''
  await queueEmail(
    payload,
    {
      to: job.contactEmail,
      ...renderEmail({
        locale,
        subject: t('decisions.reminderSubject', { name, title }),
        paragraphs: [t('decisions.reminderBody', { name, title, interviewed, due }), t('decisions.reminderLaw')],
        link: siteLink('/employer', locale),
      }),
    },
    req,
  )
  return true
}

/**
 * The employer's day-35 reminder (decisionDeadline.ts): for every applicant interviewed 35 days ago
 * or more and not yet told a decision, once per interview (`decisionReminderSentFor` keeps the
 * interview it was sent for; a new interview date re-arms it). Each in its own transaction.
 */
export async function sendDecisionReminders(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = reminderCutoff(now)
  const due = await execute(
    payload,
    sql`SELECT ${a.id} FROM ${a} WHERE ${unanswered(cutoff)} AND ${a.jobPosting} IS NOT NULL`,
  )
  let sent = 0
  for (const { id } of due) {
    if (await withTransaction(payload, (req) => remindOne(payload, Number(id), cutoff, req))) sent++
  }
  return sent
}

/** Daily at 13:00 UTC (the morning in Canada): the reminders that fell due. */
export const decisionRemindersTask: TaskConfig<'decisionReminders'> = {
  slug: 'decisionReminders',
  label: 'Remind employers of decisions due',
  schedule: [{ cron: '0 0 13 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDecisionReminders(req.payload) } }),
}
