import { expect, test } from '@playwright/test'

import { en } from '../support/copy'
import { e2e } from './config'
import { createVerifiedAccount, fromNetwork, mailTo, signIn, STRONG_PASSWORD, uniqueEmail } from './helpers'

// API clients send the site's own Origin, as the browser does; the CSRF test sends another.
test.use({ extraHTTPHeaders: { Origin: e2e.baseURL } })

test.describe('REST: accounts cannot grant themselves power', () => {
  test('sign-up with roles admin gets only the chosen account type, unverified', async ({ request }) => {
    const email = uniqueEmail('escalate')
    const res = await request.post('/api/users', {
      headers: fromNetwork(),
      data: { email, password: STRONG_PASSWORD, roles: ['admin'], _verified: true },
    })
    expect(res.status()).toBe(201)
    expect(await res.json()).toEqual({ message: en('auth.checkEmailBody') })
    const login = await request.post('/api/users/login', { headers: fromNetwork(), data: { email, password: STRONG_PASSWORD } })
    expect(login.status()).toBe(403)
    // Confirmed through the emailed link, it is a plain professional.
    const mail = await mailTo(email, en('email.verifySubject'))
    const token = new URL(mail.links.find((l) => l.includes('token='))!).searchParams.get('token')!
    expect((await request.post(`/api/users/verify/${token}`)).status()).toBe(200)
    await signIn(request, email, STRONG_PASSWORD)
    expect((await (await request.get('/api/users/me')).json()).user.roles).toEqual(['professional'])
  })

  test('a signed-in professional cannot PATCH their own roles to admin', async ({ request }) => {
    const me = await createVerifiedAccount(request, { label: 'patch' })
    await signIn(request, me.email, me.password)
    const patch = await request.patch(`/api/users/${me.id}`, { data: { roles: ['admin'] } })
    expect(patch.status()).toBeLessThan(500)
    const after = await (await request.get('/api/users/me')).json()
    expect(after.user.roles).toEqual(['professional'])
    // And the admin-only screens stay closed.
    expect((await request.get('/api/users?limit=50')).status()).toBe(200)
    const listed = await (await request.get('/api/users?limit=50')).json()
    expect(listed.docs.map((d: { id: number }) => d.id)).toEqual([me.id])
  })

  test('a signed-in user cannot read or change someone else', async ({ request, playwright }) => {
    const victim = await createVerifiedAccount(request, { label: 'victim' })
    const attacker = await createVerifiedAccount(request, { label: 'attacker' })
    const ctx = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
    await signIn(ctx, attacker.email, attacker.password)
    expect((await ctx.get(`/api/users/${victim.id}`)).status()).toBe(404)
    expect((await ctx.patch(`/api/users/${victim.id}`, { data: { fullName: 'Hacked' } })).status()).toBe(403)
    expect((await ctx.delete(`/api/users/${victim.id}`)).status()).toBe(403)
    await ctx.dispose()
  })
})

test('five wrong passwords throttle that network only: the owner still signs in from another', async ({ request }) => {
  const me = await createVerifiedAccount(request, { label: 'lockout' })
  const attacker = fromNetwork()
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/users/login', { headers: attacker, data: { email: me.email, password: `Wrong-${i}-pass` } })
    expect(res.status()).toBe(401)
  }
  // From the attacker's network even the right password is refused, with the one throttle message…
  const throttled = await request.post('/api/users/login', { headers: attacker, data: { email: me.email, password: me.password } })
  expect(throttled.status()).toBe(429)
  expect(await throttled.json()).toEqual({ errors: [{ message: en('auth.signInThrottled') }] })
  // …which an unknown email gets too, so it says nothing about the account.
  const ghost = uniqueEmail('ghost')
  const ghostNetwork = fromNetwork()
  for (let i = 0; i < 5; i++) await request.post('/api/users/login', { headers: ghostNetwork, data: { email: ghost, password: `Wrong-${i}-pass` } })
  const ghostThrottled = await request.post('/api/users/login', { headers: ghostNetwork, data: { email: ghost, password: 'Wrong-pass-6' } })
  expect(ghostThrottled.status()).toBe(429)
  expect(await ghostThrottled.json()).toEqual(await throttled.json())
  // The owner, elsewhere, is not locked out.
  const owner = await request.post('/api/users/login', { headers: fromNetwork(), data: { email: me.email, password: me.password } })
  expect(owner.status()).toBe(200)
})

test('unknown email and wrong password give the same answer', async ({ request }) => {
  const me = await createVerifiedAccount(request, { label: 'enum' })
  const wrong = await request.post('/api/users/login', { data: { email: me.email, password: 'Not-Mine-123' } })
  const unknown = await request.post('/api/users/login', { data: { email: uniqueEmail('ghost'), password: 'Not-Mine-123' } })
  expect(wrong.status()).toBe(unknown.status())
  expect(await wrong.json()).toEqual(await unknown.json())
})

test("Payload's open first-user screen and endpoint are closed in production", async ({ request }) => {
  expect((await request.get('/admin/create-first-user')).status()).toBe(404)
  const res = await request.post('/api/users/first-register', {
    data: { email: uniqueEmail('first'), password: STRONG_PASSWORD },
  })
  expect(res.status()).toBe(404)
})

test('session cookie is httpOnly and SameSite=Lax', async ({ request }) => {
  const me = await createVerifiedAccount(request, { label: 'cookie' })
  const res = await request.post('/api/users/login', { data: { email: me.email, password: me.password } })
  const cookie = res.headers()['set-cookie']
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
})

test('a cross-site origin cannot ride the session cookie (CSRF origin list)', async ({ request }) => {
  const me = await createVerifiedAccount(request, { label: 'csrf' })
  await signIn(request, me.email, me.password)
  const res = await request.get('/api/users/me', { headers: { Origin: 'https://evil.example' } })
  expect((await res.json()).user).toBeNull()
})
