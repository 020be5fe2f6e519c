import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { en, english, french } from '../support/copy'
import { pdf } from '../support/resumeFiles'
import { checkoutEvent } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, applicantsOf, createVerifiedAccount, expectSignedIn, sendWebhook, signIn, useAdminSession } from './helpers'

const p = english('profile')
const l = english('licences')
const ap = english('applications')
const e = english('employer')
const ls = english('lists')

test('a professional fills their profile, an admin verifies the licence from the queue, the professional and the employer see "verified on"', async ({ page, browser, playwright }) => {
  test.setTimeout(180_000)

  // An employer's live posting that requires a verified licence.
  const employerCtx = await browser.newContext()
  const employerPage = await employerCtx.newPage()
  const employer = await createVerifiedAccount(employerPage.request, { accountType: 'employer', label: 'licence-employer' })
  await signIn(employerPage.request, employer.email, employer.password)
  const title = `Verified Pharmacist ${Date.now()}`
  const created = await employerPage.request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: {
      title, company: 'Harbour Pharmacy', location: 'Kingston, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: `hr-${Date.now()}@harbour.example`, requiresVerifiedLicence: true,
      description: 'Community pharmacy.', requirements: 'OCP licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const jobId = (await created.json()).doc.id as number
  const checkout = await employerPage.request.post(`/api/job-postings/${jobId}/checkout`, { headers: { Origin: e2e.baseURL }, data: {} })
  expect(checkout.status(), await checkout.text()).toBe(200)
  const sessionId = new URL((await checkout.json()).checkoutUrl as string).pathname.split('/').pop()!
  expect((await sendWebhook(employerPage.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: jobId }))).status()).toBe(200)
  const admin = await adminRequest(playwright)
  expect((await admin.post(`/api/job-postings/${jobId}/approve`, { data: {} })).status()).toBe(200)
  await admin.dispose()

  // The professional fills /account/profile.
  const proCtx = await browser.newContext()
  const proPage = await proCtx.newPage()
  const pro = await createVerifiedAccount(proPage.request, { label: 'licence-pro' })
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto('/account/profile')
  await expectSignedIn(proPage, pro.email)
  await expect(proPage.getByRole('heading', { name: p('title'), level: 1 })).toBeVisible()
  const number = `E2E-${Date.now().toString(36).toUpperCase()}`
  await proPage.getByLabel(`${p('fields.licenseProvince')} *`).selectOption({ label: 'Ontario' })
  await proPage.getByLabel(`${p('fields.licenseCollege')} *`).selectOption({ label: 'Ontario College of Pharmacists' })
  await proPage.getByLabel(`${p('fields.licenseNumber')} *`).fill(number)
  await proPage.getByLabel(`${p('fields.licenseType')} *`).fill('Part A pharmacist')
  await proPage.getByLabel(p('fields.specializations')).fill('Community pharmacy\nVaccinations')
  await proPage.getByLabel(`${p('fields.yearsExperience')} *`).fill('6')
  await proPage.getByRole('group', { name: `${p('fields.languages')} *` }).getByLabel(p('languages.en')).check()
  await proPage.getByRole('group', { name: `${p('fields.languages')} *` }).getByLabel(p('languages.fr')).check()
  await proPage.getByRole('group', { name: `${p('fields.availability')} *` }).getByLabel(p('availability.relief')).check()
  await proPage.getByRole('group', { name: `${p('fields.workProvinces')} *` }).getByLabel('Ontario').check()
  await proPage.getByRole('button', { name: p('save') }).click()
  await expect(proPage.getByText(p('saved'), { exact: true })).toBeVisible()
  await expect(proPage.getByText(p('status.unverified'))).toBeVisible()
  // The profile screen with the toast that confirmed the save.
  const axe = await new AxeBuilder({ page: proPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(', ')}`)).toEqual([])

  // Not verified yet: the posting's apply dialog explains what to do.
  await proPage.goto(`/jobs/${jobId}`)
  await expect(proPage.getByText(english('jobs')('requiresVerifiedLicence'))).toBeVisible()
  await proPage.getByRole('button', { name: ap('applyTitle', { title }) }).click()
  const dialog = proPage.getByRole('dialog', { name: ap('applyTitle', { title }) })
  await expect(dialog.getByText(p('applyNeedsVerified'))).toBeVisible()
  await dialog.getByRole('button', { name: ap('cancel') }).click()

  // The admin verifies it from the dashboard's queue, read on the server (never through collection REST), oldest first: found by a search.
  await useAdminSession(page)
  const reads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && /^\/api\/professional-profiles(\/|$)/.test(new URL(request.url()).pathname)) reads.push(request.url())
  })
  await page.goto('/admin')
  await page.getByRole('tab', { name: l('tab') }).click()
  await page.waitForURL(/[?&]tab=licences/)
  const filters = page.getByRole('search', { name: ls('filters') })
  await expect(filters.getByLabel(ls('sort'))).toHaveValue('oldest')
  await filters.getByLabel(ls('named', { label: ls('search'), value: l('search') })).fill(pro.email)
  await filters.getByRole('button', { name: ls('apply') }).click()
  await page.waitForURL(/[?&]q=/)
  const row = page.getByRole('row').filter({ hasText: pro.email })
  await expect(row.getByText(number)).toBeVisible()
  await expect(row.getByRole('link', { name: l('openRegister') })).toHaveAttribute('href', /ocpinfo\.com/)
  await row.getByRole('button', { name: new RegExp(`^${l('recordAs', { result: l('results.verified') })}`) }).click()
  await expect(page.getByText(new RegExp(l('recorded')))).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: pro.email })).toHaveCount(0)
  await expect(page.getByRole('tabpanel').getByText(ls('noResults'))).toBeVisible()
  expect(reads).toEqual([])

  // The professional sees "verified on", and can now apply.
  const checked = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`)
  const verifiedOn = p('verifiedOn', { date: checked })
  await proPage.goto('/account/profile')
  await expect(proPage.getByText(verifiedOn)).toBeVisible()
  await proPage.goto(`/jobs/${jobId}`)
  await proPage.getByRole('button', { name: ap('applyTitle', { title }) }).click()
  await dialog.getByLabel(en('resumes.file')).setInputFiles({ name: 'verified-cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('button', { name: ap('submit') }).click()
  await expect(proPage.getByText(ap('submitted'), { exact: true })).toBeVisible()

  // The employer sees the profile on the application, with "verified on" and nothing else of the check.
  await employerPage.goto('/employer')
  const posting = employerPage.getByRole('article', { name: title })
  await posting.getByRole('link', { name: new RegExp(e('showApplicants')) }).click()
  // The posting's applicant list (read on the server, narrowed to it).
  await employerPage.waitForURL(/[?&]posting=\d+/)
  const applicant = applicantsOf(employerPage).getByRole('listitem').filter({ hasText: pro.email })
  await expect(applicant.getByText(verifiedOn)).toBeVisible()
  await expect(applicant.getByText(new RegExp(`Ontario College of Pharmacists · No. ${number}`))).toBeVisible()
  await expect(applicant.getByText(/Relief or locum/)).toBeVisible()
  await employerCtx.close()
  await proCtx.close()
})

test('in French, the profile screen speaks French, college names included', async ({ page }) => {
  const pf = french('profile')
  await page.goto('/fr/account/profile')
  await expect(page.getByRole('heading', { name: pf('signInTitle') })).toBeVisible()
  const pro = await createVerifiedAccount(page.request, { label: 'profil-fr' })
  await signIn(page.request, pro.email, pro.password)
  await page.goto('/fr/account/profile')
  await expect(page.getByRole('heading', { name: pf('title'), level: 1 })).toBeVisible()
  await page.getByLabel(`${pf('fields.licenseProvince')} *`).selectOption({ label: 'Ontario' })
  await page.getByLabel(`${pf('fields.licenseCollege')} *`).selectOption({ label: 'Ordre des pharmaciens de l’Ontario' })
  await page.getByRole('button', { name: pf('save') }).click()
  await expect(page.getByText(pf('numberRequired'))).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
})
