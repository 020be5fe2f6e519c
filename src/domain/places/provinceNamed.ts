import { PROVINCES, type Province } from '@/domain/jobs/options'
import { enumLabel } from '@/i18n/enums'

import { placeKey } from './placeKey'

/** Provinces by their codes and English and French names (and two older short forms), as keys. */
const PROVINCE_NAMES = new Map<string, Province>([
  ...PROVINCES.flatMap((value) =>
    [value, enumLabel('en-CA', 'province', value), enumLabel('fr-CA', 'province', value)].map((name) => [placeKey(name), value] as const),
  ),
  ['pei', 'PE'],
  ['pq', 'QC'],
])

/** The province a text names ("ON", "Ontario", "Québec"), or undefined. */
export const provinceNamed = (text: string): Province | undefined => PROVINCE_NAMES.get(placeKey(text))

/**
 * The province a posting's location says it is in, by name or code after its last comma ("Toronto,
 * ON", "Lévis, Québec") or in brackets at its end ("Remote (ON)"); undefined when it says none.
 */
export function provinceOfLocation(location: string | null | undefined): Province | undefined {
  const text = location?.trim() ?? ''
  const bracketed = /\(([^()]+)\)$/.exec(text)
  if (bracketed) return provinceNamed(bracketed[1])
  const comma = text.lastIndexOf(',')
  return comma >= 0 ? provinceNamed(text.slice(comma + 1)) : undefined
}
