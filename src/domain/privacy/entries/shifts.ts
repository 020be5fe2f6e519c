import { and, eq, not } from '@payloadcms/db-postgres/drizzle'

import { cancelBookingsOf } from '@/domain/shifts/steps'
import { database } from '@/lib/payload/sql'
import { shift_requests, shifts } from '@/payload-generated-schema'

import type { PersonalDataEntry } from '../types'

/**
 * A professional's shift requests (docs/shifts.md): the shift's date, hours, place and rate, the rate
 * they asked, what became of it and any cancellation of theirs. On erasure a booking still to come is
 * cancelled first (the team is told and the shift reopens), then their requests are deleted, except
 * a booking the facility cancelled late: that is the company's reliability record (reliability.ts),
 * kept without the person. Shifts a team member posted stay with the company (the database lets go
 * of them as their poster).
 */
export const shiftRequestsEntry: PersonalDataEntry = {
  key: 'shiftRequests',
  where: 'shift-requests',
  export: async ({ req, subject }) => {
    const rows = await (await database(req.payload, req))
      .select({
        shift: shifts.id,
        date: shifts.date,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        timeZone: shifts.timeZone,
        city: shifts.city,
        province: shifts.province,
        shiftRateCents: shifts.rateCents,
        rateCents: shift_requests.rateCents,
        counterOffer: shift_requests.counterOffer,
        status: shift_requests.status,
        bookedAt: shift_requests.bookedAt,
        cancelledAt: shift_requests.cancelledAt,
        cancelledBy: shift_requests.cancelledBy,
        cancelReason: shift_requests.cancelReason,
        lateCancellation: shift_requests.lateCancellation,
        createdAt: shift_requests.createdAt,
      })
      .from(shift_requests)
      .innerJoin(shifts, eq(shifts.id, shift_requests.shift))
      .where(eq(shift_requests.professional, subject.id))
    // Who cancelled is theirs to know; the team's own reason for calling a shift off is not their data.
    return { data: rows.map((row) => ({ ...row, cancelReason: row.cancelledBy === 'professional' ? row.cancelReason : null })) }
  },
  erase: async ({ req, subject }) => {
    await cancelBookingsOf(req, subject.id, { key: 'shifts.mail.accountClosed' })
    const db = await database(req.payload, req)
    const facilityLate = and(eq(shift_requests.lateCancellation, true), eq(shift_requests.cancelledBy, 'facility'))!
    await db
      .update(shift_requests)
      .set({ professional: null, updatedAt: new Date().toISOString() })
      .where(and(eq(shift_requests.professional, subject.id), facilityLate))
    await db.delete(shift_requests).where(and(eq(shift_requests.professional, subject.id), not(facilityLate)))
  },
}
