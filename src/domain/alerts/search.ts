import { CHIP_IDS, type ChipId } from '@/domain/jobs/chips'
import { positionTypeOptions, provinceOptions, valuesOf } from '@/domain/jobs/options'
import { parseJobQuery } from '@/domain/jobs/query'
import { z } from '@/lib/zod'

import { ALERT_FREQUENCIES, ALERT_Q_MAX } from './options'

/** A saved search: Find Work's words and chips, and a province and position type when the search has them. */
type Province = (typeof provinceOptions)[number]['value']
type PositionType = (typeof positionTypeOptions)[number]['value']
export type AlertSearch = { q: string; chips: ChipId[]; province: Province | null; positionType: PositionType | null }

const bad = 'alerts.errors.search'

/** The search's fields as the form and the endpoints send them. */
export const searchShape = {
  q: z.string({ error: bad }).max(ALERT_Q_MAX, bad).optional(),
  chips: z.array(z.enum(CHIP_IDS, { error: bad }), { error: bad }).max(CHIP_IDS.length, bad).optional(),
  province: z.enum(valuesOf(provinceOptions), { error: bad }).nullish(),
  positionType: z.enum(valuesOf(positionTypeOptions), { error: bad }).nullish(),
}

export const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: 'alerts.errors.frequency' })

/**
 * A search in Find Work's normal form (words trimmed with single spaces, chips once each in a fixed
 * order; src/domain/jobs/query.ts), so two ways of writing one search are one alert.
 */
export function normalAlertSearch(s: { q?: string | null; chips?: readonly string[] | null; province?: string | null; positionType?: string | null }): AlertSearch {
  const { q, chips } = parseJobQuery({ q: s.q ?? '', chip: [...(s.chips ?? [])] })
  return { q, chips, province: (s.province ?? null) as Province | null, positionType: (s.positionType ?? null) as PositionType | null }
}
