import { createHash } from 'node:crypto'

import { jobQuery, jobQueryParams } from '@/domain/jobs/query'

import { normalAlertSearch, type AlertSearchInput } from './search'
import { normalShiftCriteria, type ShiftCriteriaInput } from './shiftCriteria'

/** One alert per address and search: the digest of both (the collection's unique `searchKey`). */
export function searchKeyOf(email: string, search: AlertSearchInput): string {
  const s = normalAlertSearch(search)
  const parts = [email.trim().toLowerCase(), s.q.toLowerCase(), s.chips.join(','), s.provinces.join(','), s.types.join(',')]
  // Place and pay join the key only when set, so alerts saved before them keep their keys (one province
  // and one position type read as one-element lists give the same text as before).
  const more = jobQueryParams(jobQuery({ near: s.near.toLowerCase(), radius: s.radius, hideRemote: s.hideRemote, pay: s.pay, per: s.per })).toString()
  if (more) parts.push(more)
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

/** A shift alert's key: its kind first, so it is never a job alert's. */
export function shiftSearchKeyOf(email: string, criteria: ShiftCriteriaInput | null | undefined): string {
  const c = normalShiftCriteria(criteria)
  const parts = ['shifts', email.trim().toLowerCase(), c.near.toLowerCase(), c.km, c.positionType ?? '', c.minRateCents ?? '']
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}
