import type { CollectionBeforeValidateHook } from 'payload'

import { preparedRequest } from '@/domain/shifts/request'
import { asPayloadError } from '@/domain/shifts/refusal'
import type { ShiftRequest } from '@/payload-types'

/** A professional's request (docs/shifts.md, domain/shifts/request.ts). Server calls without a user are the server's own. */
export const prepareRequest: CollectionBeforeValidateHook<ShiftRequest> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  return asPayloadError(req, () => preparedRequest(req, data ?? {}))
}
