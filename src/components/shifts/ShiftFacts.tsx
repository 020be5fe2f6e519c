import { useLocale, useTranslations } from 'next-intl'

import { zoneLabel } from '@/domain/interviews/zones'
import type { CredentialKind } from '@/domain/shifts/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { formatCents } from '@/lib/format'

/** What every shift screen shows of a shift: the list's cards, the week's entries, its page, the team's rows. */
export type ShiftFactsData = {
  positionType: string
  date: string
  startTime: string
  endTime: string
  timeZone?: string | null
  breakMinutes?: number | null
  rateCents: number
  city?: string | null
  province?: string | null
  requiresLicence?: boolean | null
  requiredCredentials?: readonly CredentialKind[] | null
  distanceKm?: number | null
  companyName?: string | null
}

/** The shift's local date ("Saturday, December 5, 2026"): a calendar day, so read in UTC. */
export const shiftDay = (date: string, locale: string, short = false) => {
  const [y, m, d] = date.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: short ? 'short' : 'long', month: short ? 'short' : 'long', day: 'numeric', ...(short ? {} : { year: 'numeric' }) }).format(new Date(Date.UTC(y, m - 1, d)))
}

/** "08:00–16:30 Eastern time (Toronto)", with "(ends the next day)" for an overnight shift. */
export function ShiftHours({ shift }: { shift: Pick<ShiftFactsData, 'startTime' | 'endTime' | 'timeZone'> }) {
  const t = useTranslations('shifts.card')
  const iv = useTranslations('interviews.zones')
  const label = shift.timeZone ? zoneLabel(shift.timeZone) : null
  const zone = label ? iv(label.key, label.values) : ''
  return (
    <>
      <span className="font-medium tabular-nums">{t('hours', { start: shift.startTime, end: shift.endTime })}</span> <span className="text-slate-700">{zone}</span>
      {shift.endTime <= shift.startTime ? <span className="text-slate-700"> {t('overnight')}</span> : null}
    </>
  )
}

/**
 * A shift's facts as a description list: date, local hours with the zone, break, hourly rate, place
 * and distance, position type, requirements, company. Rendered on the server and in the browser.
 */
export function ShiftFacts({ shift, compact = false }: { shift: ShiftFactsData; compact?: boolean }) {
  const t = useTranslations('shifts.card')
  const locale = useLocale()
  const label = useEnumLabel()
  const credentials = shift.requiredCredentials ?? []
  const requirements = [
    ...(shift.requiresLicence ? [t('licence')] : []),
    ...(credentials.length ? [t('credentials', { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(credentials.map((kind) => label('credentialKind', kind))) })] : []),
  ]
  return (
    <div className="space-y-1 text-sm text-slate-800">
      <p className="text-base font-semibold text-slate-900">{shiftDay(shift.date, locale)}</p>
      <p>
        <ShiftHours shift={shift} />
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="font-semibold text-teal-900">{t('rate', { rate: formatCents(shift.rateCents, locale as 'en-CA') })}</span>
        <span>{shift.breakMinutes ? t('break', { minutes: shift.breakMinutes }) : t('noBreak')}</span>
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span>{label('positionType', shift.positionType)}</span>
        {shift.city ? <span>{t('place', { city: shift.city, province: label('province', shift.province) })}</span> : null}
        {typeof shift.distanceKm === 'number' ? <span>{t('distance', { km: shift.distanceKm })}</span> : null}
      </p>
      {!compact || requirements.length ? (
        <p className="text-slate-700">
          <span className="sr-only">{t('requirements')}: </span>
          {requirements.length ? requirements.join(' · ') : t('noRequirements')}
        </p>
      ) : null}
      {shift.companyName ? <p className="text-slate-700">{t('company', { name: shift.companyName })}</p> : null}
    </div>
  )
}
