import type { Province } from '@/domain/jobs/options'

import { PLACES, POSTAL_AREAS } from './gazetteerData'

export type LatLng = { lat: number; lng: number }

export type Place = LatLng & {
  name: string
  province: Province
  /** The name as lookups compare it (placeKey.ts). */
  key: string
  /** Postal areas within 10 km: the gazetteer has no population, and this orders places by size well enough. */
  size: number
}

type Gazetteer = {
  /** By key (places of one name in several provinces share it), in the data file's key order. */
  byKey: Map<string, Place[]>
  /** Every place, by key. */
  places: Place[]
  /** Forward sortation areas (upper-case, e.g. "M5V") and their centroids. */
  postalAreas: Map<string, LatLng>
}

let parsed: Gazetteer | undefined

/** The data file, parsed on first use and then kept: a few thousand small objects. */
export function gazetteer(): Gazetteer {
  if (parsed) return parsed
  const places = PLACES.split('\n').map((line): Place => {
    const [name, province, lat, lng, key, size] = line.split('|')
    return { name, province: province as Province, lat: Number(lat), lng: Number(lng), key, size: Number(size) }
  })
  const byKey = new Map<string, Place[]>()
  for (const place of places) byKey.set(place.key, [...(byKey.get(place.key) ?? []), place])
  const postalAreas = new Map(
    POSTAL_AREAS.split('\n').map((line) => {
      const [code, lat, lng] = line.split('|')
      return [code, { lat: Number(lat), lng: Number(lng) }] as const
    }),
  )
  parsed = { byKey, places, postalAreas }
  return parsed
}
