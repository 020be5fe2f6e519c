import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import type { JobAlert } from '@/payload-types'

/** The fields an owner sees of their alerts (what the API lets them read). */
export type MyAlert = Pick<
  JobAlert,
  | 'id'
  | 'email'
  | 'language'
  | 'kind'
  | 'shift'
  | 'q'
  | 'chips'
  | 'provinces'
  | 'types'
  | 'near'
  | 'radius'
  | 'hideRemote'
  | 'pay'
  | 'per'
  | 'frequency'
  | 'status'
  | 'confirmedAt'
  | 'lastSentAt'
  | 'createdAt'
>

const signedIn = (req: PayloadRequest) => {
  if (!req.user) throw new HttpError('alerts.errors.signIn', 401)
  return req.user
}

/** The signed-in person's alerts, newest first (read as them). */
export async function myAlerts(req: PayloadRequest): Promise<MyAlert[]> {
  const user = signedIn(req)
  const { docs } = await req.payload.find({
    collection: 'job-alerts',
    where: { owner: { equals: user.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    user,
    overrideAccess: false,
    req,
  })
  return docs.map(({ id, email, language, kind, shift, q, chips, provinces, types, near, radius, hideRemote, pay, per, frequency, status, confirmedAt, lastSentAt, createdAt }) => ({
    id, email, language, kind, shift, q, chips, provinces, types, near, radius, hideRemote, pay, per, frequency, status, confirmedAt, lastSentAt, createdAt,
  }))
}

/** Which moves an owner makes: pause an active alert, resume a paused one (an ended alert needs a new consent). */
const MOVES = { pause: { from: 'active', to: 'paused' }, resume: { from: 'paused', to: 'active' } } as const

/**
 * Pause or resume one's own alert (admins any). A resumed alert starts counting from now: postings
 * from the pause are not sent. 404 for an alert that is not theirs; 409 from any other state.
 */
export async function moveAlert(req: PayloadRequest, id: number, move: keyof typeof MOVES): Promise<MyAlert> {
  const user = signedIn(req)
  const { from, to } = MOVES[move]
  const { docs } = await req.payload.update({
    collection: 'job-alerts',
    where: { and: [{ id: { equals: id } }, { status: { equals: from } }] },
    data: { status: to, ...(to === 'active' ? { lastRunAt: new Date().toISOString() } : {}) },
    // The status is the server's to move: this call marks its request (see the collection's access).
    context: { changingAlertStatus: true },
    depth: 0,
    user,
    overrideAccess: false,
    req,
  })
  if (docs[0]) return docs[0] as MyAlert
  const mine = await req.payload.findByID({ collection: 'job-alerts', id, depth: 0, user, overrideAccess: false, req }).catch(() => null)
  if (!mine) throw new HttpError('alerts.errors.notFound', 404)
  throw new HttpError(`alerts.errors.cannot.${move}`, 409)
}
