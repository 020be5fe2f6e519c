import { expect, test } from '@playwright/test'

import { en } from '../support/copy'
import { checkoutEvent } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, createVerifiedAccount, expectSignedIn, sendWebhook, signIn } from './helpers'

/*
 * A chain buys postings in bulk (docs/credit-packs.md): the workspace offers the packs on sale, the
 * purchase goes through Checkout, the paid webhook adds the credits, and a draft is published with one.
 */

test('an employer buys a pack in the workspace, pays at Checkout and publishes a draft with a credit', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const settings = await admin.post('/api/globals/site-settings', { data: { creditPacks: [{ size: 3, priceCents: 1300 }] } })
  expect(settings.status(), await settings.text()).toBe(200)
  try {
    const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'packs' })
    await signIn(page.request, employer.email, employer.password)
    const title = `Relief pharmacist ${Date.now()}`
    const created = await page.request.post('/api/job-postings', {
      headers: { Origin: e2e.baseURL },
      data: {
        title, company: 'Harbour Pharmacies', location: 'Halifax, NS', contactEmail: `hr-${Date.now()}@harbour.example`, description: 'Community pharmacy.',
        requirements: 'NSCP licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour',
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    await page.goto('/employer')
    await expectSignedIn(page, employer.email)
    const panel = page.getByRole('region', { name: en('credits.heading') })
    await expect(panel.getByTestId('credit-balance')).toHaveText(en('credits.balance', { count: 0 }))
    await expect(panel).toContainText(en('credits.offer', { size: 3, price: '$13.00' }))
    // No credit yet: the draft offers the checkout only.
    const posting = page.getByRole('article', { name: title })
    await expect(posting.getByRole('button', { name: en('credits.useCredit') })).toHaveCount(0)

    await panel.getByRole('button', { name: en('credits.buy', { size: 3 }) }).click()
    await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    const paid = await sendWebhook(page.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: '', amount: 1300 }))
    expect(paid.status(), await paid.text()).toBe(200)

    await page.goto('/employer?pack=paid')
    await expect(panel.getByRole('status')).toHaveText(en('credits.paid'))
    await expect(panel.getByTestId('credit-balance')).toHaveText(en('credits.balance', { count: 3 }))
    await posting.getByRole('button', { name: en('credits.useCredit') }).click()
    await expect(page.getByText(en('credits.used'))).toBeVisible()
    await expect(posting.getByText(en('enums.jobStatus.pending_review'), { exact: true })).toBeVisible()
    await expect(panel.getByTestId('credit-balance')).toHaveText(en('credits.balance', { count: 2 }))
  } finally {
    await admin.post('/api/globals/site-settings', { data: { creditPacks: [] } })
    await admin.dispose()
  }
})
