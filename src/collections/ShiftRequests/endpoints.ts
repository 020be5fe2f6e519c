import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { confirmHours, rateOther } from '@/domain/shifts/after'
import { AFTER_LIMITS, SHIFT_LIMITS } from '@/domain/shifts/options'
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

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const hoursSchema = z.object({
  minutes: z.number({ error: 'shifts.after.hoursInvalid' }).int('shifts.after.hoursInvalid').optional(),
  start: z.string({ error: 'shifts.after.hoursInvalid' }).regex(HH_MM, 'shifts.after.hoursInvalid').optional(),
  end: z.string({ error: 'shifts.after.hoursInvalid' }).regex(HH_MM, 'shifts.after.hoursInvalid').optional(),
  breakMinutes: z.number({ error: 'shifts.after.hoursInvalid' }).int('shifts.after.hoursInvalid').min(0, 'shifts.after.hoursInvalid').max(SHIFT_LIMITS.maxBreakMinutes, 'shifts.after.hoursInvalid').optional(),
})
const rateSchema = z.object({
  score: z.number({ error: 'shifts.after.scoreInvalid' }).int('shifts.after.scoreInvalid').min(AFTER_LIMITS.minScore, 'shifts.after.scoreInvalid').max(AFTER_LIMITS.maxScore, 'shifts.after.scoreInvalid'),
  comment: z.string({ error: 'shifts.after.commentTooLong' }).max(AFTER_LIMITS.comment, 'shifts.after.commentTooLong').nullish(),
})

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
  // After the shift: each side confirms the hours worked, then rates the other (domain/shifts/after.ts).
  {
    path: '/:id/hours',
    method: 'post',
    handler: endpoint({ body: hoursSchema, failure }, async (req, input) => {
      signedIn(req)
      return confirmHours(req, id(req), input)
    }),
  },
  {
    path: '/:id/rate',
    method: 'post',
    handler: endpoint({ body: rateSchema, failure }, async (req, { score, comment }) => {
      signedIn(req)
      return rateOther(req, id(req), score, comment ?? undefined)
    }),
  },
  // The booked professional's invoice to the facility (domain/shifts/invoice.ts).
  {
    path: '/:id/invoice',
    method: 'get',
    handler: endpoint({ failure }, async (req) => {
      signedIn(req)
      // Loaded on use: the PDF writer is server-only, and the config (read by the CLI too) imports this file.
      const { shiftInvoice } = await import('@/domain/shifts/invoice')
      const { filename, bytes } = await shiftInvoice(req, id(req))
      return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' } })
    }),
  },
]
