import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { en } from '../support/copy'
import { waitForMail } from '../support/mailCatcher'
import { as, getPayload, mail, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

const signUp = (password: string, email = uniqueEmail('policy')) =>
  payload.create({ collection: 'users', data: { email, password, preferredLanguage: 'en' }, ...as(null) })

describe('password policy', () => {
  it.each([
    ['7 characters', 'Ab3$efg', en('validation.passwordTooShort')],
    ['129 characters', `Aa1!${'x'.repeat(125)}`, en('validation.passwordTooLong')],
    ['a top-1000 password', 'password1', en('validation.passwordTooCommon')],
    ['a top-1000 password in other case', 'SUNSHINE', en('validation.passwordTooCommon')],
  ])('refuses %s with a clear message and creates nothing', async (_label, password, message) => {
    const email = uniqueEmail('refused')
    await expect(signUp(password, email)).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'password', message }] },
    })
    const found = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
  })

  it('accepts 8 and 128 character passwords that are not common', async () => {
    await expect(signUp('Qz7!kite')).resolves.toMatchObject({ id: expect.anything() })
    await expect(signUp(`Qz7!${'k'.repeat(124)}`)).resolves.toMatchObject({ id: expect.anything() })
  })

  it('applies to password changes too', async () => {
    const me = await makeUser(payload, ['professional'], 'change')
    await expect(
      payload.update({ collection: 'users', id: me.id, data: { password: 'qwerty123' }, ...as(me) }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('a signed-in person cannot set a new password by updating the account: only the emailed link sets one', async () => {
    const me = await makeUser(payload, ['professional'], 'takeover')
    await expect(
      payload.update({ collection: 'users', id: me.id, data: { password: 'Quiet-Harbour-Lamps-58' }, ...as(me) }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ message: en('auth.passwordChangeByLink') }] } })
    await expect(payload.login({ collection: 'users', data: { email: me.email, password: STRONG_PASSWORD } })).resolves.toMatchObject({ token: expect.any(String) })
  })

  it('applies to password resets', async () => {
    const me = await makeUser(payload, ['professional'], 'reset')
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: me.email },
      disableEmail: true,
    })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: '12345678' }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.resetPassword({ collection: 'users', data: { token, password: 'Fresh-Maple-Leaf-8' }, overrideAccess: false }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })
})

describe('sign-in', () => {
  const login = (email: string, password: string) =>
    payload.login({ collection: 'users', data: { email, password }, overrideAccess: false })

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const me = await makeUser(payload, ['professional'], 'enum')
    const unknown = await login(uniqueEmail('nobody'), STRONG_PASSWORD).catch((e) => e)
    const wrong = await login(me.email, 'Not-The-Password-1').catch((e) => e)
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(unknown.status)
    expect(wrong.message).toBe(unknown.message)
  })

  it('refuses an unverified account until the emailed link is followed', async () => {
    const email = uniqueEmail('verify')
    await payload.create({
      collection: 'users',
      data: { email, password: STRONG_PASSWORD, fullName: 'Vera Fied', preferredLanguage: 'en' },
      ...as(null),
    })
    await expect(login(email, STRONG_PASSWORD)).rejects.toMatchObject({ status: 403 })

    // The verification email goes through the jobs queue to the SMTP server.
    const message = await waitForMail(() => mail().messages, (m) => m.to.includes(email))
    expect(message.subject).toBe(en('email.verifySubject'))
    const link = message.links.find((l) => l.includes('/auth/callback?token='))
    expect(link).toBeDefined()
    const token = new URL(link!).searchParams.get('token')!
    await payload.verifyEmail({ collection: 'users', token })
    await expect(login(email, STRONG_PASSWORD)).resolves.toMatchObject({ user: { email } })
  })
})

describe('first admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, verified, with the admin role', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: process.env.ADMIN_EMAIL } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].roles).toEqual(['admin'])
    await expect(
      payload.login({ collection: 'users', data: { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! } }),
    ).resolves.toMatchObject({ token: expect.any(String) })
  })
})
