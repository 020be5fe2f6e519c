import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { userCompany } from '@/domain/companies/membership'
import { accountContact, emailLocaleOf, siteLink } from '@/domain/email/language'
import type { EmailAttachment } from '@/domain/email/message'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { slotText } from '@/domain/interviews/display'
import { interviewIcs } from '@/domain/interviews/ics'
import { zoneName } from '@/domain/interviews/emails'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { serverUrl } from '@/lib/env'
import { database } from '@/lib/payload/sql'
import { facilities, shift_requests, shifts, users, users_roles } from '@/payload-generated-schema'

import type { Side } from './options'

/*
 * A shift's emails (docs/shifts.md), queued in the step's transaction, each in its recipient's
 * language: the professional at their account's address, the team at the address of the member who
 * posted the shift (else the company's owner). A booking carries the calendar file (METHOD:REQUEST,
 * SEQUENCE 0), its cancellation the same event's METHOD:CANCEL (SEQUENCE 1); the UID is the
 * request's. About a shift the person is part of, so they go whatever the email preferences.
 * After the shift: agreed hours are told to both sides; different ones to the side that confirmed
 * first and to every admin (who settle them), each admin in their language with the admin link.
 */

export type ShiftEmail = 'requested' | 'booked' | 'declined' | 'cancelled' | 'refunded' | 'hoursAgreed' | 'hoursDisputed'

/** A reason as someone wrote it, or one the server gives, written in each reader's language. */
export type Reason = string | { key: 'shifts.mail.accountClosed' }

/**
 * `by`: the side that took the step (for hours, the side that confirmed last); `closed`: a refunded
 * fee's request was withdrawn or declined meanwhile (it is not open again); `minutes`: the hours each
 * side confirmed, or the agreed ones; `settled`: an admin set the agreed hours.
 */
type Options = {
  by?: Side
  reason?: Reason | null
  late?: boolean
  shiftCancelled?: boolean
  counterOffer?: boolean
  closed?: boolean
  minutes?: { professional: number; facility: number } | { agreed: number }
  settled?: boolean
}

const shiftEventUid = (requestId: number) => `shift-request-${requestId}@shifts`

const money = (cents: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100)

const hours = (minutes: number, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minutes / 60)

/** The hours an after-shift email names: the agreed ones, or each side's, and the recipient's and the other side's. */
function hoursValues(minutes: NonNullable<Options['minutes']>, side: Side | 'admin', locale: Locale) {
  if ('agreed' in minutes) return { hours: hours(minutes.agreed, locale), professionalHours: '', facilityHours: '', yours: '', theirs: '' }
  const [yours, theirs] = side === 'professional' ? [minutes.professional, minutes.facility] : [minutes.facility, minutes.professional]
  return { hours: '', professionalHours: hours(minutes.professional, locale), facilityHours: hours(minutes.facility, locale), yours: hours(yours, locale), theirs: hours(theirs, locale) }
}

/** Every admin account's contact (a dispute of hours is theirs to settle). */
async function adminContacts(req: PayloadRequest) {
  return (await database(req.payload, req))
    .selectDistinct({ id: users.id, email: users.email, fullName: users.fullName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .innerJoin(users_roles, and(eq(users_roles.parent, users.id), eq(users_roles.value, 'admin')))
}

/** Queues the emails of `kind` about request `requestId` (read as the server; nothing here reaches a client). */
export async function queueShiftEmails(req: PayloadRequest, requestId: number, kind: ShiftEmail, options: Options = {}): Promise<void> {
  const db = await database(req.payload, req)
  const [row] = await db
    .select({
      professional: shift_requests.professional,
      rateCents: shift_requests.rateCents,
      shiftId: shifts.id,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      timeZone: shifts.timeZone,
      city: shifts.city,
      province: shifts.province,
      street: shifts.street,
      postalCode: shifts.postalCode,
      createdBy: shifts.createdBy,
      company: shift_requests.company,
      companyName: facilities.name,
      owner: facilities.owner,
    })
    .from(shift_requests)
    .innerJoin(shifts, eq(shifts.id, shift_requests.shift))
    .innerJoin(facilities, eq(facilities.id, shift_requests.company))
    .where(eq(shift_requests.id, requestId))
  if (!row?.startsAt || !row.endsAt || !row.timeZone) return
  const professional = await accountContact(req.payload, row.professional, req)
  // The team's contact: whoever posted the shift while they are still of its company, else the owner
  // (someone who has left never hears of the company's shifts again).
  const poster = row.createdBy !== null && (await userCompany(req, row.createdBy)) === row.company ? row.createdBy : null
  const team = (await accountContact(req.payload, poster, req)) ?? (await accountContact(req.payload, row.owner, req))
  const place = [row.street, row.city, row.province, row.postalCode].filter(Boolean).join(', ')
  const method = kind === 'booked' ? 'REQUEST' : kind === 'cancelled' ? 'CANCEL' : null

  const minutes = options.minutes ?? { agreed: 0 }
  const write = async (to: NonNullable<typeof professional>, side: Side | 'admin') => {
    const locale = emailLocaleOf(to)
    const t = translator(locale)
    const when = `${slotText({ start: row.startsAt!, end: row.endsAt! }, locale, row.timeZone!)} (${zoneName(t, row.timeZone!)})`
    const values = {
      company: row.companyName,
      name: professional?.fullName || professional?.email || '',
      when,
      place,
      rate: money(Number(row.rateCents), locale),
      reason: (typeof options.reason === 'object' && options.reason ? t(options.reason.key) : options.reason) || '—',
      ...hoursValues(minutes, side, locale),
      other: side === 'professional' ? row.companyName : professional?.fullName || professional?.email || '',
    }
    const link = side === 'admin' ? `${serverUrl()}/admin/collections/shift-requests/${requestId}` : siteLink(side === 'professional' ? `/shifts/${row.shiftId}` : '/employer/shifts', locale)
    const paragraphs: string[] = []
    let subject: string
    if (kind === 'hoursAgreed') {
      subject = t('shifts.after.mail.agreedSubject', values)
      paragraphs.push(t(options.settled ? 'shifts.after.mail.settledBody' : 'shifts.after.mail.agreedBody', values))
      if (side === 'professional') paragraphs.push(t('shifts.after.mail.invoiceReady'))
    } else if (kind === 'hoursDisputed') {
      subject = t(side === 'admin' ? 'shifts.after.mail.adminDisputeSubject' : 'shifts.after.mail.disputeSubject', values)
      paragraphs.push(t(side === 'admin' ? 'shifts.after.mail.adminDisputeBody' : 'shifts.after.mail.disputeBody', values))
    } else if (kind === 'requested') {
      subject = t('shifts.mail.requestedSubject', values)
      paragraphs.push(t(options.counterOffer ? 'shifts.mail.requestedCounterBody' : 'shifts.mail.requestedBody', values))
    } else if (kind === 'booked') {
      subject = t(side === 'professional' ? 'shifts.mail.bookedSubject' : 'shifts.mail.teamBookedSubject', values)
      paragraphs.push(t(side === 'professional' ? 'shifts.mail.bookedBody' : 'shifts.mail.teamBookedBody', values), t('shifts.mail.where', values), t('shifts.mail.rate', values))
    } else if (kind === 'refunded') {
      subject = t('shifts.payment.mail.refundedSubject', values)
      paragraphs.push(t(options.closed ? 'shifts.payment.mail.refundedClosedBody' : 'shifts.payment.mail.refundedBody', values))
    } else if (kind === 'declined') {
      subject = t('shifts.mail.declinedSubject')
      paragraphs.push(t(options.shiftCancelled ? 'shifts.mail.declinedShiftCancelled' : 'shifts.mail.declinedBody', values))
    } else {
      const mine = options.by === side
      subject = t(mine ? 'shifts.mail.cancelledOwnSubject' : 'shifts.mail.cancelledSubject', values)
      const body = mine ? 'shifts.mail.cancelledOwnBody' : options.by === 'facility' ? 'shifts.mail.cancelledByFacility' : 'shifts.mail.cancelledByProfessional'
      paragraphs.push(t(body, values), t('shifts.mail.reason', values))
      if (mine && options.late) paragraphs.push(t('shifts.mail.lateNotice'))
    }
    if (method) paragraphs.push(t(method === 'CANCEL' ? 'shifts.mail.calendarCancel' : 'shifts.mail.calendarAdd'))
    const attachments: EmailAttachment[] | undefined = method
      ? [
          {
            filename: method === 'CANCEL' ? 'shift-cancelled.ics' : 'shift.ics',
            contentType: `text/calendar; charset=utf-8; method=${method}`,
            content: interviewIcs({
              method,
              product: 'Shifts',
              uid: shiftEventUid(requestId),
              sequence: method === 'CANCEL' ? 1 : 0,
              start: new Date(row.startsAt!),
              end: new Date(row.endsAt!),
              timeZone: row.timeZone!,
              summary: t(side === 'professional' ? 'shifts.mail.summary' : 'shifts.mail.teamSummary', values),
              location: place,
              description: link,
              organizer: { name: req.payload.email.defaultFromName, email: req.payload.email.defaultFromAddress },
              // Each side's file invites its own recipient (an erased professional's address is then in no email left to the team).
              attendee: { name: to.fullName || to.email, email: to.email },
            }),
          },
        ]
      : undefined
    await queueEmail(req.payload, { to: to.email, ...renderEmail({ locale, subject, name: to.fullName, paragraphs, link }), attachments }, req)
  }

  if (kind === 'hoursDisputed') {
    // The side that confirmed first learns the other's figure; admins, who settle it.
    const first = options.by === 'professional' ? team : professional
    if (first) await write(first, options.by === 'professional' ? 'facility' : 'professional')
    for (const admin of await adminContacts(req)) await write(admin, 'admin')
    return
  }
  // A new request and a refunded booking fee are the team's news only; a decline the professional's only.
  if (professional && kind !== 'requested' && kind !== 'refunded') await write(professional, 'professional')
  if (team && kind !== 'declined') await write(team, 'facility')
}
