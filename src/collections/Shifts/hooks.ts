import type { CollectionBeforeValidateHook, FieldHook } from 'payload'

import { postedShift } from '@/domain/shifts/post'
import { asPayloadError } from '@/domain/shifts/refusal'
import { shiftState } from '@/domain/shifts/state'
import { shiftTeamOf } from '@/domain/shifts/team'
import { HttpError } from '@/lib/http'
import type { Shift } from '@/payload-types'

/**
 * A shift as posted by a member of a company (docs/shifts.md): checked and completed by the server
 * (postedShift). Server calls without a user (seeds, tests' fixtures) are the server's own.
 */
export const prepareShift: CollectionBeforeValidateHook<Shift> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  return asPayloadError(req, async () => {
    const company = await shiftTeamOf(req)
    if (company === null) throw new HttpError('shifts.teamOnly', 403)
    // The field's default (false) is filled in before this hook: a value the poster did not send is the position's default.
    const sent = (req.data as Record<string, unknown> | undefined)?.requiresLicence
    const given = typeof sent === 'boolean' || req.data === undefined
    return postedShift(req, { ...data, requiresLicence: given ? data?.requiresLicence : undefined }, company)
  })
}

/** The virtual `state`: the stored status, `expired` for an open shift whose start has passed (null when the read left either out). */
export const readState: FieldHook<Shift> = ({ siblingData }) =>
  siblingData?.status && siblingData.startsAt ? shiftState({ status: siblingData.status, startsAt: siblingData.startsAt }) : null
