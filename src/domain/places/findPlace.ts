import type { Province } from '@/domain/jobs/options'

import { cityPlace } from './cityPlace'
import { gazetteer, type LatLng } from './gazetteer'
import { placeKey } from './placeKey'
import { postalCodeOf } from './postalArea'
import { provinceNamed } from './provinceNamed'

export type FoundPlace = LatLng & {
  /** How to name it back to the person: "Toronto, ON", "M5V 2T6". */
  label: string
}

/**
 * The readings of a place typed in a search box, most explicit first: "City, Province";
 * the whole text as a city; "City ON" or "City Nova Scotia" (a province's name at the end);
 * what comes before a comma ("Toronto, Canada").
 */
function readings(text: string): { city: string; province?: Province }[] {
  const comma = text.lastIndexOf(',')
  const named = comma > 0 ? provinceNamed(text.slice(comma + 1)) : undefined
  if (named) return [{ city: text.slice(0, comma), province: named }]
  const words = text.trim().split(/\s+/)
  const ends = [1, 2, 3, 4].filter((n) => n < words.length).flatMap((n) => {
    const province = provinceNamed(words.slice(-n).join(' '))
    return province ? [{ city: words.slice(0, -n).join(' '), province }] : []
  })
  return [{ city: text }, ...ends, ...(comma > 0 ? [{ city: text.slice(0, comma) }] : [])]
}

/**
 * The place a search box names: a postal code or its first three characters ("M5V 2T6", "m5v"),
 * "City", "City, ON" or "City ON" (a province's name works too). A city without its province is
 * the largest of that name, unless `province` (what the text says wins) decides. Null when unknown.
 */
export function findPlace(text: string, province?: string | null): FoundPlace | null {
  const postal = postalCodeOf(text)
  const centroid = postal ? gazetteer().postalAreas.get(postal.area) : undefined
  if (postal) return centroid ? { label: postal.label, ...centroid } : null
  for (const reading of readings(text)) {
    const place = placeKey(reading.city) ? cityPlace(reading.city, reading.province ?? province) : null
    if (place) return { label: `${place.name}, ${place.province}`, lat: place.lat, lng: place.lng }
  }
  return null
}
