import { describe, expect, it } from 'vitest'

import { distanceKm } from '@/domain/places/distance'
import { findPlace } from '@/domain/places/findPlace'
import { gazetteer } from '@/domain/places/gazetteer'
import { placeKey } from '@/domain/places/placeKey'
import { placeOf } from '@/domain/places/placeOf'
import { postingPlace } from '@/domain/places/postingPlace'
import { suggestCities } from '@/domain/places/suggestCities'

const TORONTO = { lat: 43.70643, lng: -79.39864 }

describe('the gazetteer', () => {
  it('holds Canada’s places in every province and territory, and its postal areas', () => {
    const { places, postalAreas } = gazetteer()
    expect(places.length).toBeGreaterThan(2_500)
    expect(new Set(places.map((p) => p.province)).size).toBe(13)
    expect(postalAreas.size).toBeGreaterThan(1_500)
    expect(postalAreas.has('H0H')).toBe(false) // the source's North Pole row
  })

  it('stores each place’s key as placeKey writes it', () => {
    for (const place of gazetteer().places) expect(place.key).toBe(placeKey(place.name))
  })
})

describe('placeKey', () => {
  it.each([
    ['Montréal', 'montreal'],
    ["St. John's", 'saint johns'],
    ['Saint John’s', 'saint johns'],
    ['Trois-Rivières', 'trois rivieres'],
    ['Sault Ste. Marie', 'sault sainte marie'],
    ['  QUÉBEC ', 'quebec'],
  ])('%s → %s', (name, key) => expect(placeKey(name)).toBe(key))
})

describe('placeOf', () => {
  it('finds a city in its province', () => {
    expect(placeOf({ city: 'Toronto', province: 'ON' })).toEqual(TORONTO)
  })

  it.each([
    ['Montreal', 'Montréal', 'QC'],
    ['montréal', 'Montréal', 'QC'],
    ['Quebec City', 'Québec', 'QC'],
    ['Québec', 'Québec', 'QC'],
    ['Saint John’s', "St. John's", 'NL'],
    ['St Johns', "St. John's", 'NL'],
    ['Trois Rivieres', 'Trois-Rivières', 'QC'],
    ['Sault Sainte-Marie', 'Sault Ste. Marie', 'ON'],
    ['Sudbury', 'Greater Sudbury', 'ON'],
  ])('reads the common form %s as %s', (typed, name, province) => {
    const place = gazetteer().places.find((p) => p.name === name && p.province === province)!
    expect(placeOf({ city: typed, province })).toEqual({ lat: place.lat, lng: place.lng })
  })

  it('lets the province decide between places of one name', () => {
    const windsor = (province: string) => placeOf({ city: 'Windsor', province })
    expect(windsor('ON')!.lng).toBeCloseTo(-83.0, 1)
    expect(windsor('NS')!.lng).toBeCloseTo(-64.1, 1)
    expect(windsor('QC')!.lng).toBeCloseTo(-72.0, 1)
    // Without a province: the largest.
    expect(placeOf({ city: 'Windsor' })).toEqual(windsor('ON'))
  })

  it('does not move a city to another province', () => {
    expect(placeOf({ city: 'Toronto', province: 'AB' })).toBeNull()
  })

  it('takes a postal code’s area first, and the city when the area is unknown', () => {
    expect(placeOf({ city: 'Toronto', province: 'ON', postalCode: 'X1A 2N5' })).toEqual({ lat: 62.4725, lng: -114.3417 })
    expect(placeOf({ city: 'Toronto', province: 'ON', postalCode: 'H0H 0H0' })).toEqual(TORONTO)
  })

  it('answers null for a place it does not know', () => {
    expect(placeOf({ city: 'Atlantis', province: 'ON' })).toBeNull()
    expect(placeOf({ city: '   ' })).toBeNull()
  })
})

describe('findPlace', () => {
  it.each([
    ['M5V 2T6', 'M5V 2T6'],
    ['m5v2t6', 'M5V 2T6'],
    ['m5v', 'M5V'],
    [' M5V-2T6 ', 'M5V 2T6'],
  ])('reads the postal code %s', (text, label) => {
    expect(findPlace(text)).toEqual({ label, lat: 43.6525, lng: -79.3686 })
  })

  it.each([
    ['Toronto', 'Toronto, ON'],
    ['toronto, on', 'Toronto, ON'],
    ['Toronto ON', 'Toronto, ON'],
    ['Toronto, Ontario', 'Toronto, ON'],
    ['Windsor', 'Windsor, ON'],
    ['Windsor, NS', 'Windsor, NS'],
    ['Windsor Nova Scotia', 'Windsor, NS'],
    ['Lévis, Québec', 'Lévis, QC'],
    ['Montreal QC', 'Montréal, QC'],
    ['Quebec City', 'Québec, QC'],
    ["st. john's nl", "St. John's, NL"],
    ['Toronto, Canada', 'Toronto, ON'],
  ])('reads %s as %s', (text, label) => {
    expect(findPlace(text)?.label).toBe(label)
  })

  it('answers null for text that names no known place', () => {
    for (const text of ['', 'Remote', 'Remote (ON)', 'Z9Z', 'H0H 0H0', 'Toronto, NS']) expect(findPlace(text)).toBeNull()
  })
})

describe('postingPlace', () => {
  it('places a posting by its city, else by its location', () => {
    expect(postingPlace({ city: 'Toronto', province: 'ON', location: 'Head office' })).toEqual(TORONTO)
    expect(postingPlace({ location: 'Toronto, ON' })).toEqual(TORONTO)
    expect(postingPlace({ location: 'Windsor', province: 'NS' })!.lng).toBeCloseTo(-64.1, 1)
    expect(postingPlace({ location: 'Remote (ON)', province: 'ON' })).toBeNull()
  })
})

describe('suggestCities', () => {
  it('suggests places starting with the text, larger first, the exact name before all', () => {
    expect(suggestCities('tor', 3)[0]).toEqual({ name: 'Toronto', province: 'ON' })
    expect(suggestCities('montr', 1)).toEqual([{ name: 'Montréal', province: 'QC' }])
    expect(suggestCities('Windsor', 3).map((c) => c.province)).toEqual(['ON', 'QC', 'NS'])
  })

  it('keeps to the province when one is chosen, and to the limit', () => {
    const inNB = suggestCities('saint j', 10, 'NB')
    expect(inNB[0]).toEqual({ name: 'Saint John', province: 'NB' })
    expect(inNB.every((c) => c.province === 'NB')).toBe(true)
    expect(suggestCities('s', 5)).toHaveLength(5)
    expect(suggestCities('s', 500)).toHaveLength(20)
  })

  it('suggests nothing for empty text or a zero limit', () => {
    expect(suggestCities('  ', 5)).toEqual([])
    expect(suggestCities('tor', 0)).toEqual([])
  })
})

describe('distanceKm', () => {
  it('measures along the Earth’s surface', () => {
    const mississauga = findPlace('Mississauga, ON')!
    const yellowknife = findPlace('Yellowknife')!
    expect(distanceKm(TORONTO, mississauga)).toBeCloseTo(25.25, 1)
    expect(distanceKm(TORONTO, yellowknife)).toBeCloseTo(3063.9, 0)
    expect(distanceKm(TORONTO, TORONTO)).toBe(0)
    expect(distanceKm(mississauga, TORONTO)).toBe(distanceKm(TORONTO, mississauga))
  })
})
