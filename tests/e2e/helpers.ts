import { expect, type APIRequestContext } from '@playwright/test'

import type { CapturedMail } from '../support/mailCatcher'
import { waitForMail } from '../support/mailCatcher'

import { e2e } from './config'

export const STRONG_PASSWORD = 'Maple-Clinic-Rounds-93'

let counter = 0
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`

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
  const res = await request.post('/api/users', {
    data: { email, password: STRONG_PASSWORD, fullName: 'Test Person', accountType: opts.accountType ?? 'professional' },
  })
  expect(res.status(), await res.text()).toBe(201)
  const mail = await mailTo(email)
  const token = new URL(mail.links.find((l) => l.includes('token='))!).searchParams.get('token')!
  const verify = await request.post(`/api/users/verify/${token}`)
  expect(verify.status()).toBe(200)
  return { email, password: STRONG_PASSWORD, id: ((await res.json()) as { doc: { id: number } }).doc.id }
}

/** An API client signed in as the site's first admin, sending the site's Origin as a browser would. */
export async function adminRequest(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  const ctx = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  await signIn(ctx, e2e.adminEmail, e2e.adminPassword)
  return ctx
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
