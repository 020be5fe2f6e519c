import { and, eq, gt, isNull, lte, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { interviews as i } from '@/payload-generated-schema'

import { queueInterviewEmails } from './emails'

/*
 * Hourly, for booked interviews (docs/pipeline.md, Interviews): the day-before reminder to both
 * sides, and, once an interview has ended, its day recorded on the application as the interview of
 * the 45-day rule (domain/applications/decisionDeadline.ts). Each is claimed with one conditional
 * UPDATE in its own transaction, so two runs (two instances) never both send or record it.
 */

const DAY_MS = 24 * 60 * 60 * 1000

const ids = async (payload: Payload, where: ReturnType<typeof and>) => (await (await database(payload)).select({ id: i.id }).from(i).where(where)).map((row) => row.id)

/** Booked, starting within a day, and not yet reminded for this booking (a new booking re-arms it). */
const remindable = (now: Date) =>
  and(eq(i.status, 'booked'), gt(i.startsAt, now.toISOString()), lte(i.startsAt, new Date(now.getTime() + DAY_MS).toISOString()), sql`${i.remindedSequence} IS DISTINCT FROM ${i.sequence}`)

async function remindOne(req: PayloadRequest, id: number, now: Date): Promise<boolean> {
  const [claimed] = await (await database(req.payload, req))
    .update(i)
    .set({ remindedSequence: sql`${i.sequence}` })
    .where(and(eq(i.id, id), remindable(now)))
    .returning({ id: i.id })
  if (claimed) await queueInterviewEmails(req, id, 'reminder')
  return Boolean(claimed)
}

/** Booked, ended, and its day not yet recorded. */
const ended = (now: Date) => and(eq(i.status, 'booked'), lte(i.endsAt, now.toISOString()), isNull(i.heldAt))

/**
 * The interview of an ended booking becomes the application's last interview: an application not
 * yet interviewed moves to interviewed with that day; one interviewed earlier records this later
 * interview; a decision already made (hired, rejected) stays as it is. As the server (no user), so
 * the application's hooks record the move and tell the applicant as any status change does.
 */
async function recordOne(req: PayloadRequest, id: number, now: Date): Promise<boolean> {
  const [claimed] = await (await database(req.payload, req))
    .update(i)
    .set({ heldAt: now.toISOString() })
    .where(and(eq(i.id, id), ended(now)))
    .returning({ application: i.application, startsAt: i.startsAt })
  if (!claimed?.startsAt) return false
  const interviewedAt = new Date(claimed.startsAt).toISOString()
  const application = await req.payload
    .findByID({ collection: 'applications', id: claimed.application, depth: 0, select: { status: true, interviewedAt: true }, overrideAccess: true, req })
    .catch(() => null)
  if (!application) return true
  const earlier = !application.interviewedAt || new Date(application.interviewedAt).getTime() < new Date(interviewedAt).getTime()
  if ((application.status === 'pending' || application.status === 'reviewed') || (application.status === 'interviewed' && earlier)) {
    await req.payload.update({ collection: 'applications', id: claimed.application, data: { status: 'interviewed', interviewedAt }, depth: 0, overrideAccess: true, req })
  }
  return true
}

/** Sends the reminders due and records the interviews that ended; answers how many of each. */
export async function runInterviewTasks(payload: Payload, now = new Date()): Promise<{ reminded: number; recorded: number }> {
  let reminded = 0
  let recorded = 0
  for (const id of await ids(payload, remindable(now))) if (await withTransaction(payload, (req) => remindOne(req, id, now))) reminded++
  for (const id of await ids(payload, ended(now))) if (await withTransaction(payload, (req) => recordOne(req, id, now))) recorded++
  return { reminded, recorded }
}

/** Hourly, at five past. */
export const interviewsTask: TaskConfig<'interviews'> = {
  slug: 'interviews',
  label: 'Interview reminders and interview days',
  schedule: [{ cron: '0 5 * * * *', queue: 'default' }],
  inputSchema: [],
  outputSchema: [
    { name: 'reminded', type: 'number' },
    { name: 'recorded', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await runInterviewTasks(req.payload) }),
}
