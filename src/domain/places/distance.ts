import type { AnyColumn } from '@payloadcms/db-postgres/drizzle'

import { sql } from '@/lib/payload/sql'

import type { LatLng } from './gazetteer'

type SQL = ReturnType<typeof sql>
/** A column holding degrees (or an expression giving them). */
type Degrees = AnyColumn | SQL

/*
 * The one distance rule, in TypeScript and in SQL: the great-circle distance (haversine) on a
 * sphere of the Earth's mean radius. Both forms compute the same number, so a posting listed
 * "within 25 km" is 25 km away by the card's own count too.
 */

const EARTH_RADIUS_KM = 6371.0088
const RADIANS = Math.PI / 180

/** Kilometres between two points, as the crow flies. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(((b.lat - a.lat) * RADIANS) / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(((b.lng - a.lng) * RADIANS) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The same distance in SQL, from the point in `lat`/`lng` (columns, null where a row has none) to `center`: to sort by. */
export const distanceKmSql = (lat: Degrees, lng: Degrees, center: LatLng): SQL => sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
  power(sin(radians(${lat}::float8 - ${center.lat}::float8) / 2), 2)
  + cos(radians(${center.lat}::float8)) * cos(radians(${lat}::float8)) * power(sin(radians(${lng}::float8 - ${center.lng}::float8) / 2), 2)))))`

/** A hair of slack on the box, so rounding never drops a point exactly `km` away that the exact distance keeps. */
const SLACK_DEGREES = 1e-6

/**
 * The latitudes and longitudes a circle of `km` around `center` lies within. The longitude span
 * is the circle's true one (asin(sin r / cos φ)), wider than r / cos φ: the simple form would cut
 * off points near the circle's east and west edges. Near a pole every longitude is inside.
 */
function boundingBox(center: LatLng, km: number) {
  const r = km / EARTH_RADIUS_KM
  const south = center.lat - r / RADIANS - SLACK_DEGREES
  const north = center.lat + r / RADIANS + SLACK_DEGREES
  const sinRatio = Math.sin(r) / Math.cos(center.lat * RADIANS)
  if (south <= -90 || north >= 90 || sinRatio >= 1) return { south: Math.max(south, -90), north: Math.min(north, 90), west: -180, east: 180 }
  const span = Math.asin(sinRatio) / RADIANS + SLACK_DEGREES
  return { south, north, west: Math.max(center.lng - span, -180), east: Math.min(center.lng + span, 180) }
}

/**
 * Rows whose point is within `km` of `center`: first the box around the circle on the columns
 * themselves (as stored, so the (latitude, longitude) index finds the few candidates), then the
 * exact distance on those. Rows without coordinates never match.
 */
export function withinKm(lat: Degrees, lng: Degrees, center: LatLng, km: number): SQL {
  const box = boundingBox(center, km)
  return sql`(${lat} BETWEEN ${box.south} AND ${box.north} AND ${lng} BETWEEN ${box.west} AND ${box.east} AND ${distanceKmSql(lat, lng, center)} <= ${km})`
}
