import { CHIP_IDS } from '@/domain/jobs/chips'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { jobQuery, jobQueryParams, parseJobQuery, RADIUSES, type JobQuery } from '@/domain/jobs/query'
import { z } from '@/lib/zod'

import { ALERT_FREQUENCIES, ALERT_NEAR_MAX, ALERT_PAY_MAX, ALERT_PAY_PERIODS, ALERT_Q_MAX } from './options'

/**
 * What an alert keeps of a Find Work search: everything that narrows which postings match. Not
 * "posted within", the order, the page or the open posting: an alert always asks for what is new
 * since its last run, newest first.
 */
export type AlertSearch = Pick<JobQuery, 'q' | 'chips' | 'provinces' | 'types' | 'near' | 'radius' | 'hideRemote' | 'pay' | 'per'>

/** A search as stored or sent: every field optional, and the older single province and position type. */
export type AlertSearchInput = {
  q?: string | null
  chips?: readonly string[] | null
  provinces?: readonly string[] | null
  types?: readonly string[] | null
  province?: string | null
  positionType?: string | null
  near?: string | null
  radius?: number | null
  hideRemote?: boolean | null
  pay?: number | null
  per?: string | null
}

const bad = 'alerts.errors.search'
const badPay = 'alerts.errors.pay'
const badRadius = 'alerts.errors.radius'
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: bad }), { error: bad }).max(values.length, bad).nullish()

/** The search's fields as the form and the endpoints send them (JSON: numbers and booleans as such). */
export const searchShape = {
  q: z.string({ error: bad }).max(ALERT_Q_MAX, bad).nullish(),
  chips: list(CHIP_IDS),
  provinces: list(PROVINCES),
  types: list(POSITION_TYPES),
  // The older form (one of each), still accepted: read as one-element lists.
  province: z.enum(PROVINCES, { error: bad }).nullish(),
  positionType: z.enum(POSITION_TYPES, { error: bad }).nullish(),
  near: z.string({ error: bad }).max(ALERT_NEAR_MAX, bad).nullish(),
  radius: z
    .number({ error: badRadius })
    .refine((km) => (RADIUSES as readonly number[]).includes(km), badRadius)
    .nullish(),
  hideRemote: z.boolean({ error: bad }).nullish(),
  pay: z.number({ error: badPay }).positive(badPay).max(ALERT_PAY_MAX, badPay).nullish(),
  per: z.enum(ALERT_PAY_PERIODS, { error: bad }).nullish(),
}

export const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: 'alerts.errors.frequency' })

/** The fields of an alert's search, out of anything that holds them (a Find Work query, a stored alert). */
export const alertSearchOf = ({ q, chips, provinces, types, near, radius, hideRemote, pay, per }: AlertSearch): AlertSearch => ({
  q,
  chips,
  provinces,
  types,
  near,
  radius,
  hideRemote,
  pay,
  per,
})

/**
 * A search in Find Work's normal form (src/domain/jobs/query.ts: words and place trimmed with
 * single spaces, lists once each in a fixed order, defaults filled in or left out as Find Work
 * does), read through Find Work's own URL parser, so two ways of writing one search are one alert
 * and the alert finds what Find Work lists for it. The older single province and position type
 * join the lists.
 */
export function normalAlertSearch(s: AlertSearchInput): AlertSearch {
  const pay = typeof s.pay === 'number' && Number.isFinite(s.pay) ? String(Math.round(s.pay * 100) / 100) : ''
  return alertSearchOf(
    parseJobQuery({
      q: s.q ?? '',
      chip: [...(s.chips ?? [])],
      province: [...(s.provinces ?? []), ...(s.province ? [s.province] : [])],
      type: [...(s.types ?? []), ...(s.positionType ? [s.positionType] : [])],
      near: s.near ?? '',
      radius: s.radius === null || s.radius === undefined ? '' : String(s.radius),
      remote: s.hideRemote ? 'hide' : '',
      pay,
      per: s.per ?? '',
    }),
  )
}

/** The alert's search as Find Work's URL parameters (its link, and one text per distinct search). */
export const alertSearchParams = (search: AlertSearch): URLSearchParams => jobQueryParams(jobQuery(search))
