import { expect, test } from '@playwright/test'

import fr from '@/i18n/messages/fr'

import { pdf } from '../support/resumeFiles'
import { e2e } from './config'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, signIn } from './helpers'

/* The employer workspace and My Applications under /fr: French headings, states and statuses. */

test('in French, the employer workspace names its heading, a draft’s state and its actions in French', async ({ page }) => {
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'fr-employer' })
  await signIn(page.request, employer.email, employer.password)
  const title = `Pharmacien de garde ${Date.now()}`
  const created = await page.request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: {
      title, company: 'Pharmacie du Lac', location: 'Québec, QC', contactEmail: `rh-${Date.now()}@lac.example`,
      description: 'Pharmacie communautaire.', requirements: 'Permis OPQ.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour',
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/fr/employer')
  await expectSignedIn(page, employer.email)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1, name: fr.employer.title })).toBeVisible()
  const posting = page.getByRole('article', { name: title })
  await expect(posting.getByText(fr.enums.jobStatus.draft, { exact: true })).toBeVisible()
  await expect(posting.getByRole('button', { name: fr.employer.pay })).toBeVisible()
  await expect(posting.getByRole('link', { name: fr.employer.edit })).toHaveAttribute('href', /^\/fr\/post-job\?edit=\d+$/)
  await expect(posting.getByRole('link', { name: new RegExp(fr.employer.showApplicants) })).toHaveAttribute('href', /^\/fr\/employer\?posting=\d+#applicants$/)
  // Its lists' headings and controls are French too.
  await expect(page.getByRole('heading', { level: 2, name: fr.employer.postingsHeading })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: fr.employer.applicantsHeading })).toBeVisible()
  await expect(page.getByRole('navigation', { name: fr.employer.statusFilter }).getByRole('link', { name: `${fr.lists.all} (0)` })).toBeVisible()
  await expect(page.getByRole('button', { name: fr.lists.apply })).toBeVisible()
  await expect(page.getByText(fr.employer.noApplicants)).toBeVisible()
})

test('in French, My Applications shows its heading and each application’s status in French', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const title = `Médecin remplaçant ${Date.now()}`
  const jobId = await createActiveJob(admin, title)

  const me = await createVerifiedAccount(page.request, { label: 'fr-applicant' })
  await signIn(page.request, me.email, me.password)
  const applied = await page.request.post('/api/applications/apply', {
    headers: { Origin: e2e.baseURL },
    multipart: { jobPosting: String(jobId), coverLetter: '', file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() } },
  })
  expect(applied.status(), await applied.text()).toBe(201)

  await page.goto('/fr/applications')
  await expectSignedIn(page, me.email)
  await expect(page.getByRole('heading', { level: 1, name: fr.applications.title })).toBeVisible()
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(item.getByText(fr.applications.statusLabels.pending, { exact: true })).toBeVisible()
  await expect(item.getByRole('button', { name: fr.applications.withdraw })).toBeVisible()
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/fr/jobs/${jobId}`)

  // The employer's side moves it on: the new status, in French too.
  const { docs } = await (await admin.get(`/api/applications?depth=0&where[jobPosting][equals]=${jobId}`)).json()
  expect((await admin.patch(`/api/applications/${docs[0].id}`, { data: { status: 'reviewed' } })).status()).toBe(200)
  await admin.dispose()
  await page.reload()
  await expect(item.getByText(fr.applications.statusLabels.reviewed, { exact: true })).toBeVisible()
  await expect(item.getByRole('button', { name: fr.applications.withdraw })).toHaveCount(0)
})

test('in French, signed-out visitors are asked to sign in, in French and back to the French page', async ({ page }) => {
  await page.goto('/fr/applications')
  await expect(page.getByText(fr.applications.signInBody)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: fr.applications.signIn })).toHaveAttribute('href', '/fr/auth?next=/applications')
})
