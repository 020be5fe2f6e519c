import { expect, test } from '@playwright/test'

import { en, english } from '../support/copy'
import { e2e } from './config'
import {
  createVerifiedAccount,
  expectSignedIn,
  fromNetwork,
  mailTo,
  menuToggle,
  signOutFromHeader,
  STRONG_PASSWORD,
  uniqueEmail,
} from './helpers'

const a = english('auth')

for (const width of [390, 768, 1024, 1280]) {
  for (const accountType of ['professional', 'employer'] as const) {
    test(`${accountType}, ${width} px: sign up → the emailed link signs in → sign out → sign in`, async ({ page }) => {
      const email = uniqueEmail(`signup-${accountType}`)
      await page.setViewportSize({ width, height: 900 })
      // A network of its own: sign-ups are limited per network.
      await page.setExtraHTTPHeaders(fromNetwork())

      await page.goto('/auth')
      await page.getByRole('group', { name: a('toggleLabel') }).getByRole('button', { name: a('createAccountTitle') }).click()
      await page.getByLabel(accountType === 'employer' ? a('hiring') : a('lookingForWork')).check()
      await page.getByLabel(a('fullName')).fill('Jordan Clinic')
      await page.getByLabel(a('email')).fill(email)
      await page.getByLabel(a('password')).fill(STRONG_PASSWORD)
      await page.getByRole('form', { name: a('createAccountTitle') }).getByRole('button', { name: a('submitCreate') }).click()
      await expect(page.getByRole('status').filter({ hasText: a('checkEmailBody') })).toBeVisible()

      // The real verification email, delivered over SMTP through the jobs queue.
      const mail = await mailTo(email, en('email.verifySubject'))
      const link = mail.links.find((l) => l.includes('/auth/callback?token='))
      expect(link).toBeTruthy()

      // Opening it confirms the address and signs the person in: home, with their email in the header.
      await page.goto(link!)
      await expect(page.getByRole('heading', { name: a('emailConfirmed') })).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/')
      await expectSignedIn(page, email)
      if (await menuToggle(page).isVisible()) await menuToggle(page).click()
      await expect(page.getByRole('banner').getByText(email).filter({ visible: true })).toHaveCount(1)
      const me = await page.evaluate(() => fetch('/api/users/me').then((r) => r.json()))
      expect(me.user).toMatchObject({ email, roles: [accountType] })

      // The link works once.
      await page.goto(link!)
      await expect(page.getByRole('heading', { name: a('authError') })).toBeVisible()
      await expect(page.getByText(a('invalidToken')).first()).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/auth')

      await page.goto('/')
      await expectSignedIn(page, email)
      await signOutFromHeader(page)
      await page.waitForURL((url) => url.pathname === '/')
      await expect(page.getByRole('banner').locator('a[href="/auth"]').first()).toBeAttached()
      if (await menuToggle(page).isVisible()) await menuToggle(page).click()
      await expect(page.getByRole('banner').getByRole('link', { name: en('nav.signIn') })).toBeVisible()
      expect(await page.evaluate(() => fetch('/api/users/me').then((r) => r.json()))).toMatchObject({ user: null })

      // Sign in from a page that needed it: the user lands back there.
      await page.goto('/auth?next=/find-work')
      await page.getByLabel(a('email')).fill(email)
      await page.getByLabel(a('password')).fill(STRONG_PASSWORD)
      await page.getByRole('form', { name: a('signInTitle') }).getByRole('button', { name: a('submitSignIn') }).click()
      await expect(page.getByText(a('welcomeBack'))).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/find-work')
      await expectSignedIn(page, email)
    })
  }
}

test('a next= pointing off the site is ignored: sign-in lands on the home page', async ({ page, request }) => {
  const me = await createVerifiedAccount(request, { label: 'redirect' })
  await page.goto(`/auth?next=${encodeURIComponent('/\t/evil.example')}`)
  await page.getByLabel(a('email')).fill(me.email)
  await page.getByLabel(a('password')).fill(me.password)
  await page.getByRole('form', { name: a('signInTitle') }).getByRole('button', { name: a('submitSignIn') }).click()
  await page.waitForURL((url) => url.origin === e2e.baseURL && url.pathname === '/')
})

test('a wrong password shows the same message as an unknown email', async ({ page }) => {
  await page.goto('/auth')
  await page.getByLabel(a('email')).fill(uniqueEmail('nobody'))
  await page.getByLabel(a('password')).fill('Definitely-Wrong-1')
  await page.getByRole('form', { name: a('signInTitle') }).getByRole('button', { name: a('submitSignIn') }).click()
  await expect(page.getByRole('alert').filter({ hasText: a('invalidCredentials') })).toBeVisible()
})

test('create account refuses a common password with the server message, keeping the form', async ({ page }) => {
  const email = uniqueEmail('weak')
  await page.goto('/auth')
  await page.getByRole('group', { name: a('toggleLabel') }).getByRole('button', { name: a('createAccountTitle') }).click()
  await page.getByLabel(a('fullName')).fill('Weak Password')
  await page.getByLabel(a('email')).fill(email)
  await page.getByLabel(a('password')).fill('iloveyou')
  await page.getByRole('form', { name: a('createAccountTitle') }).getByRole('button', { name: a('submitCreate') }).click()
  await expect(page.getByRole('alert').filter({ hasText: en('validation.passwordTooCommon') })).toBeVisible()
  await expect(page.getByLabel(a('email'))).toHaveValue(email)
})

test('a bad confirmation link shows Authentication Error and returns to /auth', async ({ page }) => {
  await page.goto('/auth/callback?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: a('authError') })).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/auth')
})

test('forgot password → emailed link → new password signs in', async ({ page, request }) => {
  const email = uniqueEmail('forgot')
  const created = await request.post('/api/users', { data: { email, password: STRONG_PASSWORD } })
  expect(created.status()).toBe(201)
  const verify = await mailTo(email, en('email.verifySubject'))
  const token = new URL(verify.links[0]).searchParams.get('token')
  expect((await request.post(`/api/users/verify/${token}`)).status()).toBe(200)

  await page.goto('/auth/forgot-password')
  await page.getByLabel(a('email')).fill(email)
  await page.getByRole('button', { name: a('sendResetLink') }).click()
  await expect(page.getByText(a('resetLinkSent'))).toBeVisible()

  const reset = await mailTo(email, en('email.resetSubject'))
  await page.goto(reset.links.find((l) => l.includes('/auth/reset-password?token='))!)
  await page.getByLabel(a('newPassword'), { exact: true }).fill('Northern-Lights-Reset-4')
  await page.getByLabel(a('confirmPassword')).fill('Northern-Lights-Reset-4')
  await page.getByRole('button', { name: a('savePassword') }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByTestId('signed-in-email').first()).toHaveText(new RegExp(email))
})
