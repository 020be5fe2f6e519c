import type { Endpoint } from 'payload'
import { z } from 'zod'

import { askOtherTimes, cancelRound, pickSlot, rescheduleRound, type Round } from '@/domain/interviews/round'
import { MAX_ACCOMMODATION, MAX_INVITE_MESSAGE, MAX_LOCATION, MAX_NOTE, MAX_SLOTS } from '@/domain/interviews/slots'
import { HttpError, endpoint, routeId } from '@/lib/http'

/*
 * The steps after a proposal (docs/pipeline.md, Interviews), each `POST /api/interviews/:id/<step>`:
 * the round's side and state decide (domain/interviews/round.ts); the answer is the round's new state.
 */

const failure = { message: 'interviews.failedBody', title: 'interviews.failed' } as const

const signedIn = (req: Parameters<Endpoint['handler']>[0]) => {
  if (!req.user) throw new HttpError('interviews.signIn', 401)
}

const shown = (round: Round) => ({ id: round.id, status: round.status, sequence: Number(round.sequence ?? 0), chosenSlot: round.chosenSlot, startsAt: round.startsAt && new Date(round.startsAt).toISOString() })

const pickSchema = z.object({
  slot: z.number({ error: 'interviews.problems.slotUnknown' }).int('interviews.problems.slotUnknown').min(0, 'interviews.problems.slotUnknown').max(MAX_SLOTS - 1, 'interviews.problems.slotUnknown'),
  accommodation: z.string({ error: 'errors.badValue' }).max(MAX_ACCOMMODATION, 'interviews.problems.accommodationTooLong').optional(),
})
const noteSchema = z.object({ note: z.string({ error: 'errors.badValue' }).max(MAX_NOTE, 'interviews.problems.noteTooLong').optional() })
const rescheduleSchema = z.object({
  slots: z.array(z.unknown(), { error: 'interviews.problems.slotsMissing' }).min(1, 'interviews.problems.slotsMissing').max(MAX_SLOTS, 'interviews.problems.tooManySlots'),
  location: z.string({ error: 'interviews.problems.locationMissing' }).trim().min(1, 'interviews.problems.locationMissing').max(MAX_LOCATION, 'interviews.problems.locationTooLong'),
  message: z.string({ error: 'errors.badValue' }).max(MAX_INVITE_MESSAGE, 'interviews.problems.messageTooLong').nullish(),
})

export const interviewEndpoints: Endpoint[] = [
  {
    // The applicant books one of the slots, with the accommodation they need if any.
    path: '/:id/pick',
    method: 'post',
    handler: endpoint({ body: pickSchema, failure }, async (req, { slot, accommodation }) => {
      signedIn(req)
      return shown(await pickSlot(req, routeId(req, 'interviews.notFound'), slot, accommodation ?? ''))
    }),
  },
  {
    path: '/:id/other-times',
    method: 'post',
    handler: endpoint({ body: noteSchema, failure }, async (req, { note }) => {
      signedIn(req)
      return shown(await askOtherTimes(req, routeId(req, 'interviews.notFound'), note ?? ''))
    }),
  },
  {
    path: '/:id/cancel',
    method: 'post',
    handler: endpoint({ failure }, async (req) => {
      signedIn(req)
      return shown(await cancelRound(req, routeId(req, 'interviews.notFound')))
    }),
  },
  {
    // New slots on the same round (its calendar event keeps its UID).
    path: '/:id/reschedule',
    method: 'post',
    handler: endpoint({ body: rescheduleSchema, failure }, async (req, input) => {
      signedIn(req)
      return shown(await rescheduleRound(req, routeId(req, 'interviews.notFound'), input))
    }),
  },
]
