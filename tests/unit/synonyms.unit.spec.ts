import { describe, expect, it } from 'vitest'

import { synonymParts } from '@/domain/jobs/synonyms'

const alternativesOf = (query: string) => synonymParts(query.split(' ')).map((p) => p.alternatives.map((t) => t.join(' ')))

describe('synonyms of the field', () => {
  it('a known word brings its group in both languages, accents and case aside', () => {
    const [rph] = alternativesOf('RPh')
    expect(rph).toEqual(expect.arrayContaining(['pharmacist', 'pharmacien', 'pharmacienne', 'pharmd']))
    expect(rph).not.toContain('rph')
    expect(alternativesOf('Médecin')[0]).toEqual(expect.arrayContaining(['physician', 'md', 'doctor']))
    expect(alternativesOf('dépannage')[0]).toEqual(expect.arrayContaining(['locum', 'relief', 'remplacement']))
  })

  it('a phrase is taken whole, longest first, and other words stay as they are', () => {
    const parts = synonymParts(['medical', 'office', 'assistant', 'toronto'])
    expect(parts.map((p) => p.words)).toEqual([['medical', 'office', 'assistant'], ['toronto']])
    expect(parts[0].alternatives.map((t) => t.join(' '))).toEqual(expect.arrayContaining(['moa', 'adjointe administrative']))
    expect(parts[1].alternatives).toEqual([])
    // "nurse practitioner" is its own group, not "nurse" then "practitioner".
    expect(synonymParts(['nurse', 'practitioner']).map((p) => p.words)).toEqual([['nurse', 'practitioner']])
    expect(synonymParts(['part-time'])[0].alternatives.map((t) => t.join(' '))).toContain('temps partiel')
  })
})
