import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PASSWORD_HASH } from '@/domain/auth/passwordWork'
import { execute, sql } from '@/lib/payload/sql'

import { english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

/**
 * A stranger cannot learn whether an email address has an account: sign-up answers the same for a
 * taken address (its owner is emailed instead), and a sign-in for an unknown email does the same
 * password-hashing work as a wrong password before the same refusal.
 */

trustClientAddressHeader()

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const a = english('auth')
const e = english('email')

/** Everything a client sees of an answer: status, headers and body. */
async function seen(res: Response) {
  return { status: res.status, headers: [...res.headers.entries()].sort(), body: await res.json() }
}

const signUp = async (email: string, password = STRONG_PASSWORD) =>
  seen(await rest(payload, 'POST', '/users', { json: { email, password, fullName: 'Sam Signup', accountType: 'professional' }, headers: from(newNetwork()) }))

const signIn = async (email: string, password: string) =>
  seen(await rest(payload, 'POST', '/users/login', { json: { email, password }, headers: from(newNetwork()) }))

/** The account as stored, hidden fields included (an update of any kind moves updated_at). */
const storedRow = (email: string) => execute(payload, sql`SELECT id, full_name, hash, salt, _verified, updated_at FROM users WHERE email = ${email}`)

describe('sign-up does not tell whether an address has an account', () => {
  it('a taken address gets the same answer as a new one, nothing changes on the account, and its owner is told', async () => {
    const owner = await makeUser(payload, ['employer'], 'taken')
    const before = await storedRow(owner.email)
    const fresh = uniqueEmail('fresh')

    const forNew = await signUp(fresh)
    const forTaken = await signUp(owner.email)
    expect(forNew.status).toBe(201)
    expect(forNew.body).toEqual({ message: a('checkEmailBody') })
    expect(forTaken).toEqual(forNew)

    expect(await storedRow(owner.email)).toEqual(before)
    expect((await deliveredTo(payload, fresh)).map((m) => m.subject)).toEqual([e('verifySubject')])
    const notice = await deliveredTo(payload, owner.email)
    expect(notice.map((m) => m.subject)).toEqual([e('accountExistsSubject')])
    expect(notice[0].links.some((l) => l.endsWith('/auth'))).toBe(true)
  })

  it('the address case and spaces do not matter: still the same answer, still one account', async () => {
    const owner = await makeUser(payload, ['professional'], 'case')
    const answer = await signUp(`  ${owner.email.toUpperCase()} `)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ message: a('checkEmailBody') })
    expect((await payload.count({ collection: 'users', where: { email: { equals: owner.email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('an account never confirmed gets a fresh confirmation link instead of a notice', async () => {
    const email = uniqueEmail('unconfirmed')
    expect((await signUp(email)).status).toBe(201)
    expect((await signUp(email)).body).toEqual({ message: a('checkEmailBody') })
    const inbox = await deliveredTo(payload, email)
    expect(inbox.map((m) => m.subject)).toEqual([e('verifySubject'), e('verifySubject')])
    const token = new URL(inbox[1].links.find((l) => l.includes('/auth/callback?token='))!).searchParams.get('token')!
    expect((await rest(payload, 'POST', `/users/verify/${token}`)).status).toBe(200)
  })

  it('a weak password is refused alike for a taken and a new address, and nobody is emailed', async () => {
    const owner = await makeUser(payload, ['professional'], 'weak')
    const weakNew = await signUp(uniqueEmail('weak-new'), 'password1')
    const weakTaken = await signUp(owner.email, 'password1')
    expect(weakNew.status).toBe(400)
    expect(weakTaken).toEqual(weakNew)
    expect(await deliveredTo(payload, owner.email)).toEqual([])
  })

  it('admins still create accounts through the generic route and get the document back', async () => {
    const admin = await makeUser(payload, ['admin'], 'creator')
    const email = uniqueEmail('made-by-admin')
    const res = await rest(payload, 'POST', '/users', { as: admin, json: { email, password: STRONG_PASSWORD, roles: ['editor'], _verified: true } })
    expect(res.status).toBe(201)
    expect((await res.json()).doc).toMatchObject({ email, roles: ['editor'] })
  })
})

describe('sign-in for an unknown email costs what a wrong password costs', () => {
  /** The password hashes Payload's strength (the sign-in's real work) that `run` performed. */
  async function hashesDuring(run: () => Promise<unknown>) {
    const spy = vi.spyOn(crypto, 'pbkdf2')
    await run()
    const calls = spy.mock.calls.filter((call) => call[2] === PASSWORD_HASH.iterations && call[3] === PASSWORD_HASH.keyLength && call[4] === PASSWORD_HASH.digest)
    spy.mockRestore()
    return calls.length
  }

  it('the same answer, after one password hash each', async () => {
    const me = await makeUser(payload, ['professional'], 'sign-in')
    let wrong: Awaited<ReturnType<typeof signIn>> | undefined
    let unknown: Awaited<ReturnType<typeof signIn>> | undefined
    expect(await hashesDuring(async () => (wrong = await signIn(me.email, 'Not-The-Password-1')))).toBe(1)
    expect(await hashesDuring(async () => (unknown = await signIn(uniqueEmail('nobody'), 'Not-The-Password-1')))).toBe(1)
    expect(wrong!.status).toBe(401)
    expect(unknown).toEqual(wrong)
  })

  it('the dummy work is the real work: its parameters reproduce a hash Payload stored', async () => {
    const me = await makeUser(payload, ['professional'], 'params')
    const [row] = await execute(payload, sql`SELECT hash, salt FROM users WHERE id = ${me.id}`)
    const stored = String(row.hash).replace(/^pbkdf2-sha256-v1:/, '')
    const derived = crypto.pbkdf2Sync(STRONG_PASSWORD, String(row.salt), PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
    expect(derived.toString('hex')).toBe(stored)
  })
})
