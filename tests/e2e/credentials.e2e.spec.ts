import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { english, french } from '../support/copy'
import { html, pdf } from '../support/resumeFiles'
import { createVerifiedAccount, expectSignedIn, signIn, useAdminSession } from './helpers'

const c = english('credentials')
const cf = french('credentials')
const enums = english('enums')
const ls = english('lists')

/** A calendar day `offset` days from today (UTC; the screen's minimum is today in Canada's last time zone). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

test('a professional adds a credential on their profile, an admin verifies it from the dashboard, the professional sees it verified; in French too', async ({ page, browser }) => {
  test.setTimeout(150_000)
  const proCtx = await browser.newContext()
  const proPage = await proCtx.newPage()
  const pro = await createVerifiedAccount(proPage.request, { label: 'wallet-pro' })
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto('/account/profile')
  await expectSignedIn(proPage, pro.email)
  const wallet = proPage.getByRole('region', { name: c('title') })
  await expect(wallet.getByText(c('empty'))).toBeVisible()

  const form = wallet.getByRole('form', { name: c('add') })
  await form.getByLabel(c('kind')).selectOption({ label: enums('credentialKind.liability-insurance') })
  await form.getByLabel(c('issuer')).fill('Professional Insurer')
  // Not a PDF, PNG or JPEG by its content: the server says so and nothing is listed.
  await form.getByLabel(c('expiresOn')).fill(day(120))
  await form.getByLabel(c('file')).setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: html() })
  await form.getByRole('button', { name: c('upload') }).click()
  await expect(form.getByText(c('fileBadType'))).toBeVisible()
  await expect(wallet.getByText(c('empty'))).toBeVisible()

  await form.getByLabel(c('file')).setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await form.getByRole('button', { name: c('upload') }).click()
  await expect(proPage.getByText(c('uploaded'), { exact: true })).toBeVisible()
  const item = wallet.getByRole('list', { name: c('listLabel') }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item.getByText(c('statusLabel', { status: enums('credentialStatus.pending') }))).toBeVisible()
  await expect(item.getByText(c('fileName', { name: 'policy.pdf' }))).toBeVisible()
  const axe = await new AxeBuilder({ page: proPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(', ')}`)).toEqual([])

  // The admin finds it in the dashboard's Credential checks tab and verifies it.
  await useAdminSession(page)
  await page.goto('/admin')
  await page.getByRole('tab', { name: c('tab') }).click()
  await page.waitForURL(/[?&]tab=credentials/)
  const filters = page.getByRole('search', { name: ls('filters') })
  await expect(filters.getByLabel(ls('sort'))).toHaveValue('oldest')
  await filters.getByLabel(ls('named', { label: ls('search'), value: c('search') })).fill(pro.email)
  await filters.getByRole('button', { name: ls('apply') }).click()
  await page.waitForURL(/[?&]q=/)
  const row = page.getByRole('row').filter({ hasText: pro.email })
  await expect(row.getByText(enums('credentialKind.liability-insurance'))).toBeVisible()
  await expect(row.getByRole('link', { name: new RegExp(c('openFile')) })).toHaveAttribute('href', /\/api\/credentials\/file\//)
  await row.getByRole('button', { name: c('recordAs', { result: c('verify'), name: 'Test Person' }), exact: true }).click()
  await expect(page.getByText(new RegExp(c('recorded')))).toBeVisible()

  // The professional sees it verified, in French too.
  await proPage.goto('/fr/account/profile')
  const walletFr = proPage.getByRole('region', { name: cf('title') })
  await expect(walletFr.getByText(cf('statusLabel', { status: french('enums')('credentialStatus.verified') }))).toBeVisible()

  // Deleted: gone from the list.
  proPage.once('dialog', (dialog) => void dialog.accept())
  await walletFr.getByRole('button', { name: cf('remove') }).click()
  await expect(proPage.getByText(cf('removed'), { exact: true })).toBeVisible()
  await expect(walletFr.getByText(cf('empty'))).toBeVisible()
  await proCtx.close()
})
