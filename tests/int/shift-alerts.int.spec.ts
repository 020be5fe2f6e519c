import { eq } from '@payloadcms/db-postgres/drizzle'
import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runDigest } from '@/domain/alerts/digest'
import { oneClickUnsubscribeUrl } from '@/domain/alerts/links'
import { runShiftDigest } from '@/domain/alerts/shiftDigest'
import { database } from '@/lib/payload/sql'
import { shifts } from '@/payload-generated-schema'
import type { AlertConsent, JobAlert, Shift, User } from '@/payload-types'

import { en, english, fr } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import type { CapturedMail } from '../support/mailCatcher'
import { makeCompany, makePosting } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload, makeUser, uniqueEmail } from '../support/payload'
import { handlers, rest } from '../support/rest'

/*
 * Shift alerts (issue 30 §6, docs/alerts.md and docs/alert-digest.md): "email me new shifts near …",
 * with the job alerts' consent (double opt-in for a guest), digest, unsubscribe and access rules. Each
 * alert here asks for a lowest rate of $900 an hour, which no other test's shifts reach, so only this
 * file's shifts can match it. The digest is run by hand a day or more ahead of the real clock, with
 * each alert marked as having just sent an email by the real clock (the scheduled run never finds it due).
 */

trustClientAddressHeader()

let payload: Payload
let owner: User
let admin: User

const a = english('alerts')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const RATE = 90_000
/** The date `days` from now (UTC), as YYYY-MM-DD. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
/** Each run of the digest a day after the one before (an alert is daily), always ahead of the real clock. */
let runs = 0
const nextRun = () => new Date(Date.now() + (++runs + 1) * DAY + HOUR)
/** A day no other shift of this file uses. */
let day = 40

const json = async (res: Response) => (await res.json()) as Record<string, unknown>
const STREET = '1 Harbour Rd'
const POSTAL = 'B3H 1A1'

/** A shift posted by the company's owner (the site's street and postal code are the exact address). */
async function shift(fields: Record<string, unknown> = {}): Promise<Shift> {
  const res = await rest(payload, 'POST', '/shifts/post', {
    as: owner,
    json: { positionType: 'pharmacy-technician', dates: [dayFrom(day++)], startTime: '09:00', endTime: '17:00', rateCents: 95_000, city: 'Dartmouth', province: 'NS', street: STREET, postalCode: POSTAL, ...fields },
  })
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return ((await res.json()) as { shifts: Shift[] }).shifts[0]
}

const subscribe = (body: Record<string, unknown>, as?: User) =>
  rest(payload, 'POST', '/job-alerts/subscribe-shifts', { as, json: { frequency: 'daily', consent: true, ...body }, headers: from(newNetwork()) })

const search = { near: 'Halifax', km: 25, positionType: 'pharmacy-technician', minRateCents: RATE }

const alertsTo = async (email: string) => (await payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs as JobAlert[]
const stored = async (id: number) => (await payload.findByID({ collection: 'job-alerts', id, depth: 0, overrideAccess: true })) as JobAlert
/** Marks the alert as having just sent an email by the real clock: only the hand-run digests below find it due. */
const quietNow = (alert: JobAlert) => payload.update({ collection: 'job-alerts', id: alert.id, data: { lastSentAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
const sentTo = async (alert: JobAlert) =>
  (await payload.find({ collection: 'alert-deliveries', where: { alert: { equals: alert.id } }, overrideAccess: true, depth: 0, pagination: false })).docs.map((d) => Number(d.shift))
/** The shifts an email links to. */
const linkedShifts = (mail: CapturedMail) => mail.links.flatMap((l) => (/\/shifts\/(\d+)$/.exec(l) ? [Number(/\/shifts\/(\d+)$/.exec(l)![1])] : []))
/** The shift alert emails that reached `address`. */
const shiftMails = async (address: string) => (await deliveredTo(payload, address)).filter((m) => linkedShifts(m).length > 0)

/** Moves when the shift was posted (what makes a shift new to an alert). */
const postedAt = async (posted: Shift, at: Date) =>
  (await database(payload)).update(shifts).set({ createdAt: at.toISOString() }).where(eq(shifts.id, posted.id))

/** A signed-in professional's alert, on at once, quiet by the real clock. */
async function proAlert(label: string, body: Record<string, unknown> = search, language: 'en' | 'fr' = 'en') {
  const pro = await makeUser(payload, ['professional'], label)
  const res = await subscribe({ ...body, language }, pro)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  const [alert] = await alertsTo(pro.email)
  expect(alert).toMatchObject({ kind: 'shifts', status: 'active', language })
  await quietNow(alert)
  return { pro, alert }
}

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'sa-admin')
  owner = await makeUser(payload, ['employer'], 'sa-owner')
  await makeCompany(payload, owner, 'Harbour Relief Pharmacy')
})

describe('subscribing: the job alerts’ consent and double opt-in', { timeout: 90_000 }, () => {
  it('a guest ticks the box, gets one confirmation email naming the sender, and the alert runs only once the link is confirmed', async () => {
    const email = uniqueEmail('sa-guest')
    const res = await subscribe({ ...search, email, language: 'en', source: '/shifts?near=Halifax' })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ status: 'pending', message: a('subscribe.checkEmail', { email }) })
    const [pending] = await alertsTo(email)
    expect(pending).toMatchObject({ kind: 'shifts', status: 'pending', shift: { near: 'Halifax', km: 25, positionType: 'pharmacy-technician', minRateCents: RATE } })

    const mails = await deliveredTo(payload, email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(a('shifts.email.confirmSubject'))
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(mails[0].text).toContain(a('email.sender', { name: settings.siteName, address: settings.mailingAddress }))
    const token = new URL(mails[0].links.find((l) => l.includes('/alerts/confirm'))!).searchParams.get('token')!

    // The consent is recorded with the words shown (the shift wording), not yet confirmed.
    const consents = async () => (await payload.find({ collection: 'alert-consents', where: { alert: { equals: pending.id } }, depth: 0, overrideAccess: true })).docs as AlertConsent[]
    const [consent] = await consents()
    expect(consent).toMatchObject({ email, method: 'email-confirmation', language: 'en', wording: a('shifts.consentWording', { sender: settings.siteName }), source: '/shifts?near=Halifax' })
    expect(consent.confirmedAt).toBeFalsy()

    const peek = await json(await rest(payload, 'GET', `/job-alerts/confirm?token=${token}`))
    expect(peek).toMatchObject({ kind: 'shifts', email })
    expect(String(peek.search)).toContain('Halifax')
    const confirmed = await rest(payload, 'POST', '/job-alerts/confirm', { json: { token } })
    expect(confirmed.status).toBe(200)
    expect((await json(confirmed)).message).toBe(a('shifts.confirmDone'))
    expect((await stored(pending.id)).status).toBe('active')
    expect((await consents())[0].confirmedAt).toBeTruthy()

    // Saving the same search again (written differently) makes no second alert.
    expect((await subscribe({ ...search, near: '  halifax ', email })).status).toBe(200)
    expect(await alertsTo(email)).toHaveLength(1)
  })

  it('bad input is a clear 400 in the catalogue’s words, and nothing is stored or sent', async () => {
    const email = uniqueEmail('sa-bad')
    const cases: [Record<string, unknown>, string][] = [
      [{ ...search, consent: false }, a('errors.consent')],
      [{ ...search, near: '' }, a('shifts.errors.place')],
      [{ ...search, near: 'Nowhereville Xyz' }, en('shifts.problems.siteUnknown')],
      [{ ...search, km: 0 }, en('shifts.problems.kmInvalid')],
      [{ ...search, km: 501 }, en('shifts.problems.kmInvalid')],
      [{ ...search, minRateCents: -1 }, a('shifts.errors.rate')],
      [{ ...search, positionType: 'astronaut' }, en('shifts.problems.positionType')],
    ]
    for (const [body, message] of cases) {
      const res = await subscribe({ ...body, email })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await json(res)).error, JSON.stringify(body)).toBe(message)
    }
    expect(await alertsTo(email)).toEqual([])
    expect(await deliveredTo(payload, email)).toEqual([])
  })

  it('an account without the professional role is refused (403), whatever it sends, and nothing is stored', async () => {
    for (const role of ['employer', 'editor', 'admin'] as const) {
      const user = await makeUser(payload, [role], `sa-${role}`)
      const res = await subscribe({ ...search, email: uniqueEmail('sa-other') }, user)
      expect(res.status, role).toBe(403)
      expect((await json(res)).error).toBe(a('shifts.errors.professionalsOnly'))
      expect(await alertsTo(user.email)).toEqual([])
    }
  })
})

describe('the shift digest', { timeout: 120_000 }, () => {
  it('emails a matching shift within the radius once, with city and distance but never the exact address', async () => {
    const { pro, alert } = await proAlert('sa-pro')
    const match = await shift()
    await shift({ city: 'Truro' }) // about 85 km away
    await shift({ rateCents: RATE - 5_000 }) // below the lowest rate
    await shift({ positionType: 'physician', requiresLicence: false }) // another position type
    const cancelled = await shift()
    expect((await rest(payload, 'POST', `/shifts/${cancelled.id}/cancel`, { as: owner, json: {} })).status).toBe(200)

    await runShiftDigest(payload, { now: nextRun() })
    const [mail, ...others] = await shiftMails(pro.email)
    expect(others).toEqual([])
    expect(linkedShifts(mail)).toEqual([match.id])
    expect(await sentTo(alert)).toEqual([match.id])
    expect(mail.subject).toContain(a('shifts.digest.subject', { count: 1, search: '' }).trim().replace(/:$/, ''))
    expect(mail.text).toContain('Dartmouth, NS')
    expect(mail.text).toContain(a('shifts.digest.distance', { km: 3.2 }))
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(STREET)
      expect(body).not.toContain(POSTAL)
    }
    // Unsubscribe in one click, as every alert email.
    expect(mail.headers['list-unsubscribe']).toContain(oneClickUnsubscribeUrl(alert.id))
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect((await stored(alert.id)).lastSentAt).toBeTruthy()

    // The next runs send it no second time; a new matching shift goes out alone.
    await runShiftDigest(payload, { now: nextRun() })
    expect(await shiftMails(pro.email)).toHaveLength(1)
    // Posted after that run (the runs are ahead of the real clock, the posting time is moved after them).
    const second = await shift({ city: 'Halifax' })
    const later = nextRun()
    await postedAt(second, new Date(later.getTime() - HOUR))
    await runShiftDigest(payload, { now: later })
    const mails = await shiftMails(pro.email)
    expect(mails).toHaveLength(2)
    expect(linkedShifts(mails[1])).toEqual([second.id])
    expect((await sentTo(alert)).sort((x, y) => x - y)).toEqual([match.id, second.id].sort((x, y) => x - y))
  })

  it('a French alert gets its email in French, with a Quebec shift’s French notes', async () => {
    const { pro, alert } = await proAlert('sa-pro-fr', { near: 'Montréal', km: 25, minRateCents: RATE }, 'fr')
    const laval = await shift({ city: 'Laval', province: 'QC', notes: 'Dispensary cover, busy Saturday.', notesFr: 'Remplacement à l’officine, samedi chargé.' })
    await runShiftDigest(payload, { now: nextRun() })
    const [mail, ...others] = await shiftMails(pro.email)
    expect(others).toEqual([])
    expect(linkedShifts(mail)).toEqual([laval.id])
    expect(mail.links).toContain(`http://localhost:3000/fr/shifts/${laval.id}`)
    expect(mail.subject.startsWith(fr('alerts.shifts.digest.subject', { count: 1, search: 'x' }).replace(/x$/, ''))).toBe(true)
    expect(mail.text).toContain('Remplacement à l’officine, samedi chargé.')
    expect(mail.text).not.toContain('Dispensary cover')
    expect(mail.text).toContain(fr('alerts.shifts.digest.address'))
    expect(mail.text).toContain(fr('alertEmails.unsubscribe'))
    expect(mail.text).not.toContain(STREET)
    expect((await stored(alert.id)).language).toBe('fr')
  })

  it('unsubscribing (the one-click POST) stops it at once', async () => {
    const { pro, alert } = await proAlert('sa-pro-stop')
    const url = new URL(oneClickUnsubscribeUrl(alert.id))
    const request = new Request(`http://localhost:3000${url.pathname}${url.search}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect((await handlers.POST(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })).status).toBe(200)
    expect((await stored(alert.id)).status).toBe('unsubscribed')
    await shift()
    await runShiftDigest(payload, { now: nextRun() })
    expect(await shiftMails(pro.email)).toEqual([])
    expect(await sentTo(alert)).toEqual([])
  })

  it('the job digest leaves shift alerts alone (a shift alert is not an empty job search)', async () => {
    const { alert } = await proAlert('sa-pro-kind')
    const now = nextRun()
    await makePosting(payload, owner, { title: 'Relief pharmacy technician', postedDate: new Date(now.getTime() - HOUR).toISOString() })
    await runDigest(payload, { now })
    expect((await payload.find({ collection: 'alert-deliveries', where: { and: [{ alert: { equals: alert.id } }, { posting: { exists: true } }] }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('who may do what: the job alerts’ matrix', { timeout: 60_000 }, () => {
  it('owners list, change and delete their shift alerts; nobody else but admins can; the kind is the server’s', async () => {
    const { pro, alert } = await proAlert('sa-owner')
    const other = await makeUser(payload, ['professional'], 'sa-other')
    const mine = await json(await rest(payload, 'GET', '/job-alerts/mine', { as: pro }))
    expect(mine.docs).toEqual([expect.objectContaining({ id: alert.id, kind: 'shifts', shift: { near: 'Halifax', km: 25, positionType: 'pharmacy-technician', minRateCents: RATE } })])
    expect((await json(await rest(payload, 'GET', '/job-alerts/mine', { as: other }))).docs).toEqual([])

    // Strangers: not found, and nothing changes.
    expect((await rest(payload, 'GET', `/job-alerts/${alert.id}`, { as: other })).status).toBe(404)
    expect([401, 403, 404]).toContain((await rest(payload, 'GET', `/job-alerts/${alert.id}`)).status)
    expect([403, 404]).toContain((await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: other, json: { shift: { km: 100 } } })).status)
    expect([403, 404]).toContain((await rest(payload, 'DELETE', `/job-alerts/${alert.id}`, { as: other })).status)
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: other })).status).toBe(404)
    expect((await stored(alert.id)).shift?.km).toBe(25)
    // Admins read it.
    expect((await rest(payload, 'GET', `/job-alerts/${alert.id}`, { as: admin })).status).toBe(200)

    // The owner changes the distance and the frequency; never the kind; a place /shifts cannot find is refused.
    const patched = await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: pro, json: { frequency: 'weekly', kind: 'jobs', shift: { km: 100 } } })
    expect(patched.status, JSON.stringify(await patched.clone().json())).toBe(200)
    expect(await stored(alert.id)).toMatchObject({ kind: 'shifts', frequency: 'weekly', shift: { near: 'Halifax', km: 100, minRateCents: RATE } })
    for (const body of [{ shift: { near: 'Nowhereville Xyz' } }, { shift: { km: 9000 } }, { shift: { near: '' } }, { shift: { positionType: 'astronaut' } }]) {
      expect((await rest(payload, 'PATCH', `/job-alerts/${alert.id}`, { as: pro, json: body })).status, JSON.stringify(body)).toBe(400)
    }
    expect((await stored(alert.id)).shift).toMatchObject({ near: 'Halifax', km: 100 })
    // Pause and resume as a job alert.
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/pause`, { as: pro })).status).toBe(200)
    expect((await rest(payload, 'POST', `/job-alerts/${alert.id}/resume`, { as: pro })).status).toBe(200)
    // Nobody creates one through the generic API.
    expect((await rest(payload, 'POST', '/job-alerts', { as: pro, json: { email: pro.email, kind: 'shifts', shift: search, frequency: 'daily' } })).status).toBe(403)
    // The person's data export lists it with its search.
    const exported = await rest(payload, 'GET', '/users/export-data', { as: pro })
    expect(exported.status).toBe(200)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['my-data.json'])) as Record<string, unknown[]>
    expect(data.jobAlerts).toEqual([expect.objectContaining({ kind: 'shifts', shift: { near: 'Halifax', km: 100, positionType: 'pharmacy-technician', minRateCents: RATE } })])
    expect((await rest(payload, 'DELETE', `/job-alerts/${alert.id}`, { as: pro })).status).toBe(200)
    expect(await alertsTo(pro.email)).toEqual([])
  })
})
