import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { en, fr } from '../support/copy'

import { createVerifiedAccount, mailTo, signIn, uniqueEmail } from './helpers'

/*
 * Shift alerts (docs/alerts.md, Shift alerts): "Email me new shifts near …" on /shifts, with the job
 * alerts' consent box and double opt-in for a guest (here in French), on at once for a signed-in
 * professional, and listed on /account with the job alerts.
 */

const axeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)

test('a guest on /fr/shifts asks for new shifts near the place searched, confirms the emailed link, in French', async ({ page }) => {
  const email = uniqueEmail('shift-alert-guest')
  await page.goto('/fr/shifts?near=Halifax&km=25')
  const form = page.getByTestId('shift-alert')
  await form.getByText(fr('alerts.shifts.form.title', { place: 'Halifax' })).click()
  await expect(form.getByLabel(fr('alerts.shifts.form.near'))).toHaveValue('Halifax')
  await expect(form.getByLabel(fr('alerts.shifts.form.km'))).toHaveValue('25')
  const consent = form.getByRole('checkbox', { name: /^Oui, .* nouveaux quarts de remplacement/ })
  await expect(consent).not.toBeChecked()
  expect(await axeViolations(page)).toEqual([])
  await form.getByLabel(fr('alerts.emailLabel')).fill(email)
  await form.getByRole('button', { name: fr('alerts.shifts.form.submit') }).click()
  await expect(form.getByText(fr('alerts.errors.consent'))).toBeVisible()
  await consent.check()
  await form.getByRole('button', { name: fr('alerts.shifts.form.submit') }).click()
  await expect(form.getByText(fr('alerts.subscribe.pendingTitle'))).toBeVisible()

  const mail = await mailTo(email, fr('alerts.shifts.email.confirmSubject'))
  await page.goto(mail.links.find((l) => l.includes('/alerts/confirm'))!)
  await expect(page.getByText(/Confirmez pour recevoir les nouveaux quarts de remplacement/)).toBeVisible()
  await page.getByRole('button', { name: fr('alerts.confirm.button') }).click()
  await expect(page.getByText(fr('alerts.shifts.confirmDone'))).toBeVisible()
})

test('a signed-in professional’s shift alert is on at once and listed on /account', async ({ page }) => {
  const person = await createVerifiedAccount(page.request, { label: 'shift-alert-pro' })
  await signIn(page.request, person.email, person.password)
  await page.goto('/shifts?near=Dartmouth%2C%20NS')
  const form = page.getByTestId('shift-alert')
  await form.getByText(en('alerts.shifts.form.title', { place: 'Dartmouth, NS' })).click()
  await form.getByLabel(en('alerts.shifts.form.minRate')).fill('55')
  await form.getByRole('checkbox', { name: /^Yes, .* may email me new relief shifts/ }).check()
  await form.getByRole('button', { name: en('alerts.shifts.form.submit') }).click()
  await expect(form.getByText(en('alerts.subscribe.activeTitle'))).toBeVisible()
  await form.getByRole('link', { name: en('alerts.subscribe.manage') }).click()
  await expect(page.getByText('Relief shifts within 50 km of Dartmouth, NS · At least $55 an hour', { exact: true })).toBeVisible()
})

test('an employer sees no shift alert form', async ({ page }) => {
  const person = await createVerifiedAccount(page.request, { label: 'shift-alert-employer', accountType: 'employer' })
  await signIn(page.request, person.email, person.password)
  await page.goto('/shifts')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('shift-alert')).toHaveCount(0)
})
