import { expect, test } from '@playwright/test'

import { translator } from '@/i18n/translator'

import { checkoutEvent } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, sendWebhook, signIn } from './helpers'

const en = translator('en-CA')
const fr = translator('fr-CA')

test('Find Work links its search feed; the feed is RSS with the postings as everyone sees them, in English and in French', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const word = `feedword${Date.now().toString(36)}`
  const secret = `Secret Clinic ${word}`
  await createActiveJob(admin, `Open Physician ${word}`, { titleFr: `Médecin ${word}` })
  await createActiveJob(admin, `Quiet Physician ${word}`, { company: secret, confidential: true })
  await admin.dispose()

  await page.goto(`/find-work?q=${word}`)
  const head = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
  await expect(head).toHaveAttribute('href', new RegExp(`^(https?://[^/]+)?/find-work/feed\\.xml\\?q=${word}$`))
  const visible = page.getByRole('link', { name: en('notices.feed.link') }).first()
  await expect(visible).toHaveAttribute('href', `/find-work/feed.xml?q=${word}`)

  const res = await page.request.get(`/find-work/feed.xml?q=${word}`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/)
  const xml = await res.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
  expect(xml).toContain(`<title>Open Physician ${word}</title>`)
  expect(xml).toContain(`<title>Quiet Physician ${word}</title>`)
  expect(xml).toContain('<description>Confidential · Ottawa, ON')
  expect(xml).not.toContain(secret)
  expect(xml).not.toContain('jobs@riverside.example')

  await page.goto(`/fr/find-work?q=${word}`)
  const french = page.getByRole('link', { name: fr('notices.feed.link') }).first()
  await expect(french).toHaveAttribute('href', `/fr/find-work/feed.xml?q=${word}`)
  const frXml = await (await page.request.get(`/fr/find-work/feed.xml?q=${word}`)).text()
  expect(frXml).toContain('<language>fr-CA</language>')
  expect(frXml).toContain(`<title>Médecin ${word}</title>`)
  expect(frXml).toContain('<description>Confidentiel · Ottawa, ON')
  expect(frXml).toMatch(/<link>[^<]*\/fr\/jobs\/\d+<\/link>/)
})

test('the employer workspace counts down the last seven days of a listing and shows the week’s new applicants', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'notices' })
  await signIn(page.request, employer.email, employer.password)
  const title = `Expiring Pharmacist ${Date.now().toString(36)}`
  const headers = { Origin: e2e.baseURL, Referer: `${e2e.baseURL}/employer` }
  const created = await page.request.post('/api/job-postings', {
    headers,
    data: {
      title, company: 'Harbour Clinic', location: 'Halifax, NS', contactEmail: 'hiring@harbour.example', description: 'd',
      requirements: 'r', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 48, payMax: 56, payUnit: 'hour',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const jobId = (await created.json()).doc.id as number
  const checkout = await page.request.post(`/api/job-postings/${jobId}/checkout`, { headers })
  expect(checkout.status(), await checkout.text()).toBe(200)
  const sessionId = new URL((await checkout.json()).checkoutUrl).pathname.split('/').pop()!
  expect((await sendWebhook(page.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: jobId }))).status()).toBe(200)

  // Approved while the listing period is five days: it ends within the reminder's seven.
  const admin = await adminRequest(playwright)
  expect((await admin.post('/api/globals/site-settings', { data: { listingDays: 5 } })).status()).toBe(200)
  try {
    expect((await admin.post(`/api/job-postings/${jobId}/approve`)).status()).toBe(200)
  } finally {
    await admin.post('/api/globals/site-settings', { data: { listingDays: 30 } })
    await admin.dispose()
  }

  // Where the reminder email links (notices.ts): the workspace narrowed to the posting.
  await page.goto(`/employer?posting=${jobId}#posting-${jobId}`)
  await expectSignedIn(page, employer.email)
  const panel = page.getByRole('article', { name: title })
  await expect(panel.getByText(en('notices.workspace.expiresIn', { days: 5 }))).toBeVisible()
  await expect(panel.getByText(en('notices.workspace.renewHint'))).toBeVisible()
  await expect(panel.getByText(en('notices.workspace.newThisWeek', { n: 0 }))).toBeVisible()
})

test('the weekly applicant digest is off until an employer turns it on in /account', async ({ page }) => {
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'digest' })
  await signIn(page.request, employer.email, employer.password)
  await page.goto('/account')
  await expectSignedIn(page, employer.email)
  const digest = page.getByLabel(en('account.preference.weeklyApplicantDigest'))
  await expect(digest).not.toBeChecked()
  await digest.check()
  await page.getByRole('button', { name: en('account.save') }).click()
  await expect(page.getByText(en('account.saved')).first()).toBeVisible()
  // Kept on the account: checked when the page is opened again, the other choices unchanged.
  await page.reload()
  await expect(page.getByLabel(en('account.preference.weeklyApplicantDigest'))).toBeChecked()
  await expect(page.getByLabel(en('account.preference.newApplicants'))).toBeChecked()
})
