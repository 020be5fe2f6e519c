import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { queueShiftEmails } from '@/domain/shifts/emails'
import { preparedRequest } from '@/domain/shifts/request'
import { asPayloadError } from '@/domain/shifts/refusal'
import { requestTranslator } from '@/i18n/requestLanguage'
import type { ShiftRequest } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'

/** A professional's request (docs/shifts.md, domain/shifts/request.ts). Server calls without a user are the server's own. */
export const prepareRequest: CollectionBeforeValidateHook<ShiftRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  return asPayloadError(req, () => preparedRequest(req, data ?? {}))
}

/**
 * The shift's team hears of a new request at once, in the request's transaction; both sides hear of
 * the agreed hours an admin sets (settling a dispute).
 */
export const announceRequest: CollectionAfterChangeHook<ShiftRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') await queueShiftEmails(req, doc.id, 'requested', { counterOffer: Boolean(doc.counterOffer) })
  if (operation === 'update' && doc.agreedMinutes != null && doc.agreedMinutes !== previousDoc?.agreedMinutes) {
    await queueShiftEmails(req, doc.id, 'hoursAgreed', { minutes: { agreed: doc.agreedMinutes }, settled: true })
  }
  return doc
}

/**
 * An admin who sets the agreed minutes settles the hours: the dispute flag clears. Only on a booked
 * shift whose hours a side has confirmed (which it can once the shift has ended): before that there
 * is nothing worked to agree, and both sides would be told otherwise.
 */
export const settleHours: CollectionBeforeChangeHook<ShiftRequest> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || data.agreedMinutes == null || data.agreedMinutes === originalDoc?.agreedMinutes) return data
  const confirmed = Boolean(originalDoc?.professionalConfirmedAt || originalDoc?.facilityConfirmedAt)
  if (originalDoc?.status !== 'booked' || !confirmed) {
    throw invalidFields(req, { collection: 'shift-requests', errors: [{ path: 'agreedMinutes', message: requestTranslator(req)('shifts.after.settleTooEarly') }] })
  }
  return { ...data, hoursDispute: false }
}
