import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { SHIFT_LIMITS } from '@/domain/shifts/options'
import { cancelBooking, confirmRequest, counterOffer, declineRequest, withdrawRequest } from '@/domain/shifts/steps'
import { HttpError, endpoint, routeId } from '@/lib/http'

/*
 * The steps after a request (docs/shifts.md), each `POST /api/shift-requests/:id/<step>`: the side and
 * the states decide (domain/shifts/transitions.ts); the answer is the request and its shift as they now are.
 */

const failure = { message: 'shifts.failedBody', title: 'shifts.failed' } as const

const signedIn = (req: PayloadRequest) => {
  if (!req.user) throw new HttpError('shifts.signIn', 401)
}

const counterSchema = z.object({
  rateCents: z.number({ error: 'shifts.problems.rateInvalid' }).int('shifts.problems.rateInvalid').positive('shifts.problems.rateInvalid').max(SHIFT_LIMITS.maxRateCents, 'shifts.problems.rateTooHigh'),
})
const reasonSchema = z.object({ reason: z.unknown().optional() })

const id = (req: PayloadRequest) => routeId(req, 'shifts.notFound')

export const shiftRequestEndpoints: Endpoint[] = [
  {
    path: '/:id/counter',
    method: 'post',
    handler: endpoint({ body: counterSchema, failure }, async (req, { rateCents }) => {
      signedIn(req)
      return counterOffer(req, id(req), rateCents)
    }),
  },
  ...(['withdraw', 'decline', 'confirm'] as const).map((step) => ({
    path: `/:id/${step}`,
    method: 'post' as const,
    handler: endpoint({ failure }, async (req) => {
      signedIn(req)
      const run = { withdraw: withdrawRequest, decline: declineRequest, confirm: confirmRequest }[step]
      return run(req, id(req))
    }),
  })),
  {
    path: '/:id/cancel',
    method: 'post',
    handler: endpoint({ body: reasonSchema, failure }, async (req, { reason }) => {
      signedIn(req)
      return cancelBooking(req, id(req), reason)
    }),
  },
]
