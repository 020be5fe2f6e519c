import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TaskConfig } from 'payload'

import { database, execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { credentials } from '@/payload-generated-schema'

import { dateToDay, todayInCanada } from './days'
import { queueReminderEmail } from './emails'
import type { CredentialKind, ReminderDays } from './options'

const c = credentials

/** Days left before a credential's expiry day, counted from `today` (YYYY-MM-DD). */
const daysLeft = (today: string) => sql`((${c.expiresOn} AT TIME ZONE 'UTC')::date - ${today}::date)`

/**
 * Which reminder a verified credential is due, as SQL: the 7-day one from 7 days before its expiry
 * day to that day, the 30-day one from 30 days before until the 7-day one takes over. Each is due
 * once per expiry day (the column holds the expiry it was sent for; a new expiry starts afresh).
 * The 7-day claim also marks the 30-day one, so a credential verified late gets one email, not two.
 */
const due = (days: ReminderDays, today: string) => {
  const window = days === 7 ? sql`${daysLeft(today)} BETWEEN 0 AND 7` : sql`${daysLeft(today)} BETWEEN 8 AND 30`
  const sentFor = days === 7 ? c.reminded7For : c.reminded30For
  return sql`${c.status} = 'verified' AND ${window} AND ${sentFor} IS DISTINCT FROM ${c.expiresOn}`
}

/**
 * Emails each owner whose verified credential expires in 30 or 7 days, in their language, once
 * each: the reminder is claimed by one conditional UPDATE in the transaction that queues the email,
 * so two runs at once (two instances) never both send it, and a failed email is retried tomorrow.
 * Returns how many reminders were queued.
 */
export async function sendCredentialReminders(payload: Payload, now = new Date()): Promise<number> {
  const today = todayInCanada(now)
  let sent = 0
  for (const days of [7, 30] as const) {
    const rows = await execute(payload, sql`SELECT ${c.id} FROM ${c} WHERE ${due(days, today)} ORDER BY ${c.expiresOn}, ${c.id}`)
    for (const row of rows) {
      const claimed = await withTransaction(payload, async (req) => {
        const db = await database(payload, req)
        const marks = days === 7 ? { reminded7For: sql`${c.expiresOn}`, reminded30For: sql`${c.expiresOn}` } : { reminded30For: sql`${c.expiresOn}` }
        const [credential] = await db
          .update(c)
          .set(marks)
          .where(and(eq(c.id, Number(row.id)), due(days, today)))
          .returning({ owner: c.owner, kind: c.kind, expiresOn: c.expiresOn, status: c.status })
        if (!credential) return false
        await queueReminderEmail(payload, { ...credential, kind: credential.kind as CredentialKind, expiresOn: dateToDay(credential.expiresOn), rejectionReason: null }, days, req)
        return true
      })
      if (claimed) sent++
    }
  }
  return sent
}

/** Every morning (Eastern): reminders of verified credentials about to expire. */
export const credentialRemindersTask: TaskConfig<'credentialReminders'> = {
  slug: 'credentialReminders',
  label: 'Remind professionals of credentials about to expire',
  schedule: [{ cron: '0 0 13 * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendCredentialReminders(req.payload) } }),
}
