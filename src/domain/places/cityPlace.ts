import { gazetteer, type Place } from './gazetteer'
import { placeKey } from './placeKey'

/**
 * The forms of a name to try, in order: as typed, then without "City" ("Quebec City" is Québec),
 * "City of"/"Ville de" ("Ville de Québec"), then as "Greater …" ("Sudbury" is Greater Sudbury).
 */
function keyForms(key: string): string[] {
  const bare = key.replace(/ city$/, '').replace(/^(?:city of|ville de) /, '')
  return [...new Set([key, bare, `greater ${bare}`])]
}

/**
 * The gazetteer's place for a city name: the one in `province` when given (a name several provinces
 * have is told apart by it; a name only another province has is not this posting's place), else the
 * largest place of that name. Null when the gazetteer does not know it.
 */
export function cityPlace(city: string, province?: string | null): Place | null {
  const { byKey } = gazetteer()
  for (const key of keyForms(placeKey(city))) {
    const found = (byKey.get(key) ?? []).filter((place) => !province || place.province === province)
    if (found.length) return found.reduce((best, place) => (place.size > best.size ? place : best))
  }
  return null
}
