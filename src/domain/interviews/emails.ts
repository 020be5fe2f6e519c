import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { accommodationNotice } from '@/domain/companies/accommodation'
import { accountLocale, siteLink } from '@/domain/email/language'
import type { EmailAttachment } from '@/domain/email/message'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { titleIn } from '@/domain/jobs/frenchText'
import { employerForApplicant } from '@/domain/messages/employerName'
import { noticePosting } from '@/domain/messages/notice'
import { threadFacts } from '@/domain/messages/thread'
import { languageOf, type Locale } from '@/i18n/locale'
import { translator, type Translator } from '@/i18n/translator'
import { database, rowId } from '@/lib/payload/sql'
import { facilities, interviews } from '@/payload-generated-schema'

import { slotText } from './display'
import { interviewIcs } from './ics'
import type { Slot } from './slots'
import { zoneLabel } from './zones'

/*
 * An interview round's emails (docs/pipeline.md, Interviews), queued in the step's transaction, each
 * side in its own language: the applicant at the application's address, the team at the posting's
 * contact address in its creator's language (as the new-applicant notice). A booking carries the
 * calendar file (METHOD:REQUEST); a step that ends a booking carries its cancellation
 * (METHOD:CANCEL), both with the round's UID and its current SEQUENCE. They are about an interview
 * the person is part of (transactional), so they go whatever the email preferences.
 */

export type InterviewEmail = 'proposed' | 'rescheduled' | 'booked' | 'otherTimes' | 'cancelled' | 'reminder'

/** Who took the step, and the booking it ended (its times go in the cancellation's file). */
/** `cancelled`: the booking a step ended, with the place it was at (a reschedule may name a new one). */
type Options = { side?: 'applicant' | 'team'; cancelled?: (Slot & { location: string }) | null }


/** A zone's name in an email's language. */
export const zoneName = (t: Translator, zone: string) => {
  const label = zoneLabel(zone)
  return t(`interviews.zones.${label.key}`, label.values)
}

/** A slot as a line of an email, in its own zone, named. */
const slotLine = (t: Translator, locale: Locale, slot: Slot) => `• ${slotText(slot, locale, slot.timeZone)} (${zoneName(t, slot.timeZone)})`

/** Which emails each step sends: to the applicant, to the team, and with which calendar method. */
function plan(kind: InterviewEmail, cancelledBooking: boolean): { applicant: boolean; team: boolean; method: 'REQUEST' | 'CANCEL' | null } {
  switch (kind) {
    case 'proposed':
      return { applicant: true, team: false, method: null }
    case 'booked':
      return { applicant: true, team: true, method: 'REQUEST' }
    case 'reminder':
    case 'cancelled':
      return { applicant: true, team: true, method: cancelledBooking ? 'CANCEL' : null }
    // A new proposal reaches the applicant; the team hears only when a booking ended.
    case 'rescheduled':
      return { applicant: true, team: cancelledBooking, method: cancelledBooking ? 'CANCEL' : null }
    // The team reads the request; the applicant only when it ended their booking.
    case 'otherTimes':
      return { applicant: cancelledBooking, team: true, method: cancelledBooking ? 'CANCEL' : null }
  }
}

/** Queues the emails of `kind` for round `id` (read as the server; nothing here reaches a client). */
export async function queueInterviewEmails(req: PayloadRequest, id: number, kind: InterviewEmail, options: Options = {}): Promise<void> {
  const [round] = await (await database(req.payload, req)).select().from(interviews).where(eq(interviews.id, id))
  if (!round) return
  const thread = (await threadFacts(req, [round.application])).get(Number(round.application))
  // What the emails say of the posting and its company, read as the server in the caller's transaction.
  const job = await noticePosting(req, Number(round.jobPosting))
  if (!thread || !job) return
  const [texts] =
    job.facility == null
      ? []
      : await (await database(req.payload, req))
          .select({ accommodationEn: facilities.accommodationEn, accommodationFr: facilities.accommodationFr })
          .from(facilities)
          .where(eq(facilities.id, job.facility))
  const cancelledBooking = Boolean(options.cancelled)
  const { applicant, team, method } = plan(kind, cancelledBooking)
  const booked: Slot | null = round.startsAt && round.endsAt && round.timeZone ? { start: round.startsAt, end: round.endsAt, timeZone: round.timeZone } : null
  // A cancellation's file names the times it cancels: the booking's, as it was before the step.
  const calendarSlot = method === 'CANCEL' ? (options.cancelled ?? null) : booked
  const calendarPlace = method === 'CANCEL' ? (options.cancelled?.location ?? round.location) : round.location
  const applicantName = thread.applicantName || thread.applicantEmail || ''
  const byTeam = options.side !== 'applicant'

  const calendar = (t: Translator, summary: string, link: string): EmailAttachment[] | undefined => {
    if (!method || !calendarSlot) return undefined
    const content = interviewIcs({
      method,
      uid: String(round.uid),
      sequence: Number(round.sequence ?? 0),
      start: new Date(calendarSlot.start),
      end: new Date(calendarSlot.end),
      timeZone: calendarSlot.timeZone,
      summary,
      location: calendarPlace,
      description: `${t('interviews.mail.where', { location: calendarPlace })}\n${link}`,
      organizer: { name: req.payload.email.defaultFromName, email: req.payload.email.defaultFromAddress },
      attendee: { name: applicantName, email: thread.applicantEmail || req.payload.email.defaultFromAddress },
    })
    return [{ filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics', content, contentType: `text/calendar; charset=utf-8; method=${method}` }]
  }

  if (applicant && thread.applicant && thread.applicantEmail) {
    const locale = await accountLocale(req.payload, thread.applicant, req)
    const t = translator(locale)
    const title = titleIn(job, locale)
    const { company, companyStart } = employerForApplicant(t, job, thread.status)
    const link = `${siteLink('/applications', locale)}#interview-${thread.application}`
    const values = { title, company, companyStart, note: round.note ?? '' }
    const paragraphs: string[] = []
    const proposal = kind === 'proposed' || kind === 'rescheduled'
    if (kind === 'cancelled') paragraphs.push(t(byTeam ? 'interviews.mail.cancelledByTeam' : 'interviews.mail.cancelledByApplicant', values))
    else paragraphs.push(t(`interviews.mail.${kind}Body`, values))
    if (proposal) paragraphs.push(...(round.slots as Slot[]).map((slot) => slotLine(t, locale, slot)))
    if ((kind === 'booked' || kind === 'reminder') && booked) paragraphs.push(slotLine(t, locale, booked))
    if (proposal || kind === 'booked' || kind === 'reminder') paragraphs.push(t('interviews.mail.where', { location: round.location }))
    if (proposal && round.message) paragraphs.push(t('interviews.mail.messageFrom', { company, message: round.message }))
    // Ontario's accommodation notice (O. Reg. 191/11 s. 23) goes with every invitation.
    if (proposal) paragraphs.push(accommodationNotice(job, texts, languageOf(locale)), t('interviews.mail.accommodationHow'))
    if (method) paragraphs.push(t(method === 'CANCEL' ? 'interviews.mail.calendarCancel' : 'interviews.mail.calendarAdd'))
    const email = renderEmail({ locale, subject: t(`interviews.mail.${kind}Subject`, values), name: thread.applicantName, paragraphs, link })
    await queueEmail(req.payload, { to: thread.applicantEmail, ...email, attachments: calendar(t, t('interviews.mail.applicantSummary', values), link) }, req)
  }

  if (team && job.contactEmail) {
    const locale = await accountLocale(req.payload, rowId(job.createdBy), req)
    const t = translator(locale)
    const title = titleIn(job, locale)
    const link = `${siteLink('/employer', locale, { posting: String(thread.jobPosting) })}#interview-${thread.application}`
    const values = { title, name: applicantName, note: round.note ?? '' }
    const paragraphs: string[] = []
    if (kind === 'cancelled') paragraphs.push(t(byTeam ? 'interviews.mail.teamCancelledByTeam' : 'interviews.mail.teamCancelledByApplicant', values))
    else paragraphs.push(t(`interviews.mail.team${kind === 'booked' ? 'Booked' : kind === 'reminder' ? 'Reminder' : kind === 'otherTimes' ? 'OtherTimes' : 'Rescheduled'}Body`, values))
    if ((kind === 'booked' || kind === 'reminder') && booked) paragraphs.push(slotLine(t, locale, booked), t('interviews.mail.where', { location: round.location }))
    if (kind === 'otherTimes' && round.note) paragraphs.push(t('interviews.mail.note', values))
    // What the applicant asked for reaches the team only (docs/pipeline.md).
    if ((kind === 'booked' || kind === 'reminder') && round.accommodation) paragraphs.push(t('interviews.mail.accommodationAsked', { accommodation: round.accommodation }))
    if (method) paragraphs.push(t(method === 'CANCEL' ? 'interviews.mail.calendarCancel' : 'interviews.mail.calendarAdd'))
    const subjectKey = kind === 'cancelled' ? 'teamCancelledSubject' : kind === 'booked' ? 'teamBookedSubject' : kind === 'reminder' ? 'teamReminderSubject' : kind === 'otherTimes' ? 'teamOtherTimesSubject' : 'teamRescheduledSubject'
    const email = renderEmail({ locale, subject: t(`interviews.mail.${subjectKey}`, values), paragraphs, link })
    await queueEmail(req.payload, { to: job.contactEmail, ...email, attachments: calendar(t, t('interviews.mail.teamSummary', values), link) }, req)
  }
}
