import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runDigest, type DigestStep } from '@/domain/alerts/digest'
import { oneClickUnsubscribeUrl, unsubscribeUrl } from '@/domain/alerts/links'
import type { ChipId } from '@/domain/jobs/chips'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { jobQuery } from '@/domain/jobs/query'
import type { Language } from '@/i18n/locale'
import type { JobAlert, JobPosting, User } from '@/payload-types'

import { en, fr } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { makePosting, unique } from '../support/factories'
import { getPayload, makeUser, uniqueEmail } from '../support/payload'

/**
 * The job alert digest (docs/alert-digest.md): what each alert's email holds, that a posting is
 * sent once to an alert whatever runs or crashes, and who gets nothing.
 *
 * The digest is run by hand at chosen times, each test on its own day far in the future, so the
 * scheduled run (real time) never finds these alerts due: each is created as having just sent an
 * email by the real clock.
 */
let payload: Payload
let employer: User
const HOUR = 60 * 60_000
const DAY = 24 * HOUR
let epoch = Date.now() + 400 * DAY
/** A fresh day for a test: the time its first digest runs. */
const newDay = () => new Date((epoch += 30 * DAY))
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

/** A word only one test's postings and alerts hold, so tests never see each other's postings. */
const word = () => `zd${Math.random().toString(36).slice(2, 10)}`

let minute = 0
/** An active posting that went live at `postedAt` (distinct minutes keep the order stable). */
const posting = (postedAt: Date, fields: Partial<JobPosting> & { status?: JobPosting['status']; paid?: boolean; confidential?: boolean } = {}) =>
  makePosting(payload, employer, { postedDate: at(postedAt, ++minute * 1000).toISOString(), ...fields })

type AlertFields = Partial<Omit<JobAlert, 'chips'>> & { chips?: ChipId[] }

/** An alert whose cursor is `since`; active, daily and English unless told otherwise. */
const makeAlert = (since: Date, fields: AlertFields = {}) =>
  payload.create({
    collection: 'job-alerts',
    overrideAccess: true,
    data: {
      email: uniqueEmail('alert'),
      language: 'en',
      q: '',
      chips: [],
      frequency: 'daily',
      status: 'active',
      confirmedAt: since.toISOString(),
      lastRunAt: since.toISOString(),
      lastSentAt: new Date().toISOString(),
      ...fields,
    } as never,
  }) as Promise<JobAlert>

const sentTo = async (alert: JobAlert) =>
  (
    await payload.find({ collection: 'alert-deliveries', where: { alert: { equals: alert.id } }, overrideAccess: true, depth: 0, pagination: false })
  ).docs.map((d) => Number(d.posting))

const stored = (alert: JobAlert) => payload.findByID({ collection: 'job-alerts', id: alert.id, overrideAccess: true, depth: 0 })

const jobLink = (id: number, language: Language = 'en') => `http://localhost:3000/${language}/jobs/${id}`
/** The postings an email links to, in its order. */
const linkedJobs = (mail: { links: string[] }) =>
  mail.links.flatMap((l) => {
    const id = /\/jobs\/(\d+)$/.exec(l)?.[1]
    return id ? [Number(id)] : []
  })

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'digest-employer')
})

describe('what an alert finds: Find Work’s search', () => {
  it('in English: the same postings as Find Work for the same words and chips, newest first', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const found = [
      await posting(at(since, HOUR), { title: `Oncology Pharmacist ${w}`, employmentType: 'full-time' }),
      await posting(at(since, HOUR), { description: `Handles anticoagulation clinics ${w}`, employmentType: 'full-time' }),
      await posting(at(since, HOUR), { title: `Clinic lead ${w}`, employmentType: 'part-time', tags: ['full-time'] }),
    ]
    await posting(at(since, HOUR), { title: `Part-timer ${w}`, employmentType: 'part-time' })
    await posting(at(since, HOUR), { title: `Draft ${w}`, employmentType: 'full-time', status: 'draft' })
    await posting(at(since, HOUR), { title: `Ended ${w}`, employmentType: 'full-time', status: 'expired' })
    const alert = await makeAlert(since, { q: w, chips: ['full-time'] })

    await runDigest(payload, { now: day })

    // Newest first, as the email lists them (Find Work's words otherwise rank by relevance).
    const findWork = (await searchJobs(payload, jobQuery({ q: w, chips: ['full-time'], sort: 'newest' }), null, 'en')).jobs.map((j) => j.id)
    expect(sorted(findWork)).toEqual(sorted(found.map((p) => p.id)))
    expect(sorted(await sentTo(alert))).toEqual(sorted(findWork))
    const [mail] = await deliveredTo(payload, alert.email)
    expect(linkedJobs(mail)).toEqual(findWork)
  })

  it('in French: a word also matches position types’ French labels, as on /fr/find-work', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const english = await posting(at(since, HOUR), { title: `Staff Pharmacist ${w}`, positionType: 'pharmacist-full-time' })
    const french = await posting(at(since, HOUR), { title: `Pharmacist ${w}`, titleFr: `Pharmacien communautaire ${w}`, positionType: 'pharmacist-part-time' })
    await posting(at(since, HOUR), { title: `Technician ${w}`, positionType: 'pharmacy-technician' })
    const alert = await makeAlert(since, { q: `${w} pharmacien`, language: 'fr' })

    await runDigest(payload, { now: day })

    const findWork = (await searchJobs(payload, jobQuery({ q: `${w} pharmacien`, chips: [], page: 1 }), null, 'fr')).jobs.map((j) => j.id)
    expect(sorted(findWork)).toEqual(sorted([english.id, french.id]))
    expect(sorted(await sentTo(alert))).toEqual(sorted(findWork))

    // In French: subject, links, the French title where the posting has one.
    const [mail] = await deliveredTo(payload, alert.email)
    const { siteName } = await payload.findGlobal({ slug: 'site-settings', locale: 'fr', overrideAccess: true })
    const search = fr('alerts.searchWords', { q: `${w} pharmacien` })
    expect(mail.subject).toBe(fr('alertEmails.subject', { count: 2, search }))
    expect(mail.text).toContain(fr('alertEmails.intro', { siteName, search }))
    expect(mail.text).toContain(`Pharmacien communautaire ${w}`)
    expect(mail.links).toContain(jobLink(french.id, 'fr'))
    expect(mail.links).toContain(unsubscribeUrl(alert.id, 'fr'))
  })

  it('sends at most 20 postings, then says how many more and links to the search', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const all: JobPosting[] = []
    for (let i = 0; i < 22; i++) all.push(await posting(at(since, HOUR), { title: `Locum ${i} ${w}` }))
    const alert = await makeAlert(since, { q: w })

    await runDigest(payload, { now: day })

    const [mail] = await deliveredTo(payload, alert.email)
    const newest = all.slice(2).reverse().map((p) => p.id)
    expect(linkedJobs(mail)).toEqual(newest)
    expect(sorted(await sentTo(alert))).toEqual(sorted(newest))
    expect(mail.text).toContain(en('alertEmails.more', { n: 2, capped: 'false' }))
    expect(mail.links).toContain(`http://localhost:3000/en/find-work?q=${w}`)
  })
})

describe('each posting once', () => {
  it('across runs: the second email holds only what went live since the first; a third run sends nothing', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    // The second went live within the overlap the next run looks back over: the ledger keeps it out.
    const first = [await posting(at(since, HOUR), { title: `Relief ${w}` }), await posting(at(day, -4 * 60_000), { title: `Weekend ${w}` })]
    const alert = await makeAlert(since, { q: w, frequency: 'hourly' })

    expect((await runDigest(payload, { now: day })).failed).toBe(0)
    // Went live just before the first run read, but committed after it: the next run's overlap finds it.
    const later = await posting(at(day, -3 * 60_000), { title: `Evening ${w}` })
    await runDigest(payload, { now: at(day, HOUR) })
    await runDigest(payload, { now: at(day, 2 * HOUR) })

    const inbox = await deliveredTo(payload, alert.email)
    expect(inbox).toHaveLength(2)
    // (The queue may deliver the two in either order.)
    const second = inbox.find((m) => linkedJobs(m).includes(later.id))!
    const firstMail = inbox.find((m) => m !== second)!
    expect(sorted(linkedJobs(firstMail))).toEqual(sorted(first.map((p) => p.id)))
    expect(linkedJobs(second)).toEqual([later.id])
    expect(sorted(await sentTo(alert))).toEqual(sorted([...first, later].map((p) => p.id)))
    expect((await stored(alert)).lastSentAt).toBe(at(day, HOUR).toISOString())
  })

  it.each<DigestStep>(['ledger', 'queued', 'marked'])(
    'a crash after the %s step loses nothing and repeats nothing: the alert is sent once, by the next run',
    async (step) => {
      const w = word()
      const day = newDay()
      const since = at(day, -3 * HOUR)
      const p1 = await posting(at(since, HOUR), { title: `Alpha ${w}` })
      const p2 = await posting(at(since, HOUR), { title: `Beta ${w}` })
      const done = await makeAlert(since, { q: w, frequency: 'hourly' })
      const crashed = await makeAlert(since, { q: `beta ${w}`, frequency: 'hourly' })

      const crash = async (s: DigestStep, id: number) => {
        if (s === step && id === crashed.id) throw new Error('the process died here')
      }
      const result = await runDigest(payload, { now: day, afterStep: crash })
      expect(result.failed).toBe(1)
      // Nothing of the crashed alert's transaction remains; the other alert is done.
      expect(await sentTo(crashed)).toEqual([])
      expect((await stored(crashed)).lastRunAt).toBe(since.toISOString())
      expect(sorted(await sentTo(done))).toEqual(sorted([p1.id, p2.id]))

      await runDigest(payload, { now: at(day, 10 * 60_000) })
      await runDigest(payload, { now: at(day, 2 * HOUR) })

      const [doneMail, ...doneMore] = await deliveredTo(payload, done.email)
      expect(doneMore).toHaveLength(0)
      expect(sorted(linkedJobs(doneMail))).toEqual(sorted([p1.id, p2.id]))
      const [crashedMail, ...crashedMore] = await deliveredTo(payload, crashed.email)
      expect(crashedMore).toHaveLength(0)
      expect(linkedJobs(crashedMail)).toEqual([p2.id])
      expect(await sentTo(crashed)).toEqual([p2.id])
    },
  )
})

describe('privacy and who gets nothing', () => {
  it('follows the postings’ privacy: a confidential or unpaid posting’s company is never in the email', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    const secret = unique('Hidden Clinic')
    const unpaid = unique('Unpaid Clinic')
    const open = unique('Open Clinic')
    await posting(at(since, HOUR), { title: `Confidential role ${w}`, company: secret, confidential: true })
    await posting(at(since, HOUR), { title: `Unpaid role ${w}`, company: unpaid, paid: false })
    await posting(at(since, HOUR), { title: `Public role ${w}`, company: open })
    const alert = await makeAlert(since, { q: w })

    await runDigest(payload, { now: day })

    const [mail] = await deliveredTo(payload, alert.email)
    expect(linkedJobs(mail)).toHaveLength(3)
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(secret)
      expect(body).not.toContain(unpaid)
      expect(body).toContain(open)
      expect(body).toContain(en('alertEmails.confidential'))
    }
  })

  it('sends nothing when nothing new matched, and still moves the cursor', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    await posting(at(since, -HOUR), { title: `Before the alert ${w}` })
    await posting(at(since, HOUR), { title: `Other words entirely ${word()}` })
    const alert = await makeAlert(since, { q: w })

    await runDigest(payload, { now: day })

    expect(await deliveredTo(payload, alert.email)).toHaveLength(0)
    expect(await sentTo(alert)).toEqual([])
    const after = await stored(alert)
    expect(after.lastRunAt).toBe(day.toISOString())
    expect(after.lastSentAt).not.toBe(day.toISOString())
  })

  it.each(['paused', 'pending', 'unsubscribed'] as const)('a %s alert gets nothing', async (status) => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    await posting(at(since, HOUR), { title: `Anything ${w}` })
    const alert = await makeAlert(since, { q: w, status })

    await runDigest(payload, { now: day })

    expect(await deliveredTo(payload, alert.email)).toHaveLength(0)
    expect(await sentTo(alert)).toEqual([])
    expect((await stored(alert)).lastRunAt).toBe(since.toISOString())
  })

  it('keeps to its frequency: hourly, daily and weekly alerts wait their period after an email', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    await posting(at(since, HOUR), { title: `Steady ${w}` })
    const hourly = await makeAlert(since, { q: w, frequency: 'hourly', lastSentAt: at(day, -50 * 60_000).toISOString() })
    const daily = await makeAlert(since, { q: w, frequency: 'daily', lastSentAt: at(day, -23 * HOUR).toISOString() })
    const weekly = await makeAlert(since, { q: w, frequency: 'weekly', lastSentAt: at(day, -6 * DAY).toISOString() })

    await runDigest(payload, { now: day })
    for (const alert of [hourly, daily, weekly]) expect(await sentTo(alert)).toEqual([])

    await runDigest(payload, { now: at(day, 10 * 60_000) })
    expect(await sentTo(hourly)).toHaveLength(1)
    expect(await sentTo(daily)).toEqual([])

    await runDigest(payload, { now: at(day, HOUR) })
    expect(await sentTo(daily)).toHaveLength(1)
    expect(await sentTo(weekly)).toEqual([])

    await runDigest(payload, { now: at(day, DAY) })
    expect(await sentTo(weekly)).toHaveLength(1)
    for (const alert of [hourly, daily, weekly]) expect(await deliveredTo(payload, alert.email)).toHaveLength(1)
  })
})

describe('the email', () => {
  it('names the sender, says why it came, and unsubscribes in one click (List-Unsubscribe, RFC 8058)', async () => {
    const w = word()
    const day = newDay()
    const since = at(day, -3 * HOUR)
    await posting(at(since, HOUR), { title: `Charge Nurse ${w}`, remote: true, payMin: 60, payMax: 75, payUnit: 'hour' })
    const alert = await makeAlert(since, { q: w, chips: ['remote'], frequency: 'weekly' })

    await runDigest(payload, { now: day })

    const [mail] = await deliveredTo(payload, alert.email)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const search = `${en('alerts.searchWords', { q: w })} · ${en('jobs.chips.remote')}`
    expect(mail.subject).toBe(en('alertEmails.subject', { count: 1, search }))
    expect(mail.text).toContain(`Charge Nurse ${w}`)
    expect(mail.text).toContain('$60.00 – $75.00')
    expect(mail.text).toContain(en('alertEmails.why', { email: alert.email, siteName: settings.siteName, frequency: 'weekly' }))
    expect(mail.text).toContain(settings.contactEmail)
    expect(mail.text).toContain(settings.mailingAddress.trim().split(/\s*\n\s*/)[0])
    expect(mail.links).toContain(unsubscribeUrl(alert.id, 'en'))
    expect(mail.headers['list-unsubscribe']).toBe(`<${oneClickUnsubscribeUrl(alert.id)}>, <mailto:${settings.contactEmail}?subject=unsubscribe>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  })
})
