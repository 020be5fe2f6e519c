import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { en, english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

const a = english('auth')

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

type Reply = { status: number; body: Record<string, unknown>; cookie: string | null }

async function call(method: 'GET' | 'POST', path: string, opts: { json?: unknown; cookie?: string; as?: User } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...from(newNetwork()) }
  // A browser sends the session cookie with the site's own Origin.
  if (opts.cookie) Object.assign(headers, { Cookie: opts.cookie, Origin: process.env.SERVER_URL! })
  const res = await rest(payload, method, path, { json: opts.json, as: opts.as, headers })
  return { status: res.status, body: await res.json(), cookie: res.headers.get('set-cookie') }
}

const confirm = (token: unknown, cookie?: string) => call('POST', '/users/confirm-account', { json: { token }, cookie })
/** The session cookie as a browser sends it back. */
const sessionOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? ''
const whoIs = async (cookie: string) => (await call('GET', '/users/me', { cookie })).body.user as { email: string } | null

/** Signs up as a person would and returns the token of the link the sign-up email carries. */
async function signUp(label: string) {
  const email = uniqueEmail(label)
  const created = await call('POST', '/users', {
    json: { email, password: STRONG_PASSWORD, fullName: 'Callback Tester', accountType: 'professional' },
  })
  expect(created.status).toBe(201)
  const inbox = await deliveredTo(payload, email)
  const link = inbox.find((m) => m.subject === en('email.verifySubject'))?.links.find((l) => l.includes('/auth/callback?token='))
  expect(link).toBeDefined()
  return { email, token: new URL(link!).searchParams.get('token')! }
}

describe('POST /api/users/confirm-account (the sign-up link)', () => {
  it('confirms the address and starts a session for that account, like a password sign-in', async () => {
    const { email, token } = await signUp('callback')
    const res = await confirm(token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: a('emailConfirmedBody'), email })
    // The session token travels only in the HttpOnly cookie Payload's login sets.
    expect(res.body).not.toHaveProperty('token')
    expect(res.cookie).toMatch(/^payload-token=[^;]+;/)
    expect(res.cookie).toMatch(/HttpOnly/)
    expect(res.cookie).toMatch(/SameSite=Lax/)
    expect(res.cookie).toMatch(/Path=\//)

    const session = sessionOf(res.cookie)
    expect(await whoIs(session)).toMatchObject({ email })
    // The account is confirmed: the password signs in from now on.
    expect((await call('POST', '/users/login', { json: { email, password: STRONG_PASSWORD } })).status).toBe(200)

    // A real session: signing out ends it.
    expect((await call('POST', '/users/logout', { cookie: session })).status).toBe(200)
    expect(await whoIs(session)).toBeNull()
  })

  it('works once: a spent link gets the existing error and no session', async () => {
    const { token } = await signUp('spent')
    expect((await confirm(token)).status).toBe(200)
    const again = await confirm(token)
    expect(again).toMatchObject({ status: 400, body: { error: a('invalidToken') }, cookie: null })
  })

  it('two tabs opening the same link at once: exactly one is signed in', async () => {
    const { token } = await signUp('race')
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400])
    expect(results.filter((r) => r.cookie)).toHaveLength(1)
  })

  it.each([
    ['an unknown token', 'a'.repeat(40)],
    ['a token of another shape', 'not-a-real-token'],
    ['no token', undefined],
    ['a token that is not text', { $ne: null }],
  ])('refuses %s with the existing error, signs nobody in', async (_label, token) => {
    const res = await confirm(token)
    expect(res).toMatchObject({ status: 400, body: { error: a('invalidToken') }, cookie: null })
  })

  it('signs in the link’s own account, never whoever this browser was signed in as', async () => {
    const other = await makeUser(payload, ['employer'], 'already-signed-in')
    const signedIn = await call('POST', '/users/login', { json: { email: other.email, password: STRONG_PASSWORD } })
    const { email, token } = await signUp('owner')

    const res = await confirm(token, sessionOf(signedIn.cookie))
    expect(res.status).toBe(200)
    expect(await whoIs(sessionOf(res.cookie))).toMatchObject({ email })
    // The other account is untouched (still signed in with its own session).
    expect(await whoIs(sessionOf(signedIn.cookie))).toMatchObject({ email: other.email })
  })

  it('confirms only the link’s account: another one waiting keeps waiting, and its own link still works', async () => {
    const first = await signUp('first')
    const second = await signUp('second')
    expect((await confirm(first.token)).status).toBe(200)
    expect((await call('POST', '/users/login', { json: { email: second.email, password: STRONG_PASSWORD } })).status).toBe(403)
    const res = await confirm(second.token)
    expect(await whoIs(sessionOf(res.cookie))).toMatchObject({ email: second.email })
  })
})
