import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { serverOnlyField, serverOnlyWrites } from '@/access/server'
import { AFTER_LIMITS, REQUEST_STATUSES, SHIFT_LIMITS, SIDES } from '@/domain/shifts/options'

import { readShiftRequests, requestShifts } from './access'
import { shiftRequestEndpoints } from './endpoints'
import { announceRequest, prepareRequest, settleHours } from './hooks'
import { facilityCommentRead, professionalCommentRead, scoreRead } from './ratingAccess'

const fixed = { access: serverOnlyWrites, admin: { readOnly: true } }
/** The booking fee's checkout (domain/shifts/bookingFee.ts): written by the server, read by admins. */
const payment = { access: { ...serverOnlyWrites, read: adminOnlyField }, admin: { readOnly: true } }
/** What admins settle after the shift: the agreed hours of a dispute, a hidden comment. */
const adminSettles = { access: { create: serverOnlyField, update: adminOnlyField } }
const score = (read: typeof scoreRead) => ({ type: 'number' as const, min: AFTER_LIMITS.minScore, max: AFTER_LIMITS.maxScore, access: { ...serverOnlyWrites, read }, admin: { readOnly: true } })
const comment = (read: typeof scoreRead) => ({ type: 'textarea' as const, maxLength: AFTER_LIMITS.comment, access: { ...serverOnlyWrites, read }, admin: { readOnly: true } })
const hidden = { type: 'checkbox' as const, defaultValue: false, access: { read: adminOnlyField, create: serverOnlyField, update: adminOnlyField } }

/**
 * A professional's request for a shift (docs/shifts.md): at the shift's rate or one higher
 * counter-offer; then withdrawn, declined, or confirmed (booked) by the facility; a booking may be
 * cancelled by either side, late within 48 hours of the start. `professional`, `startsAt` and
 * `endsAt` are copied from the shift so the database refuses two overlapping bookings of one
 * professional (an exclusion constraint in the migration). Every step is an endpoint. After the shift
 * each side confirms the hours and rates the other (domain/shifts/after.ts); admins edit only what
 * they settle: the agreed hours of a dispute and whether a comment is hidden.
 */
export const ShiftRequests: CollectionConfig = {
  slug: 'shift-requests',
  labels: { singular: { en: 'Shift request', fr: 'Demande de quart' }, plural: { en: 'Shift requests', fr: 'Demandes de quart' } },
  admin: { group: 'Marketplace', defaultColumns: ['shift', 'professional', 'status', 'rateCents', 'hoursDispute'], hidden: hiddenUnlessAdmin },
  access: { read: readShiftRequests, create: requestShifts, update: adminOnly, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: shiftRequestEndpoints,
  hooks: { beforeValidate: [prepareRequest], beforeChange: [settleHours], afterChange: [announceRequest] },
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
    // The booking fee's Checkout Session the webhook honours, with the total and currency it charges, and the payment that booked.
    { name: 'checkoutSessionId', type: 'text', index: true, ...payment },
    { name: 'checkoutUrl', type: 'text', ...payment },
    { name: 'checkoutAmountCents', type: 'number', ...payment },
    { name: 'checkoutCurrency', type: 'text', ...payment },
    { name: 'paymentIntentId', type: 'text', ...payment },
    // Cancelled less than 48 hours before the start: counted against `cancelledBy` (reliability.ts).
    { name: 'lateCancellation', type: 'checkbox', defaultValue: false, index: true, ...fixed },
    // After the shift: the minutes worked each side confirmed (once), and the agreed ones.
    { name: 'professionalMinutes', type: 'number', ...fixed },
    { name: 'professionalConfirmedAt', type: 'date', ...fixed },
    { name: 'facilityMinutes', type: 'number', ...fixed },
    { name: 'facilityConfirmedAt', type: 'date', ...fixed },
    {
      name: 'agreedMinutes',
      type: 'number',
      min: 1,
      max: AFTER_LIMITS.maxWorkedMinutes,
      ...adminSettles,
      admin: { description: { en: 'Set by the two confirmations when equal; an admin sets it to settle a dispute (the invoice uses it).', fr: 'Fixé par les deux confirmations quand elles concordent ; un administrateur le fixe pour régler un différend (la facture l’utilise).' } },
    },
    // The two confirmations differ: admins filter on it and settle by setting the agreed minutes (which clears it).
    { name: 'hoursDispute', type: 'checkbox', defaultValue: false, index: true, ...adminSettles },
    // The professional's rating of the facility, and the facility's of the professional (shown per ratingAccess.ts).
    { name: 'professionalScore', ...score(scoreRead) },
    { name: 'professionalComment', ...comment(professionalCommentRead) },
    { name: 'professionalRatedAt', type: 'date', ...fixed },
    { name: 'professionalCommentHidden', ...hidden },
    { name: 'facilityScore', ...score(scoreRead) },
    { name: 'facilityComment', ...comment(facilityCommentRead) },
    { name: 'facilityRatedAt', type: 'date', ...fixed },
    { name: 'facilityCommentHidden', ...hidden },
  ],
  timestamps: true,
}
