import { gazetteer } from './gazetteer'
import { placeKey } from './placeKey'

export type CitySuggestion = { name: string; province: string }

const MAX_SUGGESTIONS = 20

/**
 * Cities whose name starts with what was typed (folded: "montr" finds Montréal), in `province`
 * when given: the name typed exactly first, then larger places (more postal areas around them),
 * then alphabetically. At most `limit` (up to 20).
 */
export function suggestCities(prefix: string, limit: number, province?: string | null): CitySuggestion[] {
  const key = placeKey(prefix)
  const count = Math.min(Math.max(Math.trunc(limit) || 0, 0), MAX_SUGGESTIONS)
  if (!key || count === 0) return []
  return gazetteer()
    .places.filter((place) => place.key.startsWith(key) && (!province || place.province === province))
    .sort((a, b) => Number(b.key === key) - Number(a.key === key) || b.size - a.size || a.name.localeCompare(b.name, 'en-CA'))
    .slice(0, count)
    .map(({ name, province }) => ({ name, province }))
}
