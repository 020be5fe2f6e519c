import { describe, expect, it } from 'vitest'

import { lacksFrenchNotes, shownNotes } from '@/domain/shifts/frenchNotes'

/* A shift's notes and Quebec's French rule (src/domain/shifts/frenchNotes.ts), as the form and the server run it. */

describe("a shift's notes", () => {
  it('in Quebec, English notes need their French; French alone or none is fine; elsewhere French is optional', () => {
    expect(lacksFrenchNotes({ province: 'QC', notes: 'Park at the back.' })).toBe(true)
    expect(lacksFrenchNotes({ province: 'QC', notes: 'Park at the back.', notesFr: '  ' })).toBe(true)
    expect(lacksFrenchNotes({ province: 'QC', notes: 'Park at the back.', notesFr: 'Stationnement à l’arrière.' })).toBe(false)
    expect(lacksFrenchNotes({ province: 'QC', notesFr: 'Entrée par la ruelle.' })).toBe(false)
    expect(lacksFrenchNotes({ province: 'QC', notes: ' ' })).toBe(false)
    expect(lacksFrenchNotes({ province: 'ON', notes: 'Park at the back.' })).toBe(false)
  })

  it('are shown in the page’s language when written in it, else in the other, marked with its language', () => {
    const both = { notes: 'Park at the back.', notesFr: 'Stationnement à l’arrière.' }
    expect(shownNotes(both, 'fr-CA')).toEqual({ text: 'Stationnement à l’arrière.', lang: 'fr' })
    expect(shownNotes(both, 'en-CA')).toEqual({ text: 'Park at the back.', lang: 'en' })
    expect(shownNotes({ notes: 'Park at the back.' }, 'fr-CA')).toEqual({ text: 'Park at the back.', lang: 'en' })
    expect(shownNotes({ notesFr: 'Entrée par la ruelle.' }, 'en-CA')).toEqual({ text: 'Entrée par la ruelle.', lang: 'fr' })
    expect(shownNotes({ notes: null, notesFr: '' }, 'en-CA')).toBeNull()
  })
})
