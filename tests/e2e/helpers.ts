import { readFile } from 'node:fs/promises'

import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import Stripe from 'stripe'

import { en } from '../support/copy'
import type { CapturedMail } from '../support/mailCatcher'
import { waitForMail } from '../support/mailCatcher'

import { ADMIN_STATE, e2e } from './config'

export const STRONG_PASSWORD = 'Maple-Clinic-Rounds-93'

let counter = 0
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`

let networks = 0
/**
 * A client network of its own (the e2e server trusts one proxy hop, so the last X-Forwarded-For
 * entry is the client): keeps per-network limits of one test from reaching another.
 */
export const uniqueNetwork = () => `198.18.${process.pid % 250}.${++networks % 250}`
export const fromNetwork = (address = uniqueNetwork()) => ({ 'X-Forwarded-For': address })

/** Mail the capturing SMTP server has received, read through its HTTP view. */
export const readMail = async (): Promise<CapturedMail[]> =>
  (await fetch(`http://127.0.0.1:${e2e.mailPort}/messages`)).json()

export const mailTo = (email: string, subject?: string) =>
  waitForMail(readMail, (m) => m.to.includes(email.toLowerCase()) && (!subject || m.subject === subject))

export async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/users/login', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/** Signs up through REST and follows the emailed confirmation link, as a person would. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  opts: { accountType?: 'professional' | 'employer'; label?: string } = {},
) {
  const email = uniqueEmail(opts.label ?? 'user')
  // Each account signs up from its own network: sign-ups are limited per network.
  const res = await request.post('/api/users', {
    headers: fromNetwork(),
    data: { email, password: STRONG_PASSWORD, fullName: 'Test Person', accountType: opts.accountType ?? 'professional' },
  })
  expect(res.status(), await res.text()).toBe(201)
  const mail = await mailTo(email)
  const token = new URL(mail.links.find((l) => l.includes('token='))!).searchParams.get('token')!
  const verify = await request.post(`/api/users/verify/${token}`)
  expect(verify.status()).toBe(200)
  // Sign-up does not answer with the account (it answers a taken address the same way): a sign-in
  // outside the caller's context (its cookies stay as they were) says the id.
  const login = await fetch(`${e2e.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: e2e.baseURL, ...fromNetwork() },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  })
  expect(login.status).toBe(200)
  return { email, password: STRONG_PASSWORD, id: ((await login.json()) as { user: { id: number } }).user.id }
}

/** An API client with the first admin's shared session, sending the site's Origin as a browser would. */
export async function adminRequest(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL }, storageState: ADMIN_STATE })
}

/** Gives a browser page the first admin's shared session. */
export async function useAdminSession(page: Page) {
  const { cookies } = JSON.parse(await readFile(ADMIN_STATE, 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] }
  await page.context().addCookies(cookies)
}

/** Creates a verified account with the given roles (only an admin may) and returns a client signed in as it. */
export async function staffRequest(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  roles: string[],
) {
  const admin = await adminRequest(playwright)
  const email = uniqueEmail(roles.join('-'))
  const res = await admin.post('/api/users', { data: { email, password: STRONG_PASSWORD, roles, _verified: true } })
  expect(res.status(), await res.text()).toBe(201)
  await admin.dispose()
  const ctx = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  await signIn(ctx, email, STRONG_PASSWORD)
  return ctx
}

/** An admin posts for free, so the posting is active at once. Returns its id. */
export async function createActiveJob(
  admin: APIRequestContext,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await admin.post('/api/job-postings', {
    data: {
      title, company: 'Riverside Clinic', location: 'Ottawa, ON', contactEmail: 'jobs@riverside.example',
      description: 'Clinic role.', requirements: 'Licence.', positionType: 'physician', employmentType: 'full-time',
      payMin: 150, payMax: 190, payUnit: 'hour', existingVacancy: 'yes', aiScreening: 'no', ...extra,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

const stripe = new Stripe('sk_test_unused')

/** Sends a Stripe event to the site signed with the real algorithm, as Stripe does. */
export async function sendWebhook(request: APIRequestContext, event: object) {
  const body = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: e2e.stripeWebhookSecret })
  return request.post('/api/stripe/webhook', { data: body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } })
}

/** Waits until the page has hydrated and knows who is signed in (the header shows their email). */
export async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByTestId('signed-in-email').first()).toContainText(email)
}

/** The employer workspace's applicant list (all its postings', or one posting's after its "Show applicants"). */
export const applicantsOf = (page: Page) => page.locator('section#applicants')

/** The header's menu button, shown on screens too narrow for the full navigation. */
export const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: en('nav.openMenu') })

/** The signed-in email in the wide header, a button opening the account's own links and Sign Out. */
export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${en('nav.signedInAs')} `) })

/** Signs out from the header as a person would, through whichever menu the screen's width shows. */
export async function signOutFromHeader(page: Page) {
  if (await menuToggle(page).isVisible()) await menuToggle(page).click()
  else await accountMenuButton(page).click()
  await page.getByRole('banner').getByRole('button', { name: en('nav.signOut') }).click()
}

/** The whole sitemap as crawlers read it: the index at /sitemap.xml, then each part it names. */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  const parts = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]).pathname)
  expect(parts[0]).toBe('/sitemaps/pages.xml')
  return (await Promise.all(parts.map(async (part) => (await request.get(part)).text()))).join('\n')
}
