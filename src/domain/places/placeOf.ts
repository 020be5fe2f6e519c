import { cityPlace } from './cityPlace'
import { gazetteer, type LatLng } from './gazetteer'
import { postalCodeOf } from './postalArea'

/**
 * Where a posting's place is: its postal code's area (its first three characters) when given and
 * known, else its city in its province (cityPlace.ts). Null when neither is in the gazetteer.
 */
export function placeOf({ city, province, postalCode }: { city?: string | null; province?: string | null; postalCode?: string | null }): LatLng | null {
  const area = postalCode ? postalCodeOf(postalCode) : null
  const centroid = area ? gazetteer().postalAreas.get(area.area) : undefined
  if (centroid) return { ...centroid }
  const place = city?.trim() ? cityPlace(city, province) : null
  return place ? { lat: place.lat, lng: place.lng } : null
}
