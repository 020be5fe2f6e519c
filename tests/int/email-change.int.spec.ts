import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import type { JobPosting, User } from '@/payload-types'

import { en, english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

const a = english('auth')
const e = english('email')

let payload: Payload
let admin: User
let employer: User
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'email-admin')
  employer = await makeUser(payload, ['employer'], 'email-employer')
})

async function call(method: 'GET' | 'POST' | 'PATCH', path: string, opts: { as?: User | null; json?: unknown } = {}) {
  const res = await rest(payload, method, path, { ...opts, headers: from(newNetwork()) })
  return { status: res.status, body: await res.json() }
}

const requestChange = (as: User | null, newEmail: string, password = STRONG_PASSWORD) =>
  call('POST', '/users/change-email', { as, json: { newEmail, password } })
const confirm = (token: unknown) => call('POST', '/users/confirm-email-change', { json: { token } })
const signIn = (email: string, password = STRONG_PASSWORD) => call('POST', '/users/login', { json: { email, password } })
const me = async (user: User) => (await call('GET', '/users/me', { as: user })).body.user

/** The link the new address received, and its token. */
async function linkSentTo(address: string) {
  const inbox = await deliveredTo(payload, address)
  const mail = inbox.find((m) => m.subject === e('changeConfirmSubject'))
  const link = mail?.links.find((l) => l.includes('/auth/confirm-email?token='))
  return { inbox, link, token: link ? new URL(link).searchParams.get('token') : null }
}

const activeJob = () => makePosting(payload, employer)

const applyTo = (job: JobPosting, user: User) =>
  applyWithFile(payload, user, job.id, { coverLetter: 'Available most weekends.', headers: from(newNetwork()) })

describe('changing one’s email: password, link to the new address, notice to the old one', { timeout: 60_000 }, () => {
  it('end to end: the old address keeps working until the link is used, then the new one is the login', async () => {
    const user = await makeUser(payload, ['professional'], 'mover')
    const oldEmail = user.email
    const newEmail = uniqueEmail('moved')

    // A wrong password changes nothing and sends nothing.
    const wrong = await requestChange(user, newEmail, 'Not-My-Password-9')
    expect(wrong).toEqual({ status: 400, body: { error: a('wrongPassword') } })
    expect((await me(user)).pendingEmail ?? null).toBeNull()

    const sessions = async () => (await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })).sessions ?? []
    const before = await sessions()
    const asked = await requestChange(user, newEmail)
    expect(asked).toEqual({ status: 200, body: { message: a('changeEmailSent', { email: newEmail }), pendingEmail: newEmail } })
    // Checking the password opened no session that stays behind.
    expect(await sessions()).toEqual(before)

    // The person sees the pending address; nobody sees the token, not even an admin.
    const mine = await me(user)
    expect(mine).toMatchObject({ email: oldEmail, pendingEmail: newEmail })
    const adminView = (await call('GET', `/users/${user.id}`, { as: admin })).body
    for (const view of [mine, adminView]) {
      expect(view).not.toHaveProperty('emailChangeTokenHash')
      expect(view).not.toHaveProperty('emailChangeExpiresAt')
    }

    // Link to the new address, notice (no link) to the old one.
    const { link, token } = await linkSentTo(newEmail)
    expect(link).toBeDefined()
    const notice = (await deliveredTo(payload, oldEmail)).filter((m) => m.subject === e('changeNoticeSubject'))
    expect(notice).toHaveLength(1)
    expect(notice[0].text).toContain(newEmail)
    expect(notice[0].links.some((l) => l.includes('token='))).toBe(false)

    // Until the link is used, the old address is the login and goes out with applications.
    expect((await signIn(oldEmail)).status).toBe(200)
    expect((await signIn(newEmail)).status).toBe(401)
    const application = await applyTo(await activeJob(), user)
    expect(application.applicantEmail).toBe(oldEmail)

    expect(await confirm(token)).toEqual({ status: 200, body: { message: a('emailChangedBody', { email: newEmail }), email: newEmail } })
    expect((await signIn(newEmail)).status).toBe(200)
    expect((await signIn(oldEmail)).status).toBe(401)
    expect(await me({ ...user, email: newEmail })).toMatchObject({ email: newEmail, pendingEmail: null })

    // The link is spent.
    expect(await confirm(token)).toEqual({ status: 400, body: { error: a('changeLinkInvalid') } })
  })

  it('a link older than 24 hours no longer works, and the account keeps its address', async () => {
    const user = await makeUser(payload, ['professional'], 'late')
    const newEmail = uniqueEmail('late-new')
    expect((await requestChange(user, newEmail)).status).toBe(200)
    const { token } = await linkSentTo(newEmail)
    await payload.update({
      collection: 'users',
      id: user.id,
      // The test moves the clock of this one request back a day (a server-only field).
      data: { emailChangeExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    expect(await confirm(token)).toEqual({ status: 400, body: { error: a('changeLinkInvalid') } })
    expect((await signIn(user.email)).status).toBe(200)
    expect((await signIn(newEmail)).status).toBe(401)
  })

  it('an address another account uses gets a warning instead of a link, and the requester sees the same answer', async () => {
    const user = await makeUser(payload, ['professional'], 'squatter')
    const owner = await makeUser(payload, ['professional'], 'address-owner')
    const free = uniqueEmail('free')

    const toTaken = await requestChange(user, owner.email)
    const toFree = await requestChange(user, free)
    expect(toTaken.status).toBe(200)
    expect(toTaken.body).toEqual({ message: a('changeEmailSent', { email: owner.email }), pendingEmail: owner.email })
    expect(toFree.body).toEqual({ message: a('changeEmailSent', { email: free }), pendingEmail: free })

    const ownerInbox = await deliveredTo(payload, owner.email)
    expect(ownerInbox.map((m) => m.subject)).toEqual([e('addressInUseSubject')])
    expect(ownerInbox[0].links).toEqual([])
    // Both requests told the current address.
    const notices = (await deliveredTo(payload, user.email)).filter((m) => m.subject === e('changeNoticeSubject'))
    expect(notices).toHaveLength(2)
    expect((await signIn(owner.email)).body.user.id).toBe(owner.id)
  })

  it('a link to an address taken since it was sent changes nothing', async () => {
    const user = await makeUser(payload, ['professional'], 'raced')
    const contested = uniqueEmail('contested')
    expect((await requestChange(user, contested)).status).toBe(200)
    const { token } = await linkSentTo(contested)
    const other = await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: { email: contested, password: STRONG_PASSWORD, _verified: true, roles: ['professional'], preferredLanguage: 'en' },
    })
    expect(await confirm(token)).toEqual({ status: 400, body: { error: a('changeLinkInvalid') } })
    expect((await signIn(contested)).body.user.id).toBe(other.id)
    expect((await signIn(user.email)).status).toBe(200)
  })

  it(`is limited per account: 20 parallel requests, exactly ${RATE_LIMITS.changeEmailPerAccount.limit} pass`, async () => {
    const user = await makeUser(payload, ['professional'], 'busy')
    const results = await Promise.all(Array.from({ length: 20 }, () => requestChange(user, uniqueEmail('busy-new'))))
    const limit = RATE_LIMITS.changeEmailPerAccount.limit
    expect(results.filter((r) => r.status === 200)).toHaveLength(limit)
    expect(results.filter((r) => r.status === 429)).toEqual(Array(20 - limit).fill({ status: 429, body: { error: a('changeEmailThrottled') } }))
  })

  it(`is limited per new address: 20 accounts asking for one address in parallel, exactly ${RATE_LIMITS.changeEmailPerTarget.limit} pass and mail it`, async () => {
    // Made five at a time: twenty at once queue for the site's connections longer than the pool lets
    // one wait when the machine is busy (the requests below are the parallel part under test).
    const users: User[] = []
    while (users.length < 20) users.push(...(await Promise.all(Array.from({ length: 5 }, (_, j) => makeUser(payload, ['professional'], `target-${users.length + j}`)))))
    const target = uniqueEmail('wanted')
    const results = await Promise.all(users.map((user) => requestChange(user, target)))
    const limit = RATE_LIMITS.changeEmailPerTarget.limit
    expect(results.filter((r) => r.status === 200)).toHaveLength(limit)
    expect(results.filter((r) => r.status === 429)).toEqual(Array(20 - limit).fill({ status: 429, body: { error: a('changeEmailThrottled') } }))
    expect((await deliveredTo(payload, target)).length).toBe(limit)
  })

  it.each([
    ['no token', undefined],
    ['a short token', 'abc'],
    ['a token of the wrong type', 12345],
    ['an unknown token', 'f'.repeat(64)],
  ])('confirming with %s is a 400 with the message', async (_label, token) => {
    expect(await confirm(token)).toEqual({ status: 400, body: { error: a('changeLinkInvalid') } })
  })

  it('refuses bad requests with a clear 4xx', async () => {
    const user = await makeUser(payload, ['professional'], 'careless')
    expect(await requestChange(null, uniqueEmail('x'))).toEqual({ status: 401, body: { error: a('changeEmailSignIn') } })
    expect(await requestChange(user, 'not-an-email')).toEqual({ status: 400, body: { error: en('validation.emailInvalid') } })
    expect(await requestChange(user, user.email.toUpperCase())).toEqual({ status: 400, body: { error: a('sameEmail') } })
    expect(await call('POST', '/users/change-email', { as: user, json: { newEmail: uniqueEmail('y') } })).toEqual({
      status: 400,
      body: { error: en('validation.passwordRequired') },
    })
  })
})

describe('PATCH /api/users/:id cannot change the address directly', { timeout: 60_000 }, () => {
  it('refuses a non-admin with a 400 pointing to the change-email flow', async () => {
    const user = await makeUser(payload, ['professional'], 'patcher')
    const res = await call('PATCH', `/users/${user.id}`, { as: user, json: { email: uniqueEmail('sneaky') } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(a('emailChangeDirect'))
    expect((await me(user)).email).toBe(user.email)
  })

  it('lets a whole-form save send the current address back unchanged', async () => {
    const user = await makeUser(payload, ['professional'], 'form-save')
    const res = await call('PATCH', `/users/${user.id}`, { as: user, json: { email: user.email, fullName: 'Form Save' } })
    expect(res.status).toBe(200)
    expect(res.body.doc).toMatchObject({ email: user.email, fullName: 'Form Save' })
  })

  it('lets an admin set the address', async () => {
    const user = await makeUser(payload, ['professional'], 'admin-moved')
    const newEmail = uniqueEmail('admin-set')
    const res = await call('PATCH', `/users/${user.id}`, { as: admin, json: { email: newEmail } })
    expect(res.status).toBe(200)
    expect((await signIn(newEmail)).status).toBe(200)
  })

  it('never lets a person write the pending address or the token', async () => {
    const user = await makeUser(payload, ['professional'], 'forger')
    const forged = { pendingEmail: uniqueEmail('forged'), emailChangeTokenHash: 'a'.repeat(64), emailChangeExpiresAt: '2999-01-01T00:00:00.000Z' }
    expect((await call('PATCH', `/users/${user.id}`, { as: user, json: forged })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true, showHiddenFields: true })
    expect(stored).toMatchObject({ pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null })
  })
})
