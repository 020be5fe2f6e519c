import type { PayloadRequest, Where } from 'payload'

import { clampedPage, type ListPage } from '@/domain/lists/pages'
import { compact, PAGE_SIZE, pageParam, type ListState, type QueryValues } from '@/domain/lists/params'
import type { Shift, ShiftRequest } from '@/payload-types'

import { shiftRequestsForTeam } from './requestsList'
import { AFTER_FIELDS } from './shiftPage'
import { hasEnded, shiftState } from './state'
import { shiftTeamOf } from './team'

/*
 * `/employer/shifts` as the team reads it (docs/shifts.md, Screens): its company's shifts in three
 * lists (open and still to come, booked and still to come, past or cancelled), the open and booked
 * ones with their requests as the team weighs them (requestsList.ts: licence, credentials,
 * reliability, the rate offered, rating), an expired one with its requests (expired, no step), a
 * past booked one with its hours and ratings, and the
 * company's city and province, the post form's default site.
 * Read as the viewer; each list pages 25 at a time, its page in the address (`upcomingPage`,
 * `bookedPage`, `pastPage`).
 */

const SHIFT_LISTS = ['upcoming', 'booked', 'past'] as const
type ShiftList = (typeof SHIFT_LISTS)[number]
const pageKey = (list: ShiftList) => `${list}Page`

/** `booking`: a past booked shift's request, its hours and ratings as the team reads them (after the shift). */
export type TeamShift = Shift & { state: ReturnType<typeof shiftState>; requests: Awaited<ReturnType<typeof shiftRequestsForTeam>>['docs']; booking: ShiftRequest | null }

export type TeamShifts = {
  company: { id: number; name: string; city: string | null; province: string | null }
  lists: Record<ShiftList, ListPage<TeamShift> & { param: string }>
  /** The pages shown, as the lists' links carry them. */
  state: ListState
}

/** The signed-in team member's shifts, or null when they belong to no company. */
export async function teamShifts(req: PayloadRequest, values: QueryValues = {}, now = new Date()): Promise<TeamShifts | null> {
  const company = await shiftTeamOf(req)
  if (company === null || !req.user) return null
  const user = req.user
  const facility = await req.payload.findByID({ collection: 'facilities', id: company, depth: 0, select: { name: true, city: true, province: true }, user, overrideAccess: false, req })
  const at = now.toISOString()
  const mine: Where = { company: { equals: company } }
  const read = (list: ShiftList, where: Where, sort: string) =>
    clampedPage(pageParam(values[pageKey(list)]), (page) =>
      req.payload.find({ collection: 'shifts', where: { and: [mine, where] }, sort, page, limit: PAGE_SIZE, depth: 0, user, overrideAccess: false, req }),
    )
  const [upcoming, booked, past] = await Promise.all([
    read('upcoming', { and: [{ status: { equals: 'open' } }, { startsAt: { greater_than: at } }] }, 'startsAt'),
    read('booked', { and: [{ status: { equals: 'booked' } }, { startsAt: { greater_than: at } }] }, 'startsAt'),
    read('past', { or: [{ status: { equals: 'cancelled' } }, { startsAt: { less_than_equal: at } }] }, '-startsAt'),
  ])
  // Each shown open or booked shift with its requests, read side by side.
  const bookingOf = async (shift: Shift) =>
    shift.status === 'booked' && shift.bookedRequest && hasEnded(shift, now)
      ? ((await req.payload.findByID({ collection: 'shift-requests', id: Number(shift.bookedRequest), depth: 0, select: Object.fromEntries(AFTER_FIELDS.map((field) => [field, true])), user, overrideAccess: false, req, disableErrors: true })) as ShiftRequest | null)
      : null
  // A past shift that expired (open when it started) keeps its requests, shown as expired.
  const withRequests = (page: ListPage<Shift>, list: ShiftList, requests: boolean) =>
    Promise.all(
      page.docs.map(async (shift) => {
        const state = shiftState(shift, now)
        const listed = requests || state === 'expired'
        return { ...shift, state, requests: listed ? (await shiftRequestsForTeam(req, shift.id, now)).docs : [], booking: requests ? null : await bookingOf(shift) }
      }),
    ).then((docs) => ({ ...page, docs, param: pageKey(list) }))
  const lists = { upcoming: await withRequests(upcoming, 'upcoming', true), booked: await withRequests(booked, 'booked', true), past: await withRequests(past, 'past', false) }
  return {
    company: { id: company, name: facility.name ?? '', city: facility.city ?? null, province: facility.province ?? null },
    lists,
    state: compact(Object.fromEntries(SHIFT_LISTS.map((list) => [pageKey(list), lists[list].page > 1 ? lists[list].page : null]))),
  }
}
