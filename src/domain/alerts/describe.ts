import type { ChipId } from '@/domain/jobs/chips'
import { DEFAULT_RADIUS } from '@/domain/jobs/query'
import { formatDollars, type Locale } from '@/lib/format'

import { normalAlertSearch, type AlertSearchInput } from './search'

type Args = Record<string, string | number>

/** The catalogue's words a description needs: the server's translator or a page's. */
export type DescribeText = {
  /** Under `alerts`. */
  alerts: (key: 'searchWords' | 'allPostings' | 'describe.near' | 'describe.pay', args?: Args) => string
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
