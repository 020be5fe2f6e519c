import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { en } from '../support/copy'
import { databaseUrl } from '../support/database'

import { e2e } from './config'
import { adminRequest, createVerifiedAccount, mailTo, signIn, uniqueEmail } from './helpers'

/*
 * Job alerts (docs/alerts.md): a guest saves a search on Find Work, confirms it with the emailed
 * link, and unsubscribes with the signed link every alert email carries, without signing in.
 */

/** The e2e server's secret (tests/support/e2eServer.ts): the unsubscribe link is signed with it. */
const E2E_SECRET = 'e2e-secret-0123456789abcdef0123456789'

test('a guest saves a search from Find Work, confirms it from the email, and unsubscribes by the link', async ({ page, playwright }) => {
  const email = uniqueEmail('alert-guest')
  await page.goto('/find-work?q=pharmacist&chip=remote')

  await page.getByRole('button', { name: en('alerts.saveSearch') }).click()
  const dialog = page.getByRole('dialog', { name: en('alerts.dialogTitle') })
  await expect(dialog).toBeVisible()
  const consent = dialog.getByRole('checkbox', { name: /^Yes, .* may email me new job postings/ })
  // Never ticked in advance; without it nothing is saved.
  await expect(consent).not.toBeChecked()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await dialog.getByRole('radio', { name: en('alerts.frequency.weekly') }).check()
  await dialog.getByLabel(en('alerts.emailLabel')).fill(email)
  await dialog.getByRole('button', { name: en('alerts.submit') }).click()
  await expect(dialog.getByText(en('alerts.errors.consent'))).toBeVisible()
  await consent.check()
  await dialog.getByRole('button', { name: en('alerts.submit') }).click()
  await expect(dialog.getByText(en('alerts.subscribe.pendingTitle'))).toBeVisible()
  await expect(dialog.getByText(en('alerts.subscribe.checkEmail', { email }))).toBeVisible()
  await dialog.getByRole('button', { name: en('alerts.close') }).click()

  // The link from the email: opening it shows the search; the button confirms.
  const mail = await mailTo(email, en('alerts.email.confirmSubject'))
  const link = mail.links.find((l) => l.includes('/alerts/confirm'))!
  await page.goto(link)
  await expect(page.getByRole('heading', { name: en('alerts.confirm.title') })).toBeVisible()
  await page.getByRole('button', { name: en('alerts.confirm.button') }).click()
  await expect(page.getByText(en('alerts.confirm.doneTitle'))).toBeVisible()

  const admin = await adminRequest(playwright)
  const found = await admin.get(`/api/job-alerts?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const [alert] = ((await found.json()) as { docs: { id: number; status: string; frequency: string }[] }).docs
  expect(alert).toMatchObject({ status: 'active', frequency: 'weekly' })

  // The unsubscribe link an alert email carries (src/domain/alerts/links.ts, signed with the server's secret).
  process.env.PAYLOAD_SECRET = E2E_SECRET
  process.env.SERVER_URL = e2e.baseURL
  const { unsubscribeUrl } = await import('@/domain/alerts/links')
  const unsubscribe = unsubscribeUrl(alert.id, 'en-CA')
  expect(unsubscribe.startsWith(`${e2e.baseURL}/en/alerts/unsubscribe?`)).toBe(true)
  await page.context().clearCookies()
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { name: en('alerts.unsubscribe.title') })).toBeVisible()
  await page.getByRole('button', { name: en('alerts.unsubscribe.button') }).click()
  await expect(page.getByText(en('alerts.unsubscribe.doneTitle'))).toBeVisible()
  const after = await admin.get(`/api/job-alerts/${alert.id}?depth=0`)
  expect(((await after.json()) as { status: string }).status).toBe('unsubscribed')
  await admin.dispose()
})

test('a signed-in person’s alert starts at once; /account shows the address it goes to, also after the account’s address changed', async ({ page }) => {
  const person = await createVerifiedAccount(page.request, { label: 'alert-member' })
  await signIn(page.request, person.email, person.password)
  await page.goto('/find-work?q=nurse')
  await page.getByRole('button', { name: en('alerts.saveSearch') }).click()
  const dialog = page.getByRole('dialog', { name: en('alerts.dialogTitle') })
  await dialog.getByRole('checkbox', { name: /^Yes, .* may email me new job postings/ }).check()
  await dialog.getByRole('button', { name: en('alerts.submit') }).click()
  await expect(dialog.getByText(en('alerts.subscribe.activeTitle'))).toBeVisible()
  await dialog.getByRole('button', { name: en('alerts.close') }).click()

  await page.goto('/account')
  const alerts = page.locator('#alerts')
  await expect(alerts.getByText(en('alerts.searchWords', { q: 'nurse' }), { exact: true })).toBeVisible()
  await expect(alerts.getByText(en('alerts.account.sentTo', { email: person.email }))).toBeVisible()
  await expect(alerts.getByText(en('alerts.account.oldAddress', { email: person.email }))).toHaveCount(0)

  // The account's address changes (as the email-change flow ends): the alert stays with the address consented to.
  const newEmail = uniqueEmail('alert-member-new')
  const db = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await db.connect()
  await db.query('UPDATE users SET email = $1 WHERE id = $2', [newEmail, person.id])
  await db.end()
  await page.reload()
  await expect(alerts.getByText(en('alerts.account.sentTo', { email: person.email }))).toBeVisible()
  await expect(alerts.getByText(en('alerts.account.oldAddress', { email: newEmail }))).toBeVisible()
})
