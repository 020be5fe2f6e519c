/**
 * Addresses nobody asked for before in a run, as people and crawlers send them: every call of a
 * generator gives a URL it has not given yet (a bench that repeats one URL measures the cache).
 */

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
const CHIPS = ['remote', 'full-time', 'part-time', 'contract', 'urgent', 'entry-level', 'senior-level']

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
function unique(make) {
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

/** New Find Work searches: one to three words, up to two chips, pages 1–3 (most often the first). */
export function newSearches({ french = false, random = randomSource() } = {}) {
  const pick = (list) => list[Math.floor(random() * list.length)]
  return unique(() => {
    const words = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => pick(WORDS))
    const params = new URLSearchParams({ q: words.join(' ') })
    for (const chip of new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(CHIPS)))) params.append('chip', chip)
    const page = random() < 0.7 ? 1 : 2 + Math.floor(random() * 2)
    if (page > 1) params.set('page', String(page))
    return `${prefix(french)}/find-work?${params}`
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
