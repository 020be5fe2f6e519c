import 'server-only'

import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { accountLocale } from '@/domain/email/language'
import { slotText } from '@/domain/interviews/display'
import { zoneName } from '@/domain/interviews/emails'
import { renderPdf } from '@/domain/pdf/document'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { facilities, professional_profiles, shift_requests, shifts, users } from '@/payload-generated-schema'

/*
 * The professional's invoice for a worked shift (docs/shifts.md, After the shift): from them (their
 * name, and their own GST/HST number when they entered one) to the facility (its name and the shift's
 * site), for the agreed hours at the booking's rate, in the professional's language. The facility
 * pays the professional directly; the platform is not party to that payment and the invoice says so.
 * Only the booked professional and admins download it (404 for anyone else), once hours are agreed (409 before).
 */

const money = (cents: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100)
const hours = (minutes: number, locale: Locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minutes / 60)

/** The amount of `minutes` at `rateCents` an hour, rounded to the cent. */
const invoiceTotalCents = (minutes: number, rateCents: number): number => Math.round((minutes * rateCents) / 60)

export async function shiftInvoice(req: PayloadRequest, id: number): Promise<{ filename: string; bytes: Uint8Array }> {
  const db = await database(req.payload, req)
  const [row] = await db
    .select({
      professional: shift_requests.professional,
      status: shift_requests.status,
      rateCents: shift_requests.rateCents,
      agreedMinutes: shift_requests.agreedMinutes,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      timeZone: shifts.timeZone,
      breakMinutes: shifts.breakMinutes,
      street: shifts.street,
      city: shifts.city,
      province: shifts.province,
      postalCode: shifts.postalCode,
      companyName: facilities.name,
    })
    .from(shift_requests)
    .innerJoin(shifts, eq(shifts.id, shift_requests.shift))
    .innerJoin(facilities, eq(facilities.id, shift_requests.company))
    .where(eq(shift_requests.id, id))
  const mine = Boolean(row && req.user && Number(row.professional) === Number(req.user.id))
  if (!row || !(mine || isAdminUser(req.user))) throw new HttpError('shifts.notFound', 404)
  if (row.status !== 'booked' || row.agreedMinutes == null || !row.startsAt || !row.endsAt || !row.timeZone) throw new HttpError('shifts.after.invoiceNotReady', 409)
  const [person] = await db
    .select({ name: users.fullName, email: users.email, gstHstNumber: professional_profiles.gstHstNumber })
    .from(users)
    .leftJoin(professional_profiles, eq(professional_profiles.user, users.id))
    .where(eq(users.id, Number(row.professional)))
  const locale = await accountLocale(req.payload, Number(row.professional), req)
  const t = translator(locale)
  const number = `S-${String(id).padStart(6, '0')}`
  const minutes = Number(row.agreedMinutes)
  const rate = Number(row.rateCents)
  const total = invoiceTotalCents(minutes, rate)
  // Thin spaces (French times) are not in the standard fonts' encoding: plain spaces read the same.
  const when = `${slotText({ start: row.startsAt, end: row.endsAt }, locale, row.timeZone)} (${zoneName(t, row.timeZone)})`.replace(/[\u2009\u200A]/g, ' ')
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: row.timeZone }).format(new Date())
  const site = [row.street, [row.city, row.province, row.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const from: Array<[string, string]> = [[t('shifts.after.pdf.from'), person?.name || person?.email || '']]
  if (person?.gstHstNumber) from.push([t('shifts.after.pdf.gstHst'), person.gstHstNumber])
  const bytes = await renderPdf({ title: t('shifts.after.pdf.title', { number }), lang: locale.startsWith('fr') ? 'fr' : 'en' }, [
    { kind: 'title', text: t('shifts.after.pdf.title', { number }) },
    { kind: 'fields', rows: [[t('shifts.after.pdf.issued'), issued], ...from, [t('shifts.after.pdf.to'), row.companyName], [t('shifts.after.pdf.site'), site]] },
    { kind: 'gap' },
    {
      kind: 'table',
      head: [t('shifts.after.pdf.description'), t('shifts.after.pdf.hours'), t('shifts.after.pdf.rate'), t('shifts.after.pdf.amount')],
      rows: [[t('shifts.after.pdf.line', { when }), hours(minutes, locale), money(rate, locale), money(total, locale)]],
      widths: [0.55, 0.13, 0.16, 0.16],
    },
    { kind: 'fields', rows: [[t('shifts.after.pdf.total'), money(total, locale)]] },
    { kind: 'gap' },
    { kind: 'text', text: t('shifts.after.pdf.notParty', { platform: req.payload.email.defaultFromName }) },
  ])
  return { filename: `invoice-${number}.pdf`, bytes }
}
