import { randomUUID } from 'node:crypto'

import { APIError, commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { openShifts } from '@/domain/shifts/browse'
import { BLOCK_CONTEXT } from '@/domain/shifts/post'
import { requiresLicenceByDefault, SHIFT_LIMITS } from '@/domain/shifts/options'
import { shiftRequestsForTeam } from '@/domain/shifts/requestsList'
import { cancelShift } from '@/domain/shifts/steps'
import { HttpError, endpoint, routeId } from '@/lib/http'

/*
 * Relief shifts' own routes (docs/shifts.md): posting one shift or a block, the open shifts near a
 * place, a shift's requests for its team, and calling a shift off.
 */

const failure = { message: 'shifts.failedBody', title: 'shifts.failed' } as const

const signedIn = (req: PayloadRequest) => {
  if (!req.user) throw new HttpError('shifts.signIn', 401)
}

const postSchema = z
  .object({
    dates: z.array(z.string({ error: 'shifts.problems.dateInvalid' }), { error: 'shifts.problems.datesMissing' }).min(1, 'shifts.problems.datesMissing').max(SHIFT_LIMITS.blockDates, 'shifts.problems.tooManyDates'),
  })
  .passthrough()

/** Every shift of a block in one transaction: one bad date refuses them all. */
async function postBlock(req: PayloadRequest, body: Record<string, unknown>, dates: string[]) {
  if (new Set(dates).size !== dates.length) throw new HttpError('shifts.problems.datesRepeated', 400)
  if (body.requiresLicence != null && typeof body.requiresLicence !== 'boolean') throw new HttpError('shifts.problems.licenceFlag', 400)
  const blockId = randomUUID()
  ;(req.context as Record<string, unknown>)[BLOCK_CONTEXT] = blockId
  const started = await initTransaction(req)
  try {
    const posted = []
    for (const date of dates) {
      const data = { ...body, date, requiresLicence: typeof body.requiresLicence === 'boolean' ? body.requiresLicence : requiresLicenceByDefault(body.positionType) }
      posted.push(await req.payload.create({ collection: 'shifts', data: data as never, user: req.user, overrideAccess: false, depth: 0, req }))
    }
    if (started) await commitTransaction(req)
    return { blockId, shifts: posted }
  } catch (error) {
    if (started) await killTransaction(req)
    // A refusal of the shift's own checks (docs/shifts.md) comes back in the request's language already.
    if (error instanceof APIError && error.status < 500) return Response.json({ error: error.message }, { status: error.status })
    throw error
  }
}

const reasonSchema = z.object({ reason: z.unknown().optional() })

export const shiftEndpoints: Endpoint[] = [
  {
    path: '/post',
    method: 'post',
    handler: endpoint({ body: postSchema, failure }, async (req, { dates, ...rest }) => {
      signedIn(req)
      const result = await postBlock(req, rest, dates)
      return result instanceof Response ? result : Response.json(result, { status: 201 })
    }),
  },
  {
    path: '/open',
    method: 'get',
    handler: endpoint({ failure }, async (req) => {
      signedIn(req)
      return openShifts(req, req.searchParams)
    }),
  },
  {
    path: '/:id/requests',
    method: 'get',
    handler: endpoint({ failure }, async (req) => {
      signedIn(req)
      return shiftRequestsForTeam(req, routeId(req, 'shifts.notFound'))
    }),
  },
  {
    path: '/:id/cancel',
    method: 'post',
    handler: endpoint({ body: reasonSchema, failure }, async (req, { reason }) => {
      signedIn(req)
      return cancelShift(req, routeId(req, 'shifts.notFound'), reason)
    }),
  },
]
