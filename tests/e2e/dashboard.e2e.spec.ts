import { expect, test, type Page } from '@playwright/test'

import { en, english, fr } from '../support/copy'
import { checkoutEvent } from '../support/stripeStub'
import { pdf } from '../support/resumeFiles'
import { e2e } from './config'
import { adminRequest, applicantsOf, createActiveJob, createVerifiedAccount, expectSignedIn, sendWebhook, signIn, staffRequest, useAdminSession } from './helpers'

const a = english('admin')
const au = english('auth')
const e = english('employer')
const ap = english('applications')
const d = english('decisions')
const l = english('lists')

/** The Job Management list narrowed to `title` with its search (25 postings a page: the newest may be many). */
async function findPosting(page: Page, title: string) {
  const filters = page.getByRole('search', { name: l('filters') })
  await filters.getByLabel(l('named', { label: l('search'), value: a('searchJobs') })).fill(title)
  await filters.getByRole('button', { name: l('apply') }).click()
  await expect(page.getByRole('tabpanel').getByText(l('results', { n: 1 }))).toBeVisible()
  return page.getByRole('row').filter({ hasText: title })
}

test('signed out, /admin asks for sign-in on the site and comes back to the dashboard', async ({ page }) => {
  await page.goto('/admin')
  await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/admin')
  const form = page.getByRole('form', { name: au('signInTitle') })
  await form.getByLabel(au('email')).fill(e2e.adminEmail)
  await form.getByLabel(au('password')).fill(e2e.adminPassword)
  await form.getByRole('button', { name: au('submitSignIn') }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  await expect(page.getByRole('heading', { name: a('dashboardTitle') })).toBeVisible()
  await expect(page.getByRole('main').getByText(a('signedInAs', { email: e2e.adminEmail }))).toBeVisible()
  await expect(page.getByRole('link', { name: a('postFree') })).toHaveAttribute('href', '/post-job')
  await expect(page.getByRole('link', { name: a('panelLink') })).toHaveAttribute('href', '/admin/collections/job-postings')
  for (const label of [a('statActiveJobs'), a('statCandidates'), a('statAwaitingReview'), a('statFees')]) await expect(page.getByText(label, { exact: true })).toBeVisible()
  for (const tab of [a('tabJobs'), a('tabApplications'), a('tabResumes')]) await expect(page.getByRole('tab', { name: tab })).toBeVisible()

  // In French at /fr/admin, its tabs staying there.
  await page.goto('/fr/admin')
  await expect(page.getByRole('heading', { name: fr('admin.dashboardTitle') })).toBeVisible()
  await expect(page.getByRole('tab', { name: fr('admin.tabApplications') })).toHaveAttribute('href', '/fr/admin?tab=applications')
  // Payload's panel, one link away (a page of its own frame, loaded whole).
  await page.getByRole('link', { name: fr('admin.panelLink') }).click()
  await page.waitForURL((url) => url.pathname === '/admin/collections/job-postings')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
})

test('signed in without admin rights: Access Denied with the email and a way home', async ({ page }) => {
  const me = await createVerifiedAccount(page.request, { label: 'not-admin' })
  await signIn(page.request, me.email, me.password)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: a('deniedTitle') })).toBeVisible()
  await expect(page.getByText(a('deniedBody'))).toBeVisible()
  await expect(page.getByRole('main').getByText(a('signedInAs', { email: me.email }))).toBeVisible()
  await expect(page.getByRole('link', { name: a('returnHome') })).toHaveAttribute('href', '/')
})

test('an editor is sent to the content they edit, not the marketplace dashboard', async ({ page, playwright }) => {
  const editor = await staffRequest(playwright, ['editor'])
  const cookies = await editor.storageState()
  await page.context().addCookies(cookies.cookies)
  await page.goto('/admin')
  await page.waitForURL((url) => url.pathname === '/admin/collections/pages')
  await expect(page.getByRole('heading', { name: /pages/i }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: a('dashboardTitle') })).toHaveCount(0)
  await editor.dispose()
})

test('admin tabs: seed samples, approve, archive with confirmation, applications and resumes listed', async ({ page, playwright }) => {
  await useAdminSession(page)
  await page.goto('/admin')
  await page.getByRole('button', { name: a('seedSamples') }).click()
  await expect(page.getByText(`${a('samplesAdded')}: ${a('samplesAddedBody')}`)).toBeVisible()

  const admin = await adminRequest(playwright)
  const title = `Dashboard Archive ${Date.now()}`
  await createActiveJob(admin, title)
  await admin.dispose()
  const row = await findPosting(page, title)
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(a('confirmArchiveJob', { title }))
    void confirm.accept()
  })
  await row.getByRole('button', { name: a('archive') }).click()
  await expect(page.getByText(`${a('jobArchived')}: ${a('jobArchivedBody', { title })}`)).toBeVisible()
  // Kept in the admin's records: still listed, archived, with nothing left to archive.
  await expect(row.getByRole('button', { name: a('archive') })).toHaveCount(0)

  await page.getByRole('tab', { name: a('tabApplications') }).click()
  await expect(page.getByRole('button', { name: a('refresh') })).toBeVisible()
  await page.getByRole('tab', { name: a('tabResumes') }).click()
  await expect(page.getByRole('button', { name: a('refresh') })).toBeVisible()
})

test('employer posts and pays → admin approves → professional applies → employer reviews → applicant sees company and status', async ({ page, browser }) => {
  test.setTimeout(150_000)
  // The employer posts a confidential role and pays for it (Stripe confirms through the webhook).
  const employerCtx = await browser.newContext()
  const employerPage = await employerCtx.newPage()
  const employer = await createVerifiedAccount(employerPage.request, { accountType: 'employer', label: 'flow-employer' })
  await signIn(employerPage.request, employer.email, employer.password)
  const title = `Flow Pharmacist ${Date.now()}`
  const created = await employerPage.request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: {
      title, company: 'Lakeside Pharmacy', confidential: true, location: 'Barrie, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: `hr-${Date.now()}@lakeside.example`,
      description: 'Community pharmacy.', requirements: 'OCP licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const jobId = (await created.json()).doc.id as number
  await employerPage.goto('/employer')
  const posting = employerPage.getByRole('article', { name: title })
  await expect(posting.getByText(e('pay'))).toBeVisible()
  await posting.getByRole('button', { name: e('pay') }).click()
  await employerPage.waitForURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/)
  const sessionId = new URL(employerPage.url()).pathname.split('/').pop()!
  expect((await sendWebhook(employerPage.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: jobId }))).status()).toBe(200)

  // The admin approves it from the dashboard.
  await useAdminSession(page)
  await page.goto('/admin')
  const row = await findPosting(page, title)
  await row.getByRole('button', { name: a('approve') }).click()
  await expect(page.getByText(a('approved'))).toBeVisible()
  // Live now: the row offers what the lifecycle table allows an admin on an active posting.
  await expect(row.getByRole('button', { name: a('closePosting') })).toBeVisible()
  await expect(row.getByRole('button', { name: a('approve') })).toHaveCount(0)

  // A professional applies.
  const proCtx = await browser.newContext()
  const proPage = await proCtx.newPage()
  const pro = await createVerifiedAccount(proPage.request, { label: 'flow-pro' })
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto(`/jobs/${jobId}`)
  await expectSignedIn(proPage, pro.email)
  await expect(proPage.getByText('Lakeside Pharmacy')).toHaveCount(0)
  await proPage.getByRole('button', { name: ap('applyTitle', { title }) }).click()
  const dialog = proPage.getByRole('dialog', { name: ap('applyTitle', { title }) })
  await dialog.getByLabel(en('resumes.file')).setInputFiles({ name: 'flow-cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('button', { name: ap('submit') }).click()
  await expect(proPage.getByText(ap('submitted'), { exact: true })).toBeVisible()

  // The employer reviews: the applicant's name and email, the resume link, then Review.
  await employerPage.goto('/employer')
  // Its owner may close the live posting; there is nothing left to pay.
  await expect(posting.getByRole('button', { name: e('close') })).toBeVisible()
  await expect(posting.getByRole('button', { name: e('pay') })).toHaveCount(0)
  await posting.getByRole('link', { name: new RegExp(e('showApplicants')) }).click()
  await employerPage.waitForURL(new RegExp(`[?&]posting=${jobId}`))
  const applicants = applicantsOf(employerPage)
  await expect(applicants.getByText(pro.email).first()).toBeVisible()
  // The new tab follows a short-lived link (seen from the context, so no event can be missed).
  const opened = employerCtx.waitForEvent('request', (r) => /\/api\/resumes\/\d+\/download\?/.test(r.url()))
  await applicants.getByRole('button', { name: e('openResume') }).click()
  const file = await employerPage.request.get((await opened).url())
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toContain('filename="flow-cv.pdf"')
  await applicants.getByRole('button', { name: `${a('review')}: Test Person` }).click()
  await expect(employerPage.getByText(a('statusChanged', { status: ap('statusLabels.reviewed') }))).toBeVisible()
  // The list is read again on the server: the new status, and the counts beside the filter moved.
  await expect(applicants.getByRole('listitem').filter({ hasText: pro.email }).getByText(ap('statusLabels.reviewed'), { exact: true })).toBeVisible()
  await expect(applicants.getByRole('link', { name: `${ap('statusLabels.reviewed')} (1)` })).toBeVisible()

  // The applicant now sees the company and the new status.
  await proPage.goto('/applications')
  const item = proPage.getByRole('listitem').filter({ hasText: title })
  await expect(item.getByText(ap('statusLabels.reviewed'))).toBeVisible()
  await expect(item.getByText('Lakeside Pharmacy', { exact: true })).toBeVisible()

  // The employer, in St. John's (UTC−3:30), records the interview on the day the picker offers: the
  // workspace (in Toronto time) shows that day, and the decision due 45 days later.
  const atlanticCtx = await browser.newContext({ timezoneId: 'America/St_Johns', storageState: await employerCtx.storageState() })
  const atlantic = await atlanticCtx.newPage()
  await atlantic.goto('/employer')
  await atlantic.getByRole('article', { name: title }).getByRole('link', { name: new RegExp(e('showApplicants')) }).click()
  await atlantic.waitForURL(new RegExp(`[?&]posting=${jobId}`))
  const atlanticApplicants = applicantsOf(atlantic)
  await atlanticApplicants.getByRole('button', { name: `${a('interview')}: Test Person` }).click()
  const day = await atlanticApplicants.getByLabel(d('interviewDateLabel')).inputValue()
  await atlanticApplicants.getByRole('button', { name: d('recordInterview') }).click()
  const picked = new Date(`${day}T12:00:00Z`)
  await expect(atlanticApplicants.getByText(d('interviewedOn', { date: picked }))).toBeVisible()
  await expect(atlanticApplicants.getByText(d('dueBy', { date: new Date(picked.getTime() + 45 * 24 * 60 * 60 * 1000) }))).toBeVisible()
  await atlanticCtx.close()
  await employerCtx.close()
  await proCtx.close()
})
