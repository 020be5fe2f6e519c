import { expect, test, type Locator } from '@playwright/test'

import { translator } from '@/i18n/translator'

import { checkoutEvent, type StubRequest } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, createVerifiedAccount, expectSignedIn, sendWebhook, signIn } from './helpers'

const fr = translator('fr-CA')
const en = translator('en-CA')

const stubRequests = async (): Promise<StubRequest[]> => (await fetch(`http://127.0.0.1:${e2e.stripePort}/__requests`)).json()

/** A field of the Post a Job form by its label; the English fields come before their French versions. */
const field = (form: Locator, label: string) => form.getByLabel(label).first()

test('Quebec: no payment without the French version; with it the posting is found in French and its page speaks French', async ({ page, playwright }) => {
  test.setTimeout(150_000)
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'quebec' })
  await signIn(page.request, employer.email, employer.password)
  const stamp = Date.now().toString(36)
  const title = `Community Pharmacist ${stamp}`
  const titleFr = `Pharmacienne communautaire ${stamp}`
  const descriptionFr = `Officine achalandée du Plateau-Mont-Royal (${stamp}).`

  await page.goto('/fr/post-job')
  await expectSignedIn(page, employer.email)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  const form = page.getByRole('form', { name: fr('jobs.postTitle') })
  await field(form, fr('jobs.fields.title')).fill(title)
  await field(form, fr('jobs.fields.company')).fill('Pharmacie du Plateau')
  await field(form, fr('jobs.fields.location')).fill('Montréal, QC')
  await form.getByLabel(fr('jobs.fields.positionType')).selectOption('pharmacist-full-time')
  await form.getByLabel(fr('jobs.fields.contactEmail')).fill(`embauche-${stamp}@plateau.example`)
  await field(form, fr('jobs.fields.description')).fill('Busy community pharmacy on the Plateau.')
  await field(form, fr('jobs.fields.requirements')).fill('Member of the OPQ.')
  await form.getByLabel(fr('jobs.fields.payMin')).fill('60')
  await form.getByLabel(fr('jobs.fields.payMax')).fill('75')
  await form.getByLabel(fr('jobs.fields.payUnit')).selectOption('hour')

  // Choosing Quebec shows the rule at once and makes the French version required.
  await expect(page.getByText(fr('jobs.quebecRule'))).toHaveCount(0)
  await form.getByLabel(fr('jobs.fields.province')).selectOption('QC')
  await expect(form.getByRole('status').filter({ hasText: fr('jobs.quebecRule') })).toBeVisible()
  await expect(form.getByLabel(`${fr('jobs.fields.titleFr')} *`)).toBeVisible()

  // Without it the form says what is missing and nothing is sent.
  await form.getByRole('button', { name: fr('jobs.submit') }).click()
  for (const name of ['titleFr', 'descriptionFr', 'requirementsFr'] as const) {
    await expect(form.getByText(fr('jobs.required', { label: fr(`jobs.fields.${name}`) }))).toBeVisible()
  }
  await expect(page).toHaveURL(/\/fr\/post-job$/)
  const admin = await adminRequest(playwright)
  const none = await (await admin.get(`/api/job-postings?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()
  expect(none.totalDocs).toBe(0)

  // The server holds the same rule: a Quebec draft without French text cannot be paid for.
  const draft = await page.request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: {
      title: `${title} (draft)`, company: 'Pharmacie du Plateau', location: 'Montréal, QC', province: 'QC',
      contactEmail: `brouillon-${stamp}@plateau.example`, description: 'd', requirements: 'r',
      positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour',
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const refused = await page.request.post(`/api/job-postings/${(await draft.json()).doc.id}/checkout`, {
    headers: { Origin: e2e.baseURL, Referer: `${e2e.baseURL}/fr/employer` },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error).toContain(fr('jobs.fields.titleFr'))

  // With the French version: payment, review, approval.
  await form.getByLabel(`${fr('jobs.fields.titleFr')} *`).fill(titleFr)
  await form.getByLabel(`${fr('jobs.fields.descriptionFr')} *`).fill(descriptionFr)
  await form.getByLabel(`${fr('jobs.fields.requirementsFr')} *`).fill('Membre en règle de l’OPQ.')
  await form.getByRole('button', { name: fr('jobs.submit') }).click()
  await expect(page.getByText(fr('jobs.redirecting'))).toBeVisible()
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/)

  const session = (await stubRequests()).filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
  const jobId = Number(session.body['metadata[jobPostingId]'])
  const sessionId = new URL(page.url()).pathname.split('/').pop()!
  const paid = await sendWebhook(page.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: jobId }))
  expect(paid.status(), await paid.text()).toBe(200)
  const approve = await admin.post(`/api/job-postings/${jobId}/approve`)
  expect(approve.status(), await approve.text()).toBe(200)
  await admin.dispose()

  // Found on French Find Work by its French title, shown with it.
  await page.goto(`/fr/find-work?q=${encodeURIComponent(titleFr)}`)
  const results = page.getByRole('region', { name: fr('jobs.searchLabel') })
  const card = results.getByRole('article').filter({ hasText: titleFr })
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name: titleFr })).not.toHaveAttribute('lang')

  // Its French page: French text, French structured data, both languages' addresses.
  await page.goto(`/fr/jobs/${jobId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  const heading = page.getByRole('heading', { level: 1, name: titleFr })
  await expect(heading).toBeVisible()
  await expect(heading).not.toHaveAttribute('lang')
  await expect(page.getByText(descriptionFr)).toBeVisible()
  await expect(page.getByText(fr('jobs.englishOnly'))).toHaveCount(0)
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld).toMatchObject({ '@type': 'JobPosting', title: titleFr, inLanguage: 'fr-CA', url: `${e2e.baseURL}/fr/jobs/${jobId}` })
  expect(ld.description).toContain(descriptionFr)
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', new RegExp(`/fr/jobs/${jobId}$`))
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', new RegExp(`^(https?://[^/]+)?/jobs/${jobId}$`))

  // The English page shows the English text (/en/ sets English: the switch to French is remembered).
  await page.goto(`/en/jobs/${jobId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const ldEn = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ldEn).toMatchObject({ title, inLanguage: 'en-CA' })
  await expect(page.getByText(en('jobs.englishOnly'))).toHaveCount(0)
})

test('a posting without a French version shows its English text on French pages, marked as English', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const title = `Emergency Physician ${Date.now()}`
  const res = await admin.post('/api/job-postings', {
    data: {
      title, company: 'Riverside Clinic', location: 'Ottawa, ON', province: 'ON', contactEmail: 'jobs@riverside.example',
      description: 'Emergency department shifts.', requirements: 'CPSO licence.', positionType: 'physician', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour', existingVacancy: 'no', aiScreening: 'yes',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = (await res.json()).doc.id as number
  await admin.dispose()

  await page.goto(`/fr/jobs/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Emergency department shifts.')).toHaveAttribute('lang', 'en')
  await expect(page.getByText(fr('jobs.englishOnly'))).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld).toMatchObject({ title, inLanguage: 'en-CA' })
})
