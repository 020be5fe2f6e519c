import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { oneClickUnsubscribeUrl, unsubscribeToken, unsubscribeUrl } from '@/domain/alerts/links'
import { RATE_LIMITS } from '@/domain/rateLimits'
import { deleteAccount } from '@/domain/privacy/erase'
import { applyRetention } from '@/domain/privacy/retentionTask'
import type { AlertConsent, JobAlert, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { handlers, rest } from '../support/rest'

/*
 * Job alerts (docs/alerts.md): "save this search" with double opt-in, the consent kept as CASL asks,
 * and the unsubscribe link and one-click POST that need no session and keep working.
 */

trustClientAddressHeader()

let payload: Payload
let admin: User
const a = english('alerts')
const frA = french('alerts')

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'alerts-admin')
})

afterEach(() => {
  vi.useRealTimers()
})

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const subscribe = (body: Record<string, unknown>, opts: { as?: User; network?: string; headers?: Record<string, string> } = {}) =>
  rest(payload, 'POST', '/job-alerts/subscribe', { as: opts.as, json: body, headers: { ...from(opts.network ?? newNetwork()), ...opts.headers } })

const alertsTo = async (email: string) =>
  (await payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs as JobAlert[]
const consentsOf = async (alert: number) =>
  (await payload.find({ collection: 'alert-consents', where: { alert: { equals: alert } }, sort: 'createdAt', depth: 0, overrideAccess: true }))
    .docs as AlertConsent[]
const stored = async (id: number) => (await payload.findByID({ collection: 'job-alerts', id, depth: 0, overrideAccess: true })) as JobAlert

/** The confirmation link's token from the email that reached `address`. */
async function confirmToken(address: string): Promise<string> {
  const mails = await deliveredTo(payload, address)
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/alerts/confirm'))
  expect(link, 'a confirmation link').toBeTruthy()
  return new URL(link!).searchParams.get('token')!
}

/** A POST straight to an absolute URL of the site's API, as a mail client sends RFC 8058's one-click request. */
function postTo(url: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  const target = new URL(url)
  const request = new Request(`http://localhost:3000${target.pathname}${target.search}`, { method: 'POST', headers: { 'Content-Type': contentType }, body })
  const slug = target.pathname.replace(/^\/api\//, '').split('/')
  return handlers.POST(request, { params: Promise.resolve({ slug }) })
}

/** A guest's confirmed alert (address, alert). */
async function confirmedGuestAlert(label: string, search: Record<string, unknown> = { q: 'pharmacist' }) {
  const email = uniqueEmail(label)
  expect((await subscribe({ ...search, frequency: 'daily', email, consent: true })).status).toBe(200)
  const res = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token: await confirmToken(email) } })
  expect(res.status).toBe(200)
  const [alert] = await alertsTo(email)
  expect(alert.status).toBe('active')
  return { email, alert }
}

describe('double opt-in: a guest saves a search with just an address', { timeout: 90_000 }, () => {
  it('starts pending, sends one confirmation email naming the sender, and runs only once the link is confirmed', async () => {
    const email = uniqueEmail('guest-optin')
    const res = await subscribe({ q: '  Night   pharmacist ', chips: ['remote', 'full-time'], province: 'ON', frequency: 'weekly', email, consent: true, language: 'en', source: '/find-work?q=night' })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ status: 'pending', message: a('subscribe.checkEmail', { email }) })

    const [alert] = await alertsTo(email)
    // The older single province is kept as a one-element list.
    expect(alert).toMatchObject({ status: 'pending', owner: null, q: 'Night pharmacist', chips: ['remote', 'full-time'], provinces: ['ON'], frequency: 'weekly', language: 'en' })
    // Nothing is sent for a pending alert: it runs on no consent until the link is clicked.
    expect(alert.consent ?? null).toBeNull()
    expect(alert.confirmedAt ?? null).toBeNull()

    const mails = await deliveredTo(payload, email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(a('email.confirmSubject'))
    // The sender: name, postal address and contact (site settings).
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.mailingAddress).toBeTruthy()
    expect(mails[0].text).toContain(a('email.sender', { name: settings.siteName, address: settings.mailingAddress }))
    expect(mails[0].text).toContain(a('email.contact', { email: settings.contactEmail, phone: settings.contactPhone }))

    const token = await confirmToken(email)
    // Opening the link (a mail scanner does) only shows what it would start.
    const peek = await rest(payload, 'GET', `/job-alerts/confirm?token=${token}`)
    expect(peek.status).toBe(200)
    expect(await json(peek)).toMatchObject({ email, frequency: 'weekly' })
    expect((await stored(alert.id)).status).toBe('pending')

    const confirmed = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token } })
    expect(confirmed.status).toBe(200)
    const active = await stored(alert.id)
    expect(active.status).toBe('active')
    expect(active.confirmedAt).toBeTruthy()
    // The digest's cursor starts at the confirmation: nothing older is sent.
    expect(active.lastRunAt).toBe(active.confirmedAt)
    const [consent] = await consentsOf(alert.id)
    expect(active.consent).toBe(consent.id)
    expect(consent.confirmedAt).toBe(active.confirmedAt)

    // The link works once.
    const again = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token } })
    expect(again.status).toBe(400)
    expect((await json(again)).error).toBe(a('errors.linkInvalid'))
  })

  it('no consent, no alert and no email: the box must be ticked (true, not "true" or "on")', async () => {
    const email = uniqueEmail('guest-noconsent')
    for (const consent of [undefined, false, 'true', 'on', 1]) {
      const res = await subscribe({ q: 'nurse', frequency: 'daily', email, consent })
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe(a('errors.consent'))
    }
    expect(await alertsTo(email)).toEqual([])
    expect(await deliveredTo(payload, email)).toEqual([])
  })

  it('bad input is a clear 400 and changes nothing', async () => {
    const email = uniqueEmail('guest-bad')
    const cases: [Record<string, unknown>, string][] = [
      [{ q: 'x', frequency: 'monthly', email, consent: true }, a('errors.frequency')],
      [{ q: 'x', chips: ['nope'], frequency: 'daily', email, consent: true }, a('errors.search')],
      [{ q: 'x'.repeat(201), frequency: 'daily', email, consent: true }, a('errors.search')],
      [{ q: 'x', frequency: 'daily', email: 'not-an-address', consent: true }, english('validation')('emailInvalid')],
      [{ q: 'x', frequency: 'daily', consent: true }, english('validation')('emailRequired')],
    ]
    for (const [body, message] of cases) {
      const res = await subscribe(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await json(res)).error).toBe(message)
    }
    expect(await alertsTo(email)).toEqual([])
    const badToken = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token: 'f'.repeat(64) } })
    expect(badToken.status).toBe(400)
  })

  it('an expired link confirms nothing', async () => {
    const email = uniqueEmail('guest-expired')
    await subscribe({ q: 'technician', frequency: 'daily', email, consent: true })
    const token = await confirmToken(email)
    const [alert] = await alertsTo(email)
    await payload.update({ collection: 'job-alerts', id: alert.id, data: { confirmExpiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    expect((await rest(payload, 'POST', '/job-alerts/confirm', { json: { token } })).status).toBe(400)
    expect((await stored(alert.id)).status).toBe('pending')
    expect((await consentsOf(alert.id))[0].confirmedAt ?? null).toBeNull()
    // The retention task then deletes it and its unconfirmed consent; a confirmed alert stays.
    const { alert: confirmed } = await confirmedGuestAlert('guest-kept')
    await applyRetention(payload)
    expect(await alertsTo(email)).toEqual([])
    expect((await payload.find({ collection: 'alert-consents', where: { email: { equals: email } }, overrideAccess: true })).docs).toEqual([])
    expect((await stored(confirmed.id)).status).toBe('active')
  })

  it('saving the same search again makes no second alert, however it is written', async () => {
    const email = uniqueEmail('guest-repeat')
    await subscribe({ q: 'Clinic  Assistant', chips: ['urgent', 'remote'], frequency: 'daily', email, consent: true })
    await subscribe({ q: ' clinic assistant ', chips: ['remote', 'urgent', 'remote'], frequency: 'weekly', email: email.toUpperCase(), consent: true })
    const alerts = await alertsTo(email)
    expect(alerts).toHaveLength(1)
    expect(alerts[0].frequency).toBe('weekly')
    // Both requests are recorded as consents given; only the last link confirms (and the first no longer works).
    expect(await consentsOf(alerts[0].id)).toHaveLength(2)
    // Another search is another alert.
    await subscribe({ q: 'clinic assistant', chips: ['remote'], frequency: 'daily', email, consent: true })
    expect(await alertsTo(email)).toHaveLength(2)
  })

  it('the answer never tells whether the address has an account', async () => {
    const member = await makeUser(payload, ['professional'], 'alerts-member')
    const stranger = uniqueEmail('alerts-stranger')
    const body = (email: string) => ({ q: 'pharmacy', frequency: 'daily', email, consent: true })
    const forMember = await subscribe(body(member.email))
    const forStranger = await subscribe(body(stranger))
    expect(forMember.status).toBe(forStranger.status)
    const m = await json(forMember)
    const s = await json(forStranger)
    expect(m.status).toBe(s.status)
    expect(String(m.message).replace(member.email, '@')).toBe(String(s.message).replace(stranger, '@'))
    // The guest's alert belongs to nobody until confirmed, whoever holds the address.
    expect((await alertsTo(member.email))[0]).toMatchObject({ status: 'pending', owner: null })
  })

  it(`is limited per address (${RATE_LIMITS.alertSubscribePerEmail.limit} an hour) and per network`, async () => {
    const email = uniqueEmail('guest-limit')
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.alertSubscribePerEmail.limit; i++) {
      statuses.push((await subscribe({ q: `search ${i}`, frequency: 'daily', email, consent: true })).status)
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    expect(await alertsTo(email)).toHaveLength(RATE_LIMITS.alertSubscribePerEmail.limit)

    const network = newNetwork()
    const fromOne: number[] = []
    for (let i = 0; i <= RATE_LIMITS.alertSubscribePerNetwork.limit; i++) {
      fromOne.push((await subscribe({ q: 'net', frequency: 'daily', email: uniqueEmail('guest-net'), consent: true }, { network })).status)
    }
    expect(fromOne.at(-1)).toBe(429)
  })
})

describe('signed in', { timeout: 60_000 }, () => {
  it('a confirmed account is on at once, to its own address, with the consent recorded as given on the form', async () => {
    const person = await makeUser(payload, ['professional'], 'alerts-signed')
    const res = await subscribe(
      { q: 'pharmacist', chips: ['part-time'], frequency: 'hourly', email: 'someone-else@example.com', consent: true, language: 'fr', source: '/fr/find-work?q=pharmacist' },
      { as: person },
    )
    expect(res.status).toBe(200)
    expect((await json(res)).status).toBe('active')
    expect(await alertsTo('someone-else@example.com')).toEqual([])
    const [alert] = await alertsTo(person.email)
    expect(alert).toMatchObject({ owner: person.id, status: 'active', frequency: 'hourly', language: 'fr' })
    expect(alert.lastRunAt).toBeTruthy()

    // The consent record: address, account, the exact French wording shown, how, where, when.
    const [consent] = await consentsOf(alert.id)
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr', depth: 0 })
    expect(consent).toMatchObject({
      email: person.email,
      user: person.id,
      alert: alert.id,
      wording: frA('consent.wording', { sender: settings.siteName }),
      language: 'fr',
      method: 'account-form',
      source: '/fr/find-work?q=pharmacist',
    })
    expect(consent.givenAt).toBeTruthy()
    expect(consent.confirmedAt).toBe(consent.givenAt)
    expect(consent.withdrawnAt ?? null).toBeNull()
    expect(alert.consent).toBe(consent.id)
    // No confirmation email for a confirmed account.
    expect(await deliveredTo(payload, person.email)).toEqual([])
  })

  it('owners list, pause, resume, change and delete their alerts; nobody else can', async () => {
    const owner = await makeUser(payload, ['professional'], 'alerts-owner')
    const other = await makeUser(payload, ['professional'], 'alerts-other')
    await subscribe({ q: 'physician', frequency: 'daily', consent: true }, { as: owner })
    const mine = await json(await rest(payload, 'GET', '/job-alerts/mine', { as: owner }))
    const [alert] = mine.docs as JobAlert[]
    expect(alert).toMatchObject({ q: 'physician', status: 'active' })
    expect((await json(await rest(payload, 'GET', '/job-alerts/mine', { as: other }))).docs).toEqual([])
    expect((await rest(payload, 'GET', '/job-alerts/mine')).status).toBe(401)

    // Strangers: not found, and nothing changes.
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: other })).status).toBe(404)
    expect((await rest(payload, 'GET', `/job-alerts/${alert.id}`, { as: other })).status).toBe(404)
    expect([403, 404]).toContain((await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: other, json: { frequency: 'weekly' } })).status)
    expect([403, 404]).toContain((await rest(payload, 'DELETE', `/job-alerts/${alert.id}`, { as: other })).status)
    expect(await stored(alert.id)).toMatchObject({ frequency: 'daily', status: 'active' })
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`)).status).toBe(401)

    const paused = await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: owner })
    expect(paused.status).toBe(200)
    expect((await stored(alert.id)).status).toBe('paused')
    const twice = await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: owner })
    expect(twice.status).toBe(409)
    expect((await json(twice)).error).toBe(a('errors.cannot.pause'))
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/resume`, { as: owner })).status).toBe(200)
    expect((await stored(alert.id)).status).toBe('active')

    // The owner changes the frequency and the search, never the status, address or cursor.
    const patched = await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, {
      as: owner,
      json: { frequency: 'weekly', q: 'family physician', status: 'unsubscribed', email: 'x@example.com', lastRunAt: '2000-01-01T00:00:00.000Z' },
    })
    expect(patched.status).toBe(200)
    expect(await stored(alert.id)).toMatchObject({ frequency: 'weekly', q: 'family physician', status: 'active', email: owner.email })
    expect((await stored(alert.id)).lastRunAt).not.toBe('2000-01-01T00:00:00.000Z')
    // Malformed changes and ids are 4xx, never a server error, and change nothing.
    for (const body of [{ chips: 5 }, { chips: [5] }, { chips: ['nope'] }, { q: { like: 'x' } }, { province: 'XX' }]) {
      expect((await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: owner, json: body })).status, JSON.stringify(body)).toBe(400)
    }
    expect(await stored(alert.id)).toMatchObject({ q: 'family physician', chips: [] })
    expect((await rest(payload, 'POST', '/job-alerts/99999999999/pause', { as: owner })).status).toBe(404)
    // A referrer that is no address at all is ignored, never an error.
    expect((await subscribe({ q: 'referer', frequency: 'daily', consent: true }, { as: other, headers: { referer: 'http://[' } })).status).toBe(200)
    // Nobody creates an alert through the generic API (only "save this search").
    expect((await rest(payload, 'POST', '/job-alerts', { as: owner, json: { email: owner.email, frequency: 'daily' } })).status).toBe(403)

    const [consent] = await consentsOf(alert.id)
    expect((await rest(payload, 'DELETE', `/job-alerts/${alert.id}`, { as: owner })).status).toBe(200)
    expect(await alertsTo(owner.email)).toEqual([])
    // The proof of consent stays, withdrawn.
    const kept = (await payload.findByID({ collection: 'alert-consents', id: consent.id, depth: 0, overrideAccess: true })) as AlertConsent
    expect(kept.withdrawnAt).toBeTruthy()
  })
})

describe('a paused alert is its owner’s to change', { timeout: 60_000 }, () => {
  it('a guest saving the same search for its address sends the owner a link but changes neither frequency nor language', async () => {
    const owner = await makeUser(payload, ['professional'], 'alerts-paused')
    expect((await subscribe({ q: 'locum', frequency: 'weekly', consent: true, language: 'en' }, { as: owner })).status).toBe(200)
    const [alert] = await alertsTo(owner.email)
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: owner })).status).toBe(200)

    const res = await subscribe({ q: 'locum', frequency: 'hourly', email: owner.email, consent: true, language: 'fr' })
    expect(res.status).toBe(200)
    expect((await json(res)).status).toBe('pending')
    expect(await stored(alert.id)).toMatchObject({ status: 'paused', frequency: 'weekly', language: 'en', owner: owner.id })
    // The owner may resume it with the link; it runs as they set it.
    const confirmed = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token: await confirmToken(owner.email) } })
    expect(confirmed.status).toBe(200)
    expect(await stored(alert.id)).toMatchObject({ status: 'active', frequency: 'weekly', language: 'en' })
  })
})

describe('consent records: admins read them; nobody writes them through the API', { timeout: 60_000 }, () => {
  it('are hidden from everyone else and never created, changed or deleted through the API', async () => {
    const person = await makeUser(payload, ['professional'], 'alerts-consent')
    await subscribe({ q: 'records', frequency: 'daily', consent: true }, { as: person })
    const [alert] = await alertsTo(person.email)
    const [consent] = await consentsOf(alert.id)

    const asAdmin = await rest(payload, 'GET', `/alert-consents/${consent.id}?depth=0`, { as: admin })
    expect(asAdmin.status).toBe(200)
    expect(await json(asAdmin)).toMatchObject({ email: person.email, method: 'account-form', wording: consent.wording, givenAt: consent.givenAt })
    for (const viewer of [person, undefined]) {
      expect((await rest(payload, 'GET', `/alert-consents/${consent.id}`, { as: viewer })).status).toBeGreaterThanOrEqual(403)
      expect((await json(await rest(payload, 'GET', '/alert-consents', { as: viewer }))).docs ?? []).toEqual([])
    }
    // The owner reads their alert, not which consent it runs on.
    expect(await json(await rest(payload, 'GET', `/job-alerts/${alert.id}?depth=0`, { as: person }))).not.toHaveProperty('consent')
    for (const user of [admin, person]) {
      expect((await rest(payload, 'PATCH', `/alert-consents/${consent.id}`, { as: user, json: { withdrawnAt: null, wording: 'changed' } })).status).toBe(403)
      expect((await rest(payload, 'DELETE', `/alert-consents/${consent.id}`, { as: user })).status).toBe(403)
      expect((await rest(payload, 'POST', '/alert-consents', { as: user, json: { email: 'a@example.com', wording: 'x', language: 'en', method: 'account-form', givenAt: new Date().toISOString() } })).status).toBe(403)
    }
    expect((await consentsOf(alert.id))[0]).toMatchObject({ wording: consent.wording, withdrawnAt: null })
  })
})

describe('the alert flows’ marker on their own calls opens nothing to API clients', { timeout: 60_000 }, () => {
  it('a consent record named in a body, query or header as the flows name it is still never created, changed or deleted', async () => {
    const person = await makeUser(payload, ['professional'], 'alerts-forged-consent')
    await subscribe({ q: 'forged consent', frequency: 'daily', consent: true }, { as: person })
    const [alert] = await alertsTo(person.email)
    const [consent] = await consentsOf(alert.id)
    const marker = { recordingAlertConsent: true }
    const forged = { ...marker, context: marker, req: { context: marker } }
    const query = '?context[recordingAlertConsent]=true&recordingAlertConsent=true'
    const headers = { 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
    const made = { email: person.email, alert: alert.id, wording: 'x', language: 'en', method: 'account-form', givenAt: new Date().toISOString() }
    for (const as of [person, undefined]) {
      expect((await rest(payload, 'POST', `/alert-consents${query}`, { as, headers, json: { ...made, ...forged } })).status).toBe(403)
      expect((await rest(payload, 'PATCH', `/alert-consents/${consent.id}${query}`, { as, headers, json: { withdrawnAt: '2000-01-01T00:00:00.000Z', ...forged } })).status).toBe(403)
      const bulk = `/alert-consents${query}&where[alert][equals]=${alert.id}`
      expect((await rest(payload, 'PATCH', bulk, { as, headers, json: { wording: 'changed', ...forged } })).status).toBe(403)
      expect((await rest(payload, 'DELETE', `/alert-consents/${consent.id}${query}`, { as, headers })).status).toBe(403)
    }
    expect(await consentsOf(alert.id)).toEqual([consent])
    // The flows' own calls still write: the owner deleting the alert withdraws its consent (kept as proof).
    expect((await rest(payload, 'DELETE', `/job-alerts/${alert.id}`, { as: person })).status).toBe(200)
    const kept = (await payload.findByID({ collection: 'alert-consents', id: consent.id, depth: 0, overrideAccess: true })) as AlertConsent
    expect(kept).toMatchObject({ wording: consent.wording, withdrawnAt: expect.any(String) })
  })

  it('an alert named in a body, query or header as the flows name it is read, changed or deleted by no one else, and its server-only fields by no one', async () => {
    const owner = await makeUser(payload, ['professional'], 'alerts-forged-owner')
    const stranger = await makeUser(payload, ['professional'], 'alerts-forged-stranger')
    await subscribe({ q: 'forged flow', frequency: 'daily', consent: true }, { as: owner })
    const [alert] = await alertsTo(owner.email)
    const before = await stored(alert.id)
    const marker = { 'alerts:flow': alert.id, changingAlertStatus: true }
    const forged = { ...marker, context: marker, req: { context: marker } }
    const query = `?context[alerts:flow]=${alert.id}&alerts:flow=${alert.id}`
    const headers = { 'X-Payload-Context': JSON.stringify(marker), 'X-Context': JSON.stringify(marker) }
    const serverOnly = { status: 'unsubscribed', unsubscribedAt: '2000-01-01T00:00:00.000Z', confirmedAt: '2000-01-01T00:00:00.000Z', lastRunAt: '2000-01-01T00:00:00.000Z', confirmTokenHash: 'x'.repeat(64), confirmExpiresAt: '2999-01-01T00:00:00.000Z', email: stranger.email, language: 'fr', kind: 'shifts', owner: stranger.id }
    for (const as of [stranger, undefined]) {
      expect([403, 404]).toContain((await rest(payload, 'GET', `/job-alerts/${alert.id}${query}`, { as, headers })).status)
      expect((await json(await rest(payload, 'GET', `/job-alerts${query}&where[id][equals]=${alert.id}`, { as, headers }))).docs ?? []).toEqual([])
      expect([403, 404]).toContain((await rest(payload, 'PATCH', `/job-alerts/${alert.id}${query}`, { as, headers, json: { frequency: 'weekly', ...serverOnly, ...forged } })).status)
      const bulk = await rest(payload, 'PATCH', `/job-alerts${query}&where[id][equals]=${alert.id}`, { as, headers, json: { frequency: 'weekly', ...forged } })
      expect(bulk.status === 403 || ((await json(bulk)).docs as unknown[]).length === 0, `bulk PATCH answered ${bulk.status}`).toBe(true)
      expect([403, 404]).toContain((await rest(payload, 'DELETE', `/job-alerts/${alert.id}${query}`, { as, headers })).status)
      // Nor does naming the mark of the subscribe flow's new alert create one.
      const creating = { 'alerts:flow': 'new', context: { 'alerts:flow': 'new' }, req: { context: { 'alerts:flow': 'new' } } }
      const made = { email: stranger.email, frequency: 'daily', q: 'forged', status: 'active', ...creating }
      expect((await rest(payload, 'POST', '/job-alerts?context[alerts:flow]=new&alerts:flow=new', { as, headers: { 'X-Payload-Context': JSON.stringify(creating.context) }, json: made })).status).toBe(403)
    }
    expect(await stored(alert.id)).toEqual(before)
    // The owner changes the frequency; the marker in their request changes none of the server's fields.
    expect((await rest(payload, 'PATCH', `/job-alerts/${alert.id}${query}`, { as: owner, headers, json: { frequency: 'weekly', ...serverOnly, ...forged } })).status).toBe(200)
    const after = await stored(alert.id)
    expect(after).toMatchObject({ frequency: 'weekly', status: 'active', email: owner.email, language: before.language, kind: 'jobs', owner: owner.id })
    for (const field of ['unsubscribedAt', 'confirmedAt', 'lastRunAt', 'confirmTokenHash', 'confirmExpiresAt', 'consent', 'searchKey'] as const) expect(after[field], field).toEqual(before[field])
  })
})

describe('unsubscribe: one click, no session, effective at once, still working 60 days later', { timeout: 90_000 }, () => {
  it('by the link in the body: the page’s button POSTs the signed link', async () => {
    const { alert } = await confirmedGuestAlert('unsub-link')
    const link = new URL(unsubscribeUrl(alert.id, 'fr'))
    expect(link.pathname).toBe('/fr/alerts/unsubscribe')
    const token = link.searchParams.get('token')!
    const res = await rest(payload, 'POST', '/job-alerts/unsubscribe', { json: { alert: link.searchParams.get('alert'), token } })
    expect(res.status).toBe(200)
    const after = await stored(alert.id)
    expect(after.status).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeTruthy()
    const consents = await consentsOf(alert.id)
    expect(consents.every((c) => c.withdrawnAt)).toBe(true)
    // Pressing it again answers the same.
    expect((await rest(payload, 'POST', '/job-alerts/unsubscribe', { json: { alert: alert.id, token } })).status).toBe(200)
  })

  it('by the RFC 8058 one-click POST (List-Unsubscribe=One-Click), idempotent; a bad signature is refused and changes nothing', async () => {
    const { alert } = await confirmedGuestAlert('unsub-oneclick')
    const { alert: other } = await confirmedGuestAlert('unsub-other')
    const url = oneClickUnsubscribeUrl(alert.id)
    expect(new URL(url).pathname).toBe('/api/job-alerts/unsubscribe')

    const forged = new URL(url)
    forged.searchParams.set('token', unsubscribeToken(other.id))
    expect((await postTo(forged.toString(), 'List-Unsubscribe=One-Click')).status).toBe(403)
    forged.searchParams.set('alert', String(other.id))
    forged.searchParams.set('token', 'A'.repeat(43))
    expect((await postTo(forged.toString(), 'List-Unsubscribe=One-Click')).status).toBe(403)
    expect((await stored(alert.id)).status).toBe('active')
    expect((await stored(other.id)).status).toBe('active')

    // The signed alert alone is ended, whatever other alert the request names as the flow's mark does.
    const naming = new URL(url)
    naming.searchParams.set('alerts:flow', String(other.id))
    const res = await postTo(naming.toString(), `List-Unsubscribe=One-Click&alerts:flow=${other.id}&context[alerts:flow]=${other.id}`)
    expect(res.status).toBe(200)
    expect((await stored(alert.id)).status).toBe('unsubscribed')
    expect((await stored(other.id)).status).toBe('active')
    expect((await consentsOf(other.id)).every((c) => !c.withdrawnAt)).toBe(true)
    expect((await postTo(url, 'List-Unsubscribe=One-Click')).status).toBe(200)
  })

  it('a link from an email sent 60+ days ago still unsubscribes', async () => {
    const { alert } = await confirmedGuestAlert('unsub-late')
    const url = oneClickUnsubscribeUrl(alert.id)
    const pageLink = new URL(unsubscribeUrl(alert.id, 'en'))
    // The server's clock (Date only: timers and the database run as usual) moves 61 days on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 24 * 60 * 60 * 1000 })
    const res = await postTo(url, 'List-Unsubscribe=One-Click')
    expect(res.status).toBe(200)
    expect((await stored(alert.id)).status).toBe('unsubscribed')
    // The page's link (the same signature) too, and a deleted alert's link answers the same.
    expect((await rest(payload, 'POST', '/job-alerts/unsubscribe', { json: { alert: pageLink.searchParams.get('alert'), token: pageLink.searchParams.get('token') } })).status).toBe(200)
    await payload.delete({ collection: 'job-alerts', id: alert.id, overrideAccess: true })
    expect((await postTo(url, 'List-Unsubscribe=One-Click')).status).toBe(200)
  })

  it('a signed-in owner’s alert unsubscribes the same way, without their session', async () => {
    const person = await makeUser(payload, ['professional'], 'alerts-unsub-owner')
    await subscribe({ q: 'owner unsubscribe', frequency: 'daily', consent: true }, { as: person })
    const [alert] = await alertsTo(person.email)
    expect((await postTo(oneClickUnsubscribeUrl(alert.id), 'List-Unsubscribe=One-Click')).status).toBe(200)
    expect((await stored(alert.id)).status).toBe('unsubscribed')
    // Saving the search again (signed in, box ticked) starts it again, on a new consent.
    await subscribe({ q: 'owner unsubscribe', frequency: 'daily', consent: true }, { as: person })
    const again = await stored(alert.id)
    expect(again.status).toBe('active')
    expect(again.unsubscribedAt ?? null).toBeNull()
    expect(await consentsOf(alert.id)).toHaveLength(2)
  })
})

describe('personal data', { timeout: 90_000 }, () => {
  it('alerts and consents are exported; closing the account deletes the alerts and keeps the consents, withdrawn', async () => {
    const person = await makeUser(payload, ['professional'], 'alerts-privacy')
    await subscribe({ q: 'export me', frequency: 'daily', consent: true }, { as: person })
    const [alert] = await alertsTo(person.email)
    const [consent] = await consentsOf(alert.id)

    const exported = await rest(payload, 'GET', '/users/export-data', { as: person })
    expect(exported.status).toBe(200)
    const { unzipSync, strFromU8 } = await import('fflate')
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['my-data.json'])) as Record<string, unknown[]>
    expect(data.jobAlerts).toEqual([expect.objectContaining({ q: 'export me', status: 'active', email: person.email })])
    expect(data.alertConsents).toEqual([expect.objectContaining({ method: 'account-form', wording: consent.wording })])

    const closed = await rest(payload, 'POST', '/users/close-account', { as: person, json: { password: STRONG_PASSWORD } })
    expect(closed.status).toBe(200)
    expect(await alertsTo(person.email)).toEqual([])
    const kept = (await payload.findByID({ collection: 'alert-consents', id: consent.id, depth: 0, overrideAccess: true })) as AlertConsent
    expect(kept).toMatchObject({ email: person.email, wording: consent.wording, method: 'account-form', user: null })
    expect(kept.withdrawnAt).toBeTruthy()
  })

  it('an account that never confirmed its address reaches nobody else’s guest alerts: removing it leaves them running', async () => {
    const { email, alert } = await confirmedGuestAlert('alerts-squatted')
    // Someone signs up with that address and never confirms it; the retention schedule removes the account.
    const squatter = await payload.create({
      collection: 'users',
      data: { email, password: STRONG_PASSWORD, fullName: 'Not the owner', roles: ['professional'], _verified: false } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    await deleteAccount(payload, squatter.id, 'retention')
    expect(await stored(alert.id)).toMatchObject({ status: 'active', email })
    expect((await consentsOf(alert.id)).every((c) => !c.withdrawnAt)).toBe(true)
  })
})
