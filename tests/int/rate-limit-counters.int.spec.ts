import { randomUUID } from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import { internalsEntry } from '@/domain/privacy/entries/internals'
import { execute, sql } from '@/lib/payload/sql'
import { counter, pruneRateLimits } from '@/lib/rateLimit'

import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

const post = async (path: string, json: unknown, network: string) => (await rest(payload, 'POST', path, { json, headers: from(network) })).status
const signIn = (email: string, password: string, network: string) => post('/users/login', { email, password }, network)
const forgot = (email: string, network: string) => post('/users/forgot-password', { email }, network)

async function statuses(n: number, send: (i: number) => Promise<number>) {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push(await send(i))
  return out
}

const erase = async (email: string) =>
  internalsEntry.erase!({ req: (await createLocalReq({}, payload)) as PayloadRequest, subject: { id: 0, email, fullName: null } })

describe('rate-limit counters', () => {
  it('privacy erasure forgets the counters kept per the person’s address, and no one else’s', { timeout: 60_000 }, async () => {
    const network = newNetwork()
    const [leaving, staying] = [uniqueEmail('erased-counters'), uniqueEmail('kept-counters')]
    const perAccount = RATE_LIMITS.signInPerEmailNetwork.limit
    const perAddress = RATE_LIMITS.resetPerEmail.limit
    for (const email of [leaving, staying]) {
      expect(await statuses(perAccount + 1, (i) => signIn(email, `Wrong-guess-${i}x`, network))).toEqual([...Array(perAccount).fill(401), 429])
      expect(await statuses(perAddress + 1, () => forgot(email, newNetwork()))).toEqual([...Array(perAddress).fill(200), 429])
    }

    await erase(leaving)

    expect(await signIn(leaving, 'Wrong-guess-again', network)).toBe(401)
    expect(await forgot(leaving, newNetwork())).toBe(200)
    expect(await signIn(staying, 'Wrong-guess-again', network)).toBe(429)
    expect(await forgot(staying, newNetwork())).toBe(429)
  })

  it('a successful sign-in gives back its attempt on the network, and never more than it used', { timeout: 60_000 }, async () => {
    const me = await makeUser(payload, ['professional'], 'gives-back')
    const network = newNetwork()
    const perNetwork = RATE_LIMITS.signInPerNetwork.limit
    for (let i = 0; i < 3; i++) expect(await signIn(me.email, STRONG_PASSWORD, network)).toBe(200)
    // Had the successes counted, or given back more than they took, this would not end exactly here.
    const spray = await statuses(perNetwork + 1, (i) => signIn(uniqueEmail(`spray-${i}`), 'Spray-pass-12', network))
    expect(spray).toEqual([...Array(perNetwork).fill(401), 429])
  })

  it('the hourly prune deletes windows that ended a day ago and keeps the counting ones', async () => {
    const [stale, live] = [`test:stale:${randomUUID()}`, `test:live:${randomUUID()}`]
    await execute(payload, sql`INSERT INTO rate_limits (key, points, expire) VALUES (${stale}, 1, ${Date.now() - 2 * 24 * 60 * 60 * 1000})`)
    const oncePerHour = counter({ limit: 1, windowMs: 60 * 60 * 1000 })
    expect(await oncePerHour.consume(live)).toBe(true)

    expect(await pruneRateLimits()).toBeGreaterThanOrEqual(1)

    expect(await execute(payload, sql`SELECT 1 FROM rate_limits WHERE key = ${stale}`)).toEqual([])
    expect(await oncePerHour.consume(live)).toBe(false)
  })
})
