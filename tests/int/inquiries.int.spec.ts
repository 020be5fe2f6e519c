import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/domain/rateLimits'
import type { User } from '@/payload-types'

import { en, fr } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { waitForMail } from '../support/mailCatcher'
import { as, getPayload, mail, makeUser, uniqueEmail } from '../support/payload'

let payload: Payload
let admin: User
let professional: User
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'admin')
  professional = await makeUser(payload, ['professional'], 'pro')
})

let ipCounter = 0
/** Each test submits from its own address so the rate limit of one never affects another. */
const fromIp = () => ({ headers: new Headers({ 'x-client-address': `203.0.113.${++ipCounter}` }) })

const submit = (data: Record<string, unknown>, req = fromIp()) =>
  payload.create({ collection: 'ownership-inquiries', data: data as never, req, overrideAccess: false })

const countFor = async (email: string) =>
  (await payload.count({ collection: 'ownership-inquiries', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

describe('ownership inquiries', () => {
  it('stores a valid inquiry and emails the staff inbox and the inquirer', async () => {
    const email = uniqueEmail('owner')
    const doc = await submit({
      fullName: 'Olivia Owner',
      email,
      phone: '416-555-0101',
      currentRole: 'pharmacist',
      experience: '6-10',
      location: 'Ottawa, ON',
      investmentRange: '500k-1m',
      timeline: 'short-term',
      message: 'Looking for a pharmacy in eastern Ontario.',
      status: 'handled',
    })
    expect(doc).toMatchObject({ fullName: 'Olivia Owner', status: 'new' })

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const staff = await waitForMail(() => mail().messages, (m) => m.to.includes(settings.inquiryInbox) && m.text.includes(email))
    expect(staff.subject).toBe(en('inquiry.staffSubject', { name: 'Olivia Owner' }))
    expect(staff.text).toContain('$500K - $1M')
    const confirmation = await waitForMail(() => mail().messages, (m) => m.to.includes(email))
    expect(confirmation.subject).toBe(en('inquiry.confirmSubject'))
    expect(confirmation.text).toContain('within 24 hours')
  })

  it('refuses an invalid email with the message, storing nothing', async () => {
    await expect(submit({ fullName: 'No Email', email: 'not-an-email' })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'email', message: en('inquiry.emailInvalid') }] },
    })
    expect(await countFor('not-an-email')).toBe(0)
  })

  it('requires a full name', async () => {
    await expect(submit({ email: uniqueEmail('noname') })).rejects.toMatchObject({ status: 400 })
  })

  it('refuses an option outside the list, in the asker’s language', async () => {
    await expect(submit({ fullName: 'X', email: uniqueEmail('opt'), investmentRange: 'a-billion' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^The following field is invalid/),
      data: { errors: [{ path: 'investmentRange', message: en('inquiry.badChoice') }] },
    })
    const french = { headers: new Headers({ 'x-client-address': `203.0.113.${++ipCounter}`, 'accept-language': 'fr-CA' }) }
    await expect(submit({ fullName: 'X', email: uniqueEmail('opt'), currentRole: 'ceo', timeline: 'never' }, french)).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Les champs suivants ne sont pas valides/),
      data: { errors: [{ path: 'currentRole', message: fr('inquiry.badChoice') }, { path: 'timeline', message: fr('inquiry.badChoice') }] },
    })
  })

  it('rejects a filled honeypot without storing or emailing', async () => {
    const email = uniqueEmail('bot')
    await expect(submit({ fullName: 'Bot', email, website: 'http://spam.example' })).rejects.toMatchObject({
      status: 400,
      message: en('inquiry.rejected'),
    })
    expect(await countFor(email)).toBe(0)
    expect(await deliveredTo(payload, email)).toEqual([])
  })

  it(`allows ${RATE_LIMITS.inquiryPerNetwork.limit} inquiries per address, then answers 429`, async () => {
    const req = fromIp()
    for (let i = 0; i < RATE_LIMITS.inquiryPerNetwork.limit; i++) await submit({ fullName: `Person ${i}`, email: uniqueEmail('burst') }, req)
    const email = uniqueEmail('burst-over')
    await expect(submit({ fullName: 'One Too Many', email }, req)).rejects.toMatchObject({
      status: 429,
      message: en('inquiry.rateLimited'),
    })
    expect(await countFor(email)).toBe(0)
    // Another address is unaffected.
    await expect(submit({ fullName: 'Neighbour', email: uniqueEmail('other') })).resolves.toBeTruthy()
  })

  it('only admins read inquiries, and admins can mark one handled', async () => {
    const doc = await submit({ fullName: 'Read Me', email: uniqueEmail('read') })
    await expect(payload.findByID({ collection: 'ownership-inquiries', id: doc.id, ...as(professional) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'ownership-inquiries', id: doc.id, ...as(null) })).rejects.toMatchObject({ status: 403 })
    const handled = await payload.update({ collection: 'ownership-inquiries', id: doc.id, data: { status: 'handled' }, ...as(admin) })
    expect(handled.status).toBe('handled')
    expect(handled.handledAt).toBeTruthy()
  })
})
