import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { noResultsSuggestions } from '@/domain/jobs/noResults'
import { jobQuery } from '@/domain/jobs/query'
import { correctedWords } from '@/domain/jobs/spelling'

import { makePosting, makeUser } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * "Did you mean": a search that finds nothing because of a misspelt word offers the word of live
 * postings closest to it, with the number of postings the corrected search finds.
 */

let payload: Payload

beforeAll(async () => {
  payload = await getPayload()
  const employer = await makeUser(payload, ['employer'], 'spelling')
  await makePosting(payload, employer, { title: 'Vexillographer Pharmacist', description: 'Flags and dispensary days.', province: 'ON' })
  await makePosting(payload, employer, { title: 'Hidden Vexillographist', status: 'closed' })
})

describe('did you mean', () => {
  it('corrects the misspelt word from the words of live postings and keeps the others', async () => {
    expect(await correctedWords(payload, 'vexilographer', 'en')).toBe('vexillographer')
    expect(await correctedWords(payload, 'pharmacist vexilographer', 'en')).toBe('pharmacist vexillographer')
    // The words that stay are kept as typed, accents and capitals included.
    expect(await correctedWords(payload, 'Pharmacien  vexilographer', 'fr')).toBe('Pharmacien vexillographer')
  })

  it('offers nothing for a word that finds postings, a short word or one like no word of a live posting', async () => {
    expect(await correctedWords(payload, 'vexillographer', 'en')).toBeNull()
    expect(await correctedWords(payload, 'qzx', 'en')).toBeNull()
    expect(await correctedWords(payload, 'zzqqxxwwkk', 'en')).toBeNull()
    // Only a closed posting holds "vexillographist": it is nobody's suggestion.
    expect(await correctedWords(payload, 'vexillographyst', 'en')).not.toBe('vexillographist')
  })

  it('comes first among the changes an empty search is offered, with its count', async () => {
    const suggestions = await noResultsSuggestions(payload, jobQuery({ q: 'vexilographer', provinces: ['ON'] }), 'en', null)
    expect(suggestions[0]).toEqual({ kind: 'spelling', change: { q: 'vexillographer' }, count: 1 })
  })
})
