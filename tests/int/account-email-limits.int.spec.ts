import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import { deliverOnce } from '@/domain/email/deliveryClaims'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'

import { en, english } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

trustClientAddressHeader()

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

const a = english('auth')
const e = english('email')
const L = RATE_LIMITS

async function post(path: string, json: unknown, network: string) {
  const res = await rest(payload, 'POST', path, { json, headers: from(network) })
  return { status: res.status, body: await res.json() }
}

const signUp = (email: string, network: string) =>
  post('/users', { email, password: STRONG_PASSWORD, fullName: 'Limit Tester', accountType: 'professional' }, network)
const forgot = (email: string, network: string) => post('/users/forgot-password', { email }, network)
const resend = (email: string, network: string) => post('/users/resend-verification', { email }, network)

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {})
const parallel = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)))

describe('sign-up (POST /api/users) is limited per network and per address', { timeout: 60_000 }, () => {
  it(`20 parallel sign-ups from one network: exactly ${L.signUpPerNetwork.limit} accounts, the rest a clear 429`, async () => {
    const network = newNetwork()
    const emails = Array.from({ length: 20 }, () => uniqueEmail('wave'))
    const results = await parallel(20, (i) => signUp(emails[i], network))
    expect(tally(results.map((r) => r.status))).toEqual({ 201: L.signUpPerNetwork.limit, 429: 20 - L.signUpPerNetwork.limit })
    for (const refused of results.filter((r) => r.status === 429)) expect(refused.body).toEqual({ errors: [{ message: a('signUpThrottled') }] })
    const created = await payload.count({ collection: 'users', where: { email: { in: emails } }, overrideAccess: true })
    expect(created.totalDocs).toBe(L.signUpPerNetwork.limit)
    // Another network still signs up.
    expect((await signUp(uniqueEmail('elsewhere'), newNetwork())).status).toBe(201)
  })

  it(`20 parallel sign-ups for one address from 20 networks: one account, ${L.signUpPerEmail.limit} answers and emails, the rest a clear 429`, async () => {
    const email = uniqueEmail('target')
    const results = await parallel(20, () => signUp(email, newNetwork()))
    // The first creates the account; the others that pass the limit find it taken, answer the same
    // and tell its owner (a fresh confirmation link, as it is not confirmed yet).
    expect(tally(results.map((r) => r.status))).toEqual({ 201: L.signUpPerEmail.limit, 429: 20 - L.signUpPerEmail.limit })
    for (const passed of results.filter((r) => r.status === 201)) expect(passed.body).toEqual({ message: a('checkEmailBody') })
    for (const refused of results.filter((r) => r.status === 429)) expect(refused.body).toEqual({ errors: [{ message: a('signUpThrottled') }] })
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
    const inbox = await deliveredTo(payload, email)
    expect(inbox.map((m) => m.subject)).toEqual(Array(L.signUpPerEmail.limit).fill(e('verifySubject')))
  })
})

describe('forgot-password is limited per network and per address, and never tells whether the account exists', { timeout: 60_000 }, () => {
  it('answers an unknown and a known address the same way, and only the known one gets a link', async () => {
    const me = await makeUser(payload, ['professional'], 'reset-known')
    const ghost = uniqueEmail('reset-ghost')
    const known = await forgot(me.email, newNetwork())
    const unknown = await forgot(ghost, newNetwork())
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
    const inbox = await deliveredTo(payload, me.email)
    expect(inbox.map((m) => m.subject)).toEqual([e('resetSubject')])
    expect(inbox[0].links.some((l) => l.includes('/auth/reset-password?token='))).toBe(true)
    expect(await deliveredTo(payload, ghost)).toEqual([])
  })

  it(`20 parallel requests for one address from 20 networks: exactly ${L.resetPerEmail.limit} pass and send`, async () => {
    const me = await makeUser(payload, ['professional'], 'reset-flood')
    const results = await parallel(20, () => forgot(me.email, newNetwork()))
    expect(tally(results.map((r) => r.status))).toEqual({ 200: L.resetPerEmail.limit, 429: 20 - L.resetPerEmail.limit })
    for (const refused of results.filter((r) => r.status === 429)) expect(refused.body).toEqual({ errors: [{ message: a('resetThrottled') }] })
    expect(await deliveredTo(payload, me.email)).toHaveLength(L.resetPerEmail.limit)
  })

  it(`20 parallel requests from one network: exactly ${L.resetPerNetwork.limit} pass`, async () => {
    const network = newNetwork()
    const results = await parallel(20, () => forgot(uniqueEmail('reset-spray'), network))
    expect(tally(results.map((r) => r.status))).toEqual({ 200: L.resetPerNetwork.limit, 429: 20 - L.resetPerNetwork.limit })
  })

  it('refuses a throttled unknown address exactly as a throttled known one', async () => {
    const me = await makeUser(payload, ['professional'], 'reset-same')
    const ghost = uniqueEmail('reset-ghost')
    for (let i = 0; i < L.resetPerEmail.limit; i++) {
      await forgot(me.email, newNetwork())
      await forgot(ghost, newNetwork())
    }
    const known = await forgot(me.email, newNetwork())
    const unknown = await forgot(ghost, newNetwork())
    expect(known.status).toBe(429)
    expect(unknown).toEqual(known)
  })
})

describe('POST /api/users/resend-verification', { timeout: 60_000 }, () => {
  it('answers the same for unconfirmed, confirmed and unknown addresses; only the unconfirmed one gets a working link', async () => {
    const pending = uniqueEmail('unconfirmed')
    expect((await signUp(pending, newNetwork())).status).toBe(201)
    const confirmed = await makeUser(payload, ['professional'], 'confirmed')
    const ghost = uniqueEmail('resend-ghost')

    const answers = [await resend(pending, newNetwork()), await resend(confirmed.email, newNetwork()), await resend(ghost, newNetwork())]
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { message: a('resendSent') } })

    const inbox = await deliveredTo(payload, pending)
    expect(inbox.map((m) => m.subject)).toEqual([e('verifySubject'), e('verifySubject')])
    expect(await deliveredTo(payload, confirmed.email)).toEqual([])
    expect(await deliveredTo(payload, ghost)).toEqual([])

    const link = inbox[1].links.find((l) => l.includes('/auth/callback?token='))!
    const token = new URL(link).searchParams.get('token')!
    expect((await post(`/users/verify/${token}`, {}, newNetwork())).status).toBe(200)
    expect((await post('/users/login', { email: pending, password: STRONG_PASSWORD }, newNetwork())).status).toBe(200)
  })

  it(`20 parallel resends for one address from 20 networks: exactly ${L.resendPerEmail.limit} pass and send`, async () => {
    const pending = uniqueEmail('resend-flood')
    expect((await signUp(pending, newNetwork())).status).toBe(201)
    const results = await parallel(20, () => resend(pending, newNetwork()))
    expect(tally(results.map((r) => r.status))).toEqual({ 200: L.resendPerEmail.limit, 429: 20 - L.resendPerEmail.limit })
    for (const refused of results.filter((r) => r.status === 429)) expect(refused.body).toEqual({ error: a('resendThrottled') })
    // The sign-up's own email, plus one per resend that passed.
    expect(await deliveredTo(payload, pending)).toHaveLength(1 + L.resendPerEmail.limit)
  })

  it(`20 parallel resends from one network: exactly ${L.resendPerNetwork.limit} pass`, async () => {
    const network = newNetwork()
    const results = await parallel(20, () => resend(uniqueEmail('resend-spray'), network))
    expect(tally(results.map((r) => r.status))).toEqual({ 200: L.resendPerNetwork.limit, 429: 20 - L.resendPerNetwork.limit })
  })

  it.each([
    ['no body', undefined, en('validation.emailRequired')],
    ['an empty address', { email: '' }, en('validation.emailRequired')],
    ['a malformed address', { email: 'not-an-email' }, en('validation.emailInvalid')],
    ['a non-string address', { email: ['x@example.com'] }, en('validation.emailRequired')],
  ])('refuses %s with a 400 and the message', async (_label, json, message) => {
    const res = await rest(payload, 'POST', '/users/resend-verification', { json, headers: from(newNetwork()) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: message })
  })
})

describe('an email job is delivered once, however many queue runners pick it up', { timeout: 60_000 }, () => {
  const message = (to: string) => ({ to, subject: 'Once only', text: 'Sent once.', html: '<p>Sent once.</p>', from: 'site@example.test' })

  it('two runners running the same job at once send one message', async () => {
    const to = uniqueEmail('once')
    const job = await payload.jobs.queue({ task: 'sendEmail', input: { message: message(to) }, queue: EMAIL_QUEUE })
    // Payload claims a job by id without checking whether another runner holds it: both run it. The
    // later one may then fail to record a job the first has completed and removed (Payload's error,
    // which its cron logs); either way the message goes once.
    await Promise.allSettled([payload.jobs.runByID({ id: job.id }), payload.jobs.runByID({ id: job.id })])
    expect(await deliveredTo(payload, to)).toHaveLength(1)
  })

  it('a task that queues emails, run by two runners at once, queues them once', async () => {
    const pending = uniqueEmail('resend-once')
    expect((await signUp(pending, newNetwork())).status).toBe(201)
    const before = (await deliveredTo(payload, pending)).length
    const job = await payload.jobs.queue({ task: 'resendVerification', input: { email: pending } })
    await Promise.allSettled([payload.jobs.runByID({ id: job.id }), payload.jobs.runByID({ id: job.id })])
    expect((await deliveredTo(payload, pending)).length - before).toBe(1)
  })

  it('a failed send leaves the job unsent, so its retry delivers it; a delivered job is not sent again', async () => {
    const jobId = `test-${uniqueEmail('claim')}`
    await expect(deliverOnce(jobId, async () => Promise.reject(new Error('SMTP said no')))).rejects.toThrow('SMTP said no')
    let sends = 0
    expect(await deliverOnce(jobId, async () => void sends++)).toBe(true)
    expect(await deliverOnce(jobId, async () => void sends++)).toBe(false)
    expect(sends).toBe(1)
  })
})
