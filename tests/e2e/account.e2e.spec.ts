import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'

import { english, french } from '../support/copy'
import { createVerifiedAccount, fromNetwork, signIn } from './helpers'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const acc = english('account')
const frAcc = french('account')
const frPriv = french('privacy')
const priv = english('privacy')

test('the privacy page states the retention periods from site settings, in each language', async ({ page }) => {
  await page.goto('/privacy')
  const periods = page.getByTestId('retention-periods')
  await expect(periods.getByText(priv('retentionGuestResumes', { days: 90 }))).toBeVisible()
  await expect(periods.getByText(priv('retentionApplications', { years: 3 }))).toBeVisible()
  await expect(periods.getByText(priv('retentionUnverified', { days: 30 }))).toBeVisible()
  await page.goto('/fr/privacy')
  await expect(page.getByTestId('retention-periods').getByText(frPriv('retentionGuestResumes', { days: 90 }))).toBeVisible()
})

test('a person renames themself and switches to French on /account, downloads their data, closes the account and can no longer sign in', async ({ page }) => {
  const me = await createVerifiedAccount(page.request, { label: 'account-owner' })
  await signIn(page.request, me.email, me.password)
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: acc('title') })).toBeVisible()
  await expect(page.getByLabel(acc('fullName'))).toHaveValue('Test Person')
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])

  // Name and language: saved together; the account page then opens in French.
  await page.getByLabel(acc('fullName')).fill('Riley Mercer')
  await page.getByLabel(acc('language')).selectOption('fr')
  await page.getByRole('button', { name: acc('save') }).click()
  await page.waitForURL((url) => url.pathname === '/fr/account')
  await expect(page.getByRole('heading', { level: 1, name: frAcc('title') })).toBeVisible()
  await expect(page.getByLabel(frAcc('fullName'))).toHaveValue('Riley Mercer')
  const stored = await page.evaluate(() => fetch('/api/users/me').then((r) => r.json()))
  expect(stored.user).toMatchObject({ fullName: 'Riley Mercer', preferredLanguage: 'fr' })

  // Download my data: a ZIP with the account in it.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: frPriv('download') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
  expect(JSON.parse(strFromU8(files['my-data.json'])).account).toMatchObject({ email: me.email, fullName: 'Riley Mercer' })

  // Close the account: the password and the "cannot be undone" box confirm it.
  const close = page.getByRole('button', { name: frPriv('closeButton') })
  await expect(close).toBeDisabled()
  await page.getByLabel(frPriv('closePassword')).fill(me.password)
  await page.getByLabel(frPriv('closeConfirm')).check()
  await close.click()
  await expect(page.getByRole('status').filter({ hasText: frPriv('closed') })).toBeVisible()

  // Gone: the session is over and the password no longer signs in.
  const session = await page.evaluate(() => fetch('/api/users/me').then((r) => r.json()))
  expect(session.user ?? null).toBeNull()
  const again = await page.request.post('/api/users/login', { headers: fromNetwork(), data: { email: me.email, password: me.password } })
  expect(again.status()).toBe(401)
})
