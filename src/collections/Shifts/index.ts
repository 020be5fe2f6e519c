import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, nobody } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { adminOptions } from '@/i18n/enums'
import { CREDENTIAL_KINDS, SHIFT_LIMITS, SHIFT_STATES, SHIFT_STATUSES, SIDES } from '@/domain/shifts/options'

import { partiesRead, postShifts, readShifts } from './access'
import { shiftEndpoints } from './endpoints'
import { prepareShift, readState } from './hooks'

const fixed = { access: serverOnlyWrites, admin: { readOnly: true } }
/** Who posted and who is booked: the shift's team, its booked professional and admins (not a rival company, not a declined professional). */
const parties = { access: { ...serverOnlyWrites, read: partiesRead }, admin: { readOnly: true } }

/**
 * A relief shift (docs/shifts.md): one dated shift of a company at its site, open until booked,
 * cancelled, or its start passes. Posted (one date or a block of dates with the same hours) through
 * `POST /api/shifts/post`; every later step is an endpoint, so the generic writes refuse everyone.
 * Times are the site's local clock readings (`date`, `startTime`, `endTime` in `timeZone`), kept as
 * UTC instants too (`startsAt`, `endsAt`; an overnight shift ends the next day).
 */
export const Shifts: CollectionConfig = {
  slug: 'shifts',
  labels: { singular: { en: 'Shift', fr: 'Quart' }, plural: { en: 'Shifts', fr: 'Quarts' } },
  admin: { group: 'Marketplace', defaultColumns: ['company', 'date', 'startTime', 'status'], hidden: hiddenUnlessAdmin },
  access: { read: readShifts, create: postShifts, update: nobody, delete: nobody },
  defaultSort: 'startsAt',
  endpoints: shiftEndpoints,
  hooks: { beforeValidate: [prepareShift] },
  fields: [
    { name: 'company', type: 'relationship', relationTo: 'facilities', index: true, ...fixed },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', ...parties },
    // Shifts posted together as a block (several dates, the same hours) share it.
    { name: 'blockId', type: 'text', index: true, ...fixed },
    { name: 'positionType', type: 'select', required: true, options: adminOptions('positionType', POSITION_TYPES) },
    // Written by the poster (checked and completed by the hook): position, date and hours, rate, site, requirements, notes.
    // The site's clock: the day the shift starts, its start and end (HH:mm; an end not after the start is the next day).
    { name: 'date', type: 'text', required: true },
    { name: 'startTime', type: 'text', required: true },
    { name: 'endTime', type: 'text', required: true },
    { name: 'timeZone', type: 'text', ...fixed },
    { name: 'startsAt', type: 'date', index: true, ...fixed },
    { name: 'endsAt', type: 'date', ...fixed },
    { name: 'breakMinutes', type: 'number', defaultValue: 0, min: 0, max: SHIFT_LIMITS.maxBreakMinutes },
    { name: 'rateCents', type: 'number', required: true, min: 1, max: SHIFT_LIMITS.maxRateCents, index: true },
    // The site: city and province for everyone who reads the shift; the street and postal code only for
    // its company, its booked professional and admins (access.ts).
    { name: 'city', type: 'text', maxLength: SHIFT_LIMITS.city },
    { name: 'province', type: 'select', index: true, options: adminOptions('province', PROVINCES) },
    { name: 'street', type: 'text', maxLength: SHIFT_LIMITS.street, access: { read: partiesRead } },
    { name: 'postalCode', type: 'text', maxLength: SHIFT_LIMITS.postalCode, access: { read: partiesRead } },
    { name: 'lat', type: 'number', ...fixed },
    { name: 'lng', type: 'number', ...fixed },
    { name: 'requiresLicence', type: 'checkbox', defaultValue: false },
    { name: 'requiredCredentials', type: 'select', hasMany: true, options: [...CREDENTIAL_KINDS] },
    { name: 'notes', type: 'textarea', maxLength: SHIFT_LIMITS.notes },
    // Quebec's Charter of the French Language: a Quebec shift's notes are in French too (domain/shifts/frenchNotes.ts).
    { name: 'notesFr', type: 'textarea', maxLength: SHIFT_LIMITS.notes },
    { name: 'status', type: 'select', defaultValue: 'open', index: true, options: [...SHIFT_STATUSES], ...fixed },
    // What screens show: the status, or `expired` for an open shift whose start has passed (state.ts).
    { name: 'state', type: 'select', virtual: true, options: [...SHIFT_STATES], admin: { readOnly: true }, access: serverOnlyWrites, hooks: { afterRead: [readState] } },
    // The booking: its request and professional (who may then read the street address).
    { name: 'bookedRequest', type: 'relationship', relationTo: 'shift-requests', ...parties },
    { name: 'bookedProfessional', type: 'relationship', relationTo: 'users', index: true, ...parties },
    // A shift the facility called off (open or booked), and why.
    { name: 'cancelledAt', type: 'date', ...fixed },
    { name: 'cancelReason', type: 'textarea', maxLength: SHIFT_LIMITS.reason, ...fixed },
    { name: 'cancelledBy', type: 'select', options: [...SIDES], ...fixed },
  ],
  timestamps: true,
}
