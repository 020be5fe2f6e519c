import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import { verifyPassword } from '@/domain/auth/verifyPassword'
import type { User } from '@/payload-types'

import { english } from '../support/copy'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const a = english('auth')
const PER_ACCOUNT = RATE_LIMITS.signInPerEmailNetwork.limit

/** A request from a network of its own, as the account pages send it. */
const requestFrom = (network: string) => createLocalReq({ req: { headers: new Headers(from(network)) } }, payload) as Promise<PayloadRequest>

/** The account as stored: its session list and when it last changed. */
async function stored(user: User) {
  const doc = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true, depth: 0 })
  return { sessions: doc.sessions ?? [], updatedAt: doc.updatedAt }
}

describe('checking a signed-in person’s password', () => {
  it('creates nothing: no session, no write to the account, whatever the answer', async () => {
    const user = await makeUser(payload, ['professional'], 'check-creates-nothing')
    const before = await stored(user)
    expect(before.sessions).toEqual([])
    const writes = (['create', 'updateOne', 'updateMany', 'upsert', 'deleteOne', 'deleteMany'] as const).map((method) => vi.spyOn(payload.db, method))

    const req = await requestFrom(newNetwork())
    expect(await verifyPassword(req, user.email, STRONG_PASSWORD)).toBe('ok')
    expect(await verifyPassword(req, user.email, 'Not-The-Password-1')).toBe('wrong')

    // Other work (the job queue) may write meanwhile; nothing may write to the account.
    const toUsers = writes.flatMap((write) => write.mock.calls).filter(([args]) => (args as { collection?: string }).collection === 'users')
    expect(toUsers).toEqual([])
    expect(await stored(user)).toEqual(before)
  })

  it('accepts the address in any case, as sign-in does, and refuses an account whose address is not verified', async () => {
    const user = await makeUser(payload, ['professional'], 'check-case')
    const req = await requestFrom(newNetwork())
    expect(await verifyPassword(req, user.email.toUpperCase(), STRONG_PASSWORD)).toBe('ok')
    await payload.update({ collection: 'users', id: user.id, data: { _verified: false }, overrideAccess: true })
    expect(await verifyPassword(req, user.email, STRONG_PASSWORD)).toBe('wrong')
  })

  it('counts against the sign-in throttle: wrong current passwords end in a 429 on that network only, and the sessions stay as they were', async () => {
    const user = await makeUser(payload, ['professional'], 'check-throttle')
    const next = 'Quiet-Harbour-Lights-48'
    const change = (network: string, currentPassword: string) =>
      rest(payload, 'POST', '/users/change-password', { as: user, json: { currentPassword, newPassword: next, confirm: next }, headers: from(network) })
    const network = newNetwork()
    const statuses: number[] = []
    for (let i = 0; i < PER_ACCOUNT; i++) statuses.push((await change(network, `Wrong-guess-${i}x`)).status)
    const before = await stored(user)
    const throttled = await change(network, STRONG_PASSWORD)
    expect(statuses).toEqual(Array(PER_ACCOUNT).fill(400))
    expect(throttled.status).toBe(429)
    expect(await throttled.json()).toEqual({ error: a('signInThrottled') })
    expect(await stored(user)).toEqual(before)
    // The sign-in form from that network is throttled too; the owner elsewhere is not.
    expect((await rest(payload, 'POST', '/users/login', { json: { email: user.email, password: STRONG_PASSWORD }, headers: from(network) })).status).toBe(429)
    expect((await change(newNetwork(), STRONG_PASSWORD)).status).toBe(200)
  })

  it('the right password forgives that network’s failures, as a sign-in does', async () => {
    const user = await makeUser(payload, ['professional'], 'check-forgives')
    const req = await requestFrom(newNetwork())
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect(await verifyPassword(req, user.email, `Typo-${i}-pass`)).toBe('wrong')
    expect(await verifyPassword(req, user.email, STRONG_PASSWORD)).toBe('ok')
    const after: string[] = []
    for (let i = 0; i <= PER_ACCOUNT; i++) after.push(await verifyPassword(req, user.email, `Typo-again-${i}`))
    expect(after).toEqual([...Array(PER_ACCOUNT).fill('wrong'), 'throttled'])
  })
})
