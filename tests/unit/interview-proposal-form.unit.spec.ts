import { describe, expect, it } from 'vitest'

import { slotOf, withEnd, withStart } from '@/components/interviews/slotRow'

/*
 * The proposal form's rows (docs/pipeline.md, Interviews): a start fills the end half an hour on; a
 * later start moves that end with it (a stale end before the new start was a 400), while an end the
 * team typed stays as typed.
 */

const row = { start: '', end: '', timeZone: 'America/Toronto' }

describe('a proposal form row', () => {
  it('moves the end it filled with every new start, and keeps an end that was typed', () => {
    const first = withStart(row, '2027-07-06T10:00')
    expect(first.end).toBe('2027-07-06T10:30')
    const moved = withStart(first, '2027-07-06T14:00')
    expect(moved.end).toBe('2027-07-06T14:30')
    const typed = withEnd(moved, '2027-07-06T15:15')
    expect(withStart(typed, '2027-07-06T14:30').end).toBe('2027-07-06T15:15')
    // An end emptied follows the start again; what is sent has no form-only flag.
    expect(withStart(withEnd(typed, ''), '2027-07-07T09:00').end).toBe('2027-07-07T09:30')
    expect(slotOf(typed)).toEqual({ start: '2027-07-06T14:00', end: '2027-07-06T15:15', timeZone: 'America/Toronto' })
  })
})
