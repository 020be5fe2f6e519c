import type { LatLng } from './gazetteer'
import { findPlace } from './findPlace'
import { placeOf } from './placeOf'

type Posting = { city?: string | null; province?: string | null; location?: string | null }

/** What a posting's place is read from: a change to any of them places it again. */
export const PLACE_FIELDS = ['city', 'province', 'location'] as const

/**
 * Where a posting is: its city in its province, or without a city what its location names
 * ("Toronto, ON", "Halifax", a postal code). Null when the gazetteer knows neither (or the
 * posting is "Remote"): such a posting is in no distance search.
 */
export function postingPlace({ city, province, location }: Posting): LatLng | null {
  if (city?.trim()) return placeOf({ city, province })
  const found = location ? findPlace(location, province) : null
  return found && { lat: found.lat, lng: found.lng }
}
