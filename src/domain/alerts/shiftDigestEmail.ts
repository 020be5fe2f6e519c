import { siteLink } from '@/domain/email/language'
import type { EmailMessage } from '@/domain/email/message'
import { escapeHtml } from '@/domain/email/templates'
import { slotText } from '@/domain/interviews/display'
import { zoneName } from '@/domain/interviews/emails'
import { shownNotes } from '@/domain/shifts/frenchNotes'
import { enumLabel } from '@/i18n/enums'
import { localeOf, type Language } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import { alertEmailFrame } from './digestEmail'
import type { AlertFrequency } from './options'
import type { ShiftCriteria } from './shiftCriteria'
import { describeSearch, type AlertSender } from './sender'

/** What the email says about the shift alert it comes from. */
export type ShiftDigestAlert = { id: number; email: string; language: Language; frequency: AlertFrequency; shift: ShiftCriteria }

/** A shift as the email shows it: never its street or postal code (they are not even read). */
export type DigestShift = {
  id: number
  positionType: string
  startsAt: string
  endsAt: string
  timeZone: string
  rateCents: number
  city: string | null
  province: string | null
  distanceKm: number | null
  notes: string | null
  notesFr: string | null
  companyName: string | null
}

/** /shifts with the alert's filters (its address writes the lowest rate in dollars). */
function shiftsLink(alert: ShiftDigestAlert): string {
  const { near, km, positionType, minRateCents } = alert.shift
  const query: Record<string, string> = { near }
  if (km !== 50) query.km = String(km)
  if (positionType) query.positionType = positionType
  if (minRateCents !== null) query.minRate = String(minRateCents / 100)
  return siteLink('/shifts', localeOf(alert.language), query)
}

/**
 * One shift alert email, in the job alert email's frame (alertEmailFrame): up to 20 new open shifts,
 * each with its position, local date and hours in its zone, rate, company, city and distance (never
 * the exact address: it is shown once a request is confirmed), its notes in the alert's language
 * when written in it (Quebec shifts have French notes), "N more" with a link to /shifts; why the
 * person gets it, who sends it and a one-click unsubscribe in the body and the List-Unsubscribe /
 * List-Unsubscribe-Post headers (RFC 8058). In the alert's language.
 */
export function shiftDigestEmail(alert: ShiftDigestAlert, shifts: DigestShift[], sender: AlertSender, more = 0, moreCapped = false): EmailMessage {
  const locale = localeOf(alert.language)
  const t = translator(locale)
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100)
  const search = describeSearch(locale, { kind: 'shifts', shift: alert.shift })
  const items = shifts.map((shift) => {
    const title = `${enumLabel(locale, 'positionType', shift.positionType)} · ${slotText({ start: shift.startsAt, end: shift.endsAt }, locale, shift.timeZone)} (${zoneName(t, shift.timeZone)})`
    const place = [shift.city, shift.province].filter(Boolean).join(', ')
    const details = [
      shift.companyName,
      place,
      shift.distanceKm === null ? null : t('alerts.shifts.digest.distance', { km: shift.distanceKm }),
      t('alerts.shifts.digest.rate', { amount: money(shift.rateCents) }),
    ]
      .filter(Boolean)
      .join(' · ')
    return { title, details, notes: shownNotes(shift, locale), link: siteLink(`/shifts/${shift.id}`, locale) }
  })
  const moreLine = more > 0 ? t('alerts.shifts.digest.more', { n: more, capped: String(moreCapped) }) : null
  const address = t('alerts.shifts.digest.address')
  const e = escapeHtml
  return alertEmailFrame({
    alert,
    sender,
    subject: t('alerts.shifts.digest.subject', { count: shifts.length, search }),
    intro: t('alerts.shifts.digest.intro', { siteName: sender.name, search }),
    // Notes shown in the other language than the email's say so, for screen readers.
    items: items.map((s) => ({
      html: `<a href="${e(s.link)}">${e(s.title)}</a><br>${e(s.details)}${s.notes ? `<br><span lang="${s.notes.lang}">${e(s.notes.text)}</span>` : ''}`,
      text: [`- ${s.title}`, `  ${s.details}`, ...(s.notes ? [`  ${s.notes.text}`] : []), `  ${t('alerts.shifts.digest.view', { link: s.link })}`].join('\n'),
    })),
    after: [{ html: e(address), text: address }],
    more: moreLine ? { line: moreLine, link: shiftsLink(alert) } : null,
    why: t('alerts.shifts.digest.why', { email: alert.email, siteName: sender.name, frequency: alert.frequency }),
  })
}
