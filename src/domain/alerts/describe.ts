import type { ChipId } from '@/domain/jobs/chips'
import { DEFAULT_RADIUS } from '@/domain/jobs/query'
import { formatDollars, type Locale } from '@/lib/format'

import type { AlertKind } from './options'
import { normalAlertSearch, type AlertSearchInput } from './search'
import { normalShiftCriteria, type ShiftCriteriaInput } from './shiftCriteria'

type Args = Record<string, string | number>

/** The catalogue's words a description needs: the server's translator or a page's. */
export type DescribeText = {
  /** Under `alerts`. */
  alerts: (key: 'searchWords' | 'allPostings' | 'describe.near' | 'describe.pay' | 'shifts.describe.near' | 'shifts.describe.rate', args?: Args) => string
  chip: (chip: ChipId) => string
  label: (kind: 'province' | 'positionType', value: string) => string
}

/**
 * A saved search in words, every filter of it ("“nurse” · Remote · Ontario or Quebec · Within 25 km
 * of Toronto · At least $55 an hour"), or "all postings" for an empty one. One text for the emails,
 * the confirmation and unsubscribe pages, the dialog and /account.
 */
export function describeAlertSearch(input: AlertSearchInput, locale: Locale, text: DescribeText): string {
  const s = normalAlertSearch(input)
  const either = (items: string[]) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items)
  const money = (amount: number) => formatDollars(amount, { cents: !Number.isInteger(amount), locale })
  const parts = [
    s.q ? text.alerts('searchWords', { q: s.q }) : null,
    ...s.chips.map(text.chip),
    s.provinces.length ? either(s.provinces.map((value) => text.label('province', value))) : null,
    s.types.length ? either(s.types.map((value) => text.label('positionType', value))) : null,
    s.near ? text.alerts('describe.near', { km: s.radius ?? DEFAULT_RADIUS, place: s.near, remote: s.hideRemote ? 'hide' : 'show' }) : null,
    s.pay !== null ? text.alerts('describe.pay', { amount: money(s.pay), per: s.per ?? 'hour' }) : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(' · ') : text.alerts('allPostings')
}

/** A shift alert's search in words ("Relief shifts within 25 km of Halifax · Pharmacy technician · At least $45 an hour"). */
function describeShiftCriteria(input: ShiftCriteriaInput | null | undefined, locale: Locale, text: DescribeText): string {
  const c = normalShiftCriteria(input)
  const rate = c.minRateCents === null ? null : c.minRateCents / 100
  return [
    text.alerts('shifts.describe.near', { km: c.km, place: c.near }),
    c.positionType ? text.label('positionType', c.positionType) : null,
    rate === null ? null : text.alerts('shifts.describe.rate', { amount: formatDollars(rate, { cents: !Number.isInteger(rate), locale }) }),
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ')
}

/** Any alert in words: its Find Work search, or its shift search. */
export type DescribedAlert = AlertSearchInput & { kind?: AlertKind | null; shift?: ShiftCriteriaInput | null }
export const describeAlert = (alert: DescribedAlert, locale: Locale, text: DescribeText): string =>
  alert.kind === 'shifts' ? describeShiftCriteria(alert.shift, locale, text) : describeAlertSearch(alert, locale, text)
