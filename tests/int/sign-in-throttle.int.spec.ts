import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signInErrorMessage, type SignInErrorKey } from '@/components/auth/loginErrors'
import { RATE_LIMITS } from '@/domain/rateLimits'

import { english } from '../support/copy'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

const a = english('auth')
const PER_ACCOUNT = RATE_LIMITS.signInPerEmailNetwork.limit
const PER_NETWORK = RATE_LIMITS.signInPerNetwork.limit

/** A sign-in through the REST API from the given network: status and body, as a client sees them. */
async function signIn(network: string, email: string, password: string) {
  const res = await rest(payload, 'POST', '/users/login', { json: { email, password }, headers: from(network) })
  return { status: res.status, body: await res.json() }
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {})

describe('sign-in throttle: per account and network, never a lock a stranger can set', () => {
  it('six wrong passwords from one network do not lock the owner out from another network', async () => {
    const me = await makeUser(payload, ['professional'], 'owner')
    const attacker = newNetwork()
    const statuses: number[] = []
    for (let i = 0; i <= PER_ACCOUNT; i++) statuses.push((await signIn(attacker, me.email, `Wrong-guess-${i}x`)).status)
    expect(statuses).toEqual([...Array(PER_ACCOUNT).fill(401), 429])

    // The attacker's network is throttled even with the right password…
    expect((await signIn(attacker, me.email, STRONG_PASSWORD)).status).toBe(429)
    // …but the owner, elsewhere, signs in.
    const owner = await signIn(newNetwork(), me.email, STRONG_PASSWORD)
    expect(owner.status).toBe(200)
    expect(owner.body.user.email).toBe(me.email)
  })

  it('gives one answer for an unknown email and a wrong password, and one for every throttled attempt', async () => {
    const me = await makeUser(payload, ['professional'], 'enum')
    const network = newNetwork()
    const unknown = await signIn(network, uniqueEmail('ghost'), 'Not-The-Password-1')
    const wrong = await signIn(network, me.email, 'Not-The-Password-1')
    expect(unknown.status).toBe(401)
    expect(wrong).toEqual(unknown)

    const ghost = uniqueEmail('ghost')
    const ghostNetwork = newNetwork()
    const ownerNetwork = newNetwork()
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await signIn(ghostNetwork, ghost, `Guess-${i}-pass`)
      await signIn(ownerNetwork, me.email, `Guess-${i}-pass`)
    }
    const throttledUnknown = await signIn(ghostNetwork, ghost, 'Guess-again-1')
    const throttledKnown = await signIn(ownerNetwork, me.email, 'Guess-again-1')
    const throttledRight = await signIn(ownerNetwork, me.email, STRONG_PASSWORD)
    expect(throttledUnknown.status).toBe(429)
    expect(throttledUnknown.body).toEqual({ errors: [{ message: a('signInThrottled') }] })
    expect(throttledKnown).toEqual(throttledUnknown)
    expect(throttledRight).toEqual(throttledUnknown)
    expect(JSON.stringify(throttledKnown.body)).not.toMatch(/lock/i)
  })

  it(`20 parallel wrong passwords for one account from one network: exactly ${PER_ACCOUNT} are checked`, async () => {
    const me = await makeUser(payload, ['professional'], 'parallel')
    const network = newNetwork()
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(network, me.email, `Parallel-wrong-${i}`)))
    expect(tally(results.map((r) => r.status))).toEqual({ 401: PER_ACCOUNT, 429: 20 - PER_ACCOUNT })
    // Another network is not affected.
    expect((await signIn(newNetwork(), me.email, STRONG_PASSWORD)).status).toBe(200)
  })

  it(`one network trying many accounts in parallel: exactly ${PER_NETWORK} attempts are checked`, async () => {
    const network = newNetwork()
    const attempts = PER_NETWORK + 10
    const results = await Promise.all(Array.from({ length: attempts }, () => signIn(network, uniqueEmail('spray'), 'Spray-pass-12')))
    expect(tally(results.map((r) => r.status))).toEqual({ 401: PER_NETWORK, 429: 10 })
  })

  it('a successful sign-in forgets that network’s failures for the account', async () => {
    const me = await makeUser(payload, ['professional'], 'forgiven')
    const network = newNetwork()
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await signIn(network, me.email, `Typo-${i}-pass`)).status).toBe(401)
    expect((await signIn(network, me.email, STRONG_PASSWORD)).status).toBe(200)
    const after: number[] = []
    for (let i = 0; i <= PER_ACCOUNT; i++) after.push((await signIn(network, me.email, `Typo-again-${i}`)).status)
    expect(after).toEqual([...Array(PER_ACCOUNT).fill(401), 429])
  })

  it('the sign-in form shows the throttle message for a 429 and one message for every wrong sign-in', () => {
    const text = (key: SignInErrorKey) => a(key)
    expect(signInErrorMessage(429, 'anything', text)).toBe(a('signInThrottled'))
    expect(signInErrorMessage(401, 'The email or password provided is incorrect.', text)).toBe(a('invalidCredentials'))
    expect(signInErrorMessage(401, 'This user is locked due to having too many failed login attempts.', text)).toBe(a('invalidCredentials'))
  })
})
