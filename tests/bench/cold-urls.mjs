/**
 * Addresses nobody asked for before in a run, as people and crawlers send them: every call of a
 * generator gives a URL it has not given yet (a bench that repeats one URL measures the cache).
 */

import { MAJOR_PLACES, POSITION_TYPE_VALUES, PROVINCES } from './places.mjs'

// Words people type into Find Work: titles, cities, position types, in English and French.
const WORDS = [
  'pharmacist', 'pharmacien', 'pharmacienne', 'technician', 'technicien', 'assistant', 'assistante', 'physician',
  'médecin', 'medecin', 'family', 'famille', 'locum', 'relief', 'remplacement', 'clinical', 'clinique', 'manager',
  'gestionnaire', 'receptionist', 'réceptionniste', 'dermatologist', 'psychiatrist', 'pediatrician', 'hospitalist',
  'compounding', 'dispensary', 'weekend', 'walk-in', 'emergency', 'urgence', 'staff', 'community', 'communautaire',
  'toronto', 'montreal', 'montréal', 'vancouver', 'calgary', 'edmonton', 'ottawa', 'mississauga', 'winnipeg',
  'brampton', 'hamilton', 'quebec', 'québec', 'surrey', 'laval', 'halifax', 'london', 'markham', 'saskatoon',
  'regina', 'kitchener', 'victoria', 'kelowna', 'sherbrooke', 'moncton', 'sudbury', 'ontario', 'alberta',
  'bilingual', 'bilingue', 'part-time', 'temps partiel', 'full-time', 'temps plein', 'nurse', 'infirmière', 'rph',
  'registered', 'secretary', 'secrétaire', 'billing', 'ohip', 'vaccinations', 'blister', 'mentorship',
]
/** The words that name a place: a search near a place takes its words from the others. */
const PLACE_WORDS = new Set(WORDS.slice(WORDS.indexOf('toronto'), WORDS.indexOf('alberta') + 1))
const CHIPS = ['remote', 'full-time', 'part-time', 'contract', 'urgent', 'entry-level', 'senior-level']
const RADIUSES = [5, 10, 25, 50, 100, 250]
const POSTED = [1, 3, 7, 14, 30]

/**
 * A Find Work URL in the app's normal form (query.ts jobQueryParams: parameters in its order,
 * provinces and types in their options' order, defaults left out), so two URLs never name one
 * cached page.
 */
export function findWorkUrl({ french = false, q = '', chips = [], provinces = [], types = [], near = '', radius = 50, hideRemote = false, pay = null, per = 'hour', posted = null, sort = null, page = 1 }) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  for (const chip of CHIPS.filter((c) => chips.includes(c))) params.append('chip', chip)
  for (const province of PROVINCES.filter((p) => provinces.includes(p))) params.append('province', province)
  for (const type of POSITION_TYPE_VALUES.filter((t) => types.includes(t))) params.append('type', type)
  if (near) {
    params.set('near', near)
    if (radius !== 50) params.set('radius', String(radius))
    if (hideRemote) params.set('remote', 'hide')
  }
  if (pay !== null) {
    params.set('pay', String(pay))
    if (per !== 'hour') params.set('per', per)
  }
  if (posted !== null) params.set('posted', String(posted))
  if (sort) params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `${french ? '/fr' : ''}/find-work${query ? `?${query}` : ''}`
}

/** Random picks from a source: `pick(list)`, `chance(p)`, `int(min, max)` (both included). */
export function picker(random) {
  const pick = (list) => list[Math.floor(random() * list.length)]
  // Places as a person names them, the larger ones more often.
  const total = MAJOR_PLACES.reduce((n, [, , w]) => n + Math.sqrt(w), 0)
  const place = () => {
    let r = random() * total
    for (const [name, , w] of MAJOR_PLACES) if ((r -= Math.sqrt(w)) <= 0) return name
    return MAJOR_PLACES[0][0]
  }
  return { pick, place, chance: (p) => random() < p, int: (min, max) => min + Math.floor(random() * (max - min + 1)) }
}

/** A deterministic random sequence (the same URLs every run). */
export function randomSource(seed = 20261125) {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Every URL the run's generators gave: none gives one twice, or one another gave. */
const given = new Set()

/** Calls `make` until it gives something not given before. */
export function unique(make) {
  return () => {
    for (let i = 0; i < 100_000; i++) {
      const url = make()
      if (!given.has(url)) {
        given.add(url)
        return url
      }
    }
    throw new Error('ran out of new URLs')
  }
}

const prefix = (french) => (french ? '/fr' : '')

/**
 * New Find Work searches as people send them: one to three words, then one or two filters (provinces,
 * a position type, posted within, a minimum pay, a chip) or, one time in three, a place (near=<city>,
 * sometimes with a radius or remote postings hidden) and at most one more; pages 1–3, mostly the first.
 */
export function newSearches({ french = false, random = randomSource() } = {}) {
  const { pick, place, chance, int } = picker(random)
  const filters = {
    provinces: () => ({ provinces: chance(0.8) ? [pick(PROVINCES)] : [pick(PROVINCES), pick(PROVINCES)] }),
    types: () => ({ types: [pick(POSITION_TYPE_VALUES)] }),
    posted: () => ({ posted: pick(POSTED) }),
    pay: () => (chance(0.7) ? { pay: int(18, 90) } : { pay: int(40, 300) * 1000, per: 'year' }),
    chips: () => ({ chips: [pick(CHIPS)] }),
  }
  const otherWords = WORDS.filter((w) => !PLACE_WORDS.has(w))
  return unique(() => {
    const near = chance(1 / 3)
    const words = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => pick(near ? otherWords : WORDS))
    const search = { french, q: words.join(' '), page: random() < 0.7 ? 1 : int(2, 3) }
    if (near) Object.assign(search, { near: place(), radius: chance(0.5) ? 50 : pick(RADIUSES), hideRemote: chance(0.2) })
    const kinds = Object.keys(filters).filter((k) => !(near && k === 'provinces'))
    const count = near ? int(0, 1) : int(1, 2)
    for (let i = 0; i < count; i++) Object.assign(search, filters[kinds.splice(Math.floor(random() * kinds.length), 1)[0]]())
    return findWorkUrl(search)
  })
}

/** A crawl of pages by id or slug, in a random order, each once: `/jobs/<id>`, `/employers/<slug>`. */
export function newPages(base, keys, { french = false, random = randomSource() } = {}) {
  const order = keys.map((key) => `${prefix(french)}${base}/${key}`)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return inOrder(order)
}

/** The URLs of `list` in its order (a sitemap's), skipping any given before. */
export function inOrder(list) {
  let next = 0
  return unique(() => {
    if (next >= list.length) throw new Error('every URL of the list was asked for already')
    return list[next++]
  })
}

/** Alternates between generators, one URL each in turn. */
export function interleave(...generators) {
  let i = 0
  return () => generators[i++ % generators.length]()
}
