import { expect, test } from '@playwright/test'

import { en, fr } from '../support/copy'
import { checkoutEvent } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, createVerifiedAccount, expectSignedIn, sendWebhook, signIn } from './helpers'

/*
 * The billing page (docs/receipts.md): a company's owner sees its receipts, newest first, in either
 * language, and downloads each as a PDF; before any payment, an empty state.
 */

test('an owner finds the receipt of a purchase on /account/billing and /fr/account/billing and downloads its PDF', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const settings = await admin.post('/api/globals/site-settings', { data: { creditPacks: [{ size: 2, priceCents: 900 }] } })
  expect(settings.status(), await settings.text()).toBe(200)
  try {
    const owner = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'billing' })
    await signIn(page.request, owner.email, owner.password)
    const company = await page.request.patch('/api/facilities/mine', { headers: { Origin: e2e.baseURL }, data: { name: `Billing Pharmacy ${Date.now()}`, type: 'clinic' } })
    expect(company.status(), await company.text()).toBe(200)

    await page.goto('/account/billing')
    await expectSignedIn(page, owner.email)
    await expect(page.getByRole('heading', { level: 1, name: en('receipts.title') })).toBeVisible()
    await expect(page.getByText(en('receipts.empty'))).toBeVisible()

    const bought = await page.request.post('/api/credit-packs/checkout', { headers: { Origin: e2e.baseURL }, data: { size: 2 } })
    expect(bought.status(), await bought.text()).toBe(200)
    const sessionId = new URL(((await bought.json()) as { checkoutUrl: string }).checkoutUrl).pathname.split('/').pop()!
    const paid = await sendWebhook(page.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: '', amount: 900 }))
    expect(paid.status(), await paid.text()).toBe(200)

    await page.goto('/account/billing')
    const row = page.getByRole('row').filter({ hasText: /R-\d{6}/ })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(en('receipts.kinds.receipt'))
    await expect(row).toContainText('$9.00')
    // The link downloads the document as the browser does (same-origin, with the session cookie).
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link').click()])
    expect(download.suggestedFilename()).toMatch(/^R-\d{6}\.pdf$/)
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')

    await page.goto('/fr/account/billing')
    await expect(page.getByRole('heading', { level: 1, name: fr('receipts.title') })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: /R-\d{6}/ })).toContainText('9,00')
  } finally {
    await admin.post('/api/globals/site-settings', { data: { creditPacks: [] } })
  }
})

test('the billing page asks a visitor to sign in', async ({ page }) => {
  await page.goto('/fr/account/billing')
  await expect(page.getByText(fr('receipts.signInBody'))).toBeVisible()
})
