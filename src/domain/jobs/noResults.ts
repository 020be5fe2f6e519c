import type { Payload } from 'payload'

import type { Language } from '@/i18n/locale'

import { searchCounts } from './listedIndex'
import { DEFAULT_RADIUS, RADIUSES, type JobQuery } from './query'
import type { Center } from './search'
import { correctedWords } from './spelling'

/** A change to a search that finds nothing, and how many postings the search would find with it. */
export type Suggestion = {
  kind: 'spelling' | 'radius' | 'anywhere' | 'provinces' | 'types' | 'posted' | 'pay' | 'chips'
  change: Partial<JobQuery>
  count: number
}

/** A suggestion's count goes no further (the screen says "1,000+" above). */
const CAP = 1001

/**
 * What would find something when a search finds nothing: the words with their spelling corrected
 * (spelling.ts), each filter left out on its own, a wider radius (the next one, and the widest) or
 * no distance, each with its count; only those that find postings, the spelling first, then most
 * results first. Asked only for an empty page; counted by the in-memory index (listedIndex.ts).
 */
export async function noResultsSuggestions(payload: Payload, query: JobQuery, language: Language, center: Center): Promise<Suggestion[]> {
  const candidates: Omit<Suggestion, 'count'>[] = []
  const corrected = query.q ? await correctedWords(payload, query.q, language) : null
  if (corrected) candidates.push({ kind: 'spelling', change: { q: corrected } })
  if (center && query.radius) {
    const wider = RADIUSES.filter((km) => km > (query.radius ?? DEFAULT_RADIUS))
    for (const km of new Set([wider[0], wider.at(-1)])) if (km) candidates.push({ kind: 'radius', change: { radius: km } })
    candidates.push({ kind: 'anywhere', change: { near: '', radius: null, hideRemote: false } })
  }
  if (query.provinces.length) candidates.push({ kind: 'provinces', change: { provinces: [] } })
  if (query.types.length) candidates.push({ kind: 'types', change: { types: [] } })
  if (query.posted) candidates.push({ kind: 'posted', change: { posted: null } })
  if (query.pay) candidates.push({ kind: 'pay', change: { pay: null, per: null } })
  if (query.chips.length) candidates.push({ kind: 'chips', change: { chips: [] } })
  const counted = await Promise.all(
    candidates.map(async (candidate) => {
      const changed = { ...query, ...candidate.change }
      const { total } = await searchCounts(payload, { ...changed, center: changed.near ? center : null }, language)
      return { ...candidate, count: Math.min(total, CAP) }
    }),
  )
  const first = (s: Suggestion) => (s.kind === 'spelling' ? 1 : 0)
  return counted.filter((s) => s.count > 0).sort((a, b) => first(b) - first(a) || b.count - a.count)
}
