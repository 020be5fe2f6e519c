import { POSITION_TYPES, type PositionType } from '@/domain/jobs/options'
import type { QueryValues } from '@/domain/lists/params'

/*
 * `/shifts`'s address: the filters (near, km, from, to, minRate in dollars, positionType), the view
 * (list or week), the week shown and the list's page. Anything malformed is dropped here, except what
 * the server's read judges itself (an unknown place, a distance out of range), which it refuses with
 * a message the screen shows. Pure.
 */

export const KMS = [10, 25, 50, 100, 250, 500] as const

export type ShiftQuery = {
  near: string
  km: number
  from: string
  to: string
  /** Whole or decimal dollars, as typed. */
  minRate: string
  positionType: PositionType | ''
  view: 'list' | 'week'
  /** The Monday of the week shown (week view). */
  week: string
  page: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** The Monday on or before `day` (YYYY-MM-DD). */
const mondayOf = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** `day` moved by `days`. */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** Today in Canada's most populous zone (the week view's default). */
const today = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)

export function parseShiftQuery(values: QueryValues, now = new Date()): ShiftQuery {
  const km = Number(first(values.km))
  const page = Number(first(values.page))
  const week = first(values.week)
  const positionType = first(values.positionType)
  const minRate = first(values.minRate).trim()
  return {
    near: first(values.near).trim().slice(0, 100),
    km: Number.isInteger(km) && km > 0 ? km : 50,
    from: DAY.test(first(values.from)) ? first(values.from) : '',
    to: DAY.test(first(values.to)) ? first(values.to) : '',
    minRate: /^\d{1,4}([.,]\d{1,2})?$/.test(minRate) ? minRate : '',
    positionType: POSITION_TYPES.includes(positionType as PositionType) ? (positionType as PositionType) : '',
    view: first(values.view) === 'week' ? 'week' : 'list',
    week: mondayOf(DAY.test(week) ? week : today(now)),
    page: Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1,
  }
}

/** Dollars as typed ("65", "65.50", "65,50") in cents. */
export const dollarsToCents = (text: string): number | null => {
  const n = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(n) ? Math.round(n * 100) : null
}

/** The server read's parameters (domain/shifts/browse.ts) for the query; the week view reads its seven days. */
export function readParams(query: ShiftQuery, page = query.page): URLSearchParams {
  const params = new URLSearchParams()
  if (query.near) params.set('near', query.near)
  params.set('km', String(query.km))
  let { from, to } = query
  if (query.view === 'week') {
    const end = addDays(query.week, 6)
    from = from && from > query.week ? from : query.week
    to = to && to < end ? to : end
  }
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  const cents = dollarsToCents(query.minRate)
  if (cents !== null) params.set('minRate', String(cents))
  if (query.positionType) params.set('positionType', query.positionType)
  params.set('page', String(page))
  return params
}

/** `/shifts` with `change` applied, defaults left out. */
export function shiftsUrl(query: ShiftQuery, change: Partial<ShiftQuery> = {}): string {
  const q = { ...query, ...change }
  const params = new URLSearchParams()
  if (q.near) params.set('near', q.near)
  if (q.km !== 50) params.set('km', String(q.km))
  if (q.from) params.set('from', q.from)
  if (q.to) params.set('to', q.to)
  if (q.minRate) params.set('minRate', q.minRate)
  if (q.positionType) params.set('positionType', q.positionType)
  if (q.view === 'week') {
    params.set('view', 'week')
    params.set('week', q.week)
  }
  if (q.view === 'list' && q.page > 1) params.set('page', String(q.page))
  const text = params.toString()
  return text ? `/shifts?${text}` : '/shifts'
}
