import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, nobody } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { REQUEST_STATUSES, SHIFT_LIMITS, SIDES } from '@/domain/shifts/options'

import { readShiftRequests, requestShifts } from './access'
import { shiftRequestEndpoints } from './endpoints'
import { announceRequest, prepareRequest } from './hooks'

const fixed = { access: serverOnlyWrites, admin: { readOnly: true } }

/**
 * A professional's request for a shift (docs/shifts.md): at the shift's rate or one higher
 * counter-offer; then withdrawn, declined, or confirmed (booked) by the facility; a booking may be
 * cancelled by either side, late within 48 hours of the start. `professional`, `startsAt` and
 * `endsAt` are copied from the shift so the database refuses two overlapping bookings of one
 * professional (an exclusion constraint in the migration). Every step is an endpoint.
 */
export const ShiftRequests: CollectionConfig = {
  slug: 'shift-requests',
  labels: { singular: { en: 'Shift request', fr: 'Demande de quart' }, plural: { en: 'Shift requests', fr: 'Demandes de quart' } },
  admin: { group: 'Marketplace', defaultColumns: ['shift', 'professional', 'status', 'rateCents'], hidden: hiddenUnlessAdmin },
  access: { read: readShiftRequests, create: requestShifts, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: shiftRequestEndpoints,
  hooks: { beforeValidate: [prepareRequest], afterChange: [announceRequest] },
  fields: [
    { name: 'shift', type: 'relationship', relationTo: 'shifts', required: true, index: true, access: { update: serverOnlyWrites.update } },
    { name: 'professional', type: 'relationship', relationTo: 'users', index: true, ...fixed },
    // The shift's company, copied: its team reads the requests, and reliability counts its late cancellations.
    { name: 'company', type: 'relationship', relationTo: 'facilities', index: true, ...fixed },
    // The rate asked: the shift's when not given.
    { name: 'rateCents', type: 'number', min: 1, max: SHIFT_LIMITS.maxRateCents, access: { update: serverOnlyWrites.update } },
    // Whether the rate is a counter-offer (higher than the shift's); a professional makes one per shift.
    { name: 'counterOffer', type: 'checkbox', defaultValue: false, ...fixed },
    { name: 'status', type: 'select', defaultValue: 'pending', index: true, options: [...REQUEST_STATUSES], ...fixed },
    { name: 'startsAt', type: 'date', ...fixed },
    { name: 'endsAt', type: 'date', ...fixed },
    { name: 'bookedAt', type: 'date', ...fixed },
    { name: 'cancelledAt', type: 'date', index: true, ...fixed },
    { name: 'cancelledBy', type: 'select', options: [...SIDES], ...fixed },
    { name: 'cancelReason', type: 'textarea', maxLength: SHIFT_LIMITS.reason, ...fixed },
    // Cancelled less than 48 hours before the start: counted against `cancelledBy` (reliability.ts).
    { name: 'lateCancellation', type: 'checkbox', defaultValue: false, index: true, ...fixed },
  ],
  timestamps: true,
}
