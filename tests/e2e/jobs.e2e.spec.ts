import { expect, test } from '@playwright/test'

import { en, english } from '../support/copy'
import { checkoutEvent, type StubRequest } from '../support/stripeStub'
import { e2e } from './config'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, sendWebhook, signIn, STRONG_PASSWORD, uniqueEmail } from './helpers'

const m = english('jobs')
const f = english('jobs.fields')

const stubRequests = async (): Promise<StubRequest[]> => (await fetch(`http://127.0.0.1:${e2e.stripePort}/__requests`)).json()

test('post a job: anonymous form → sign in → restored → Checkout → webhook → admin approves → listed', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'poster' })
  const title = `Clinic Pharmacist ${Date.now()}`

  await page.goto('/post-job')
  const form = page.getByRole('form', { name: m('postTitle') })
  // The English fields come before their French versions ("Job Title (French)"…).
  await form.getByLabel(f('title')).first().fill(title)
  await form.getByLabel(f('company')).fill('Bayshore Pharmacy')
  await form.getByLabel(f('location'), { exact: false }).first().fill('Kingston, ON')
  await form.getByLabel(f('positionType')).selectOption('pharmacist-full-time')
  await expect(form.getByLabel(f('employmentType'))).toHaveValue('full-time')
  await form.getByLabel(f('contactEmail')).fill('hiring@bayshore.example')
  await form.getByLabel(f('description')).first().fill('Lead pharmacist for a busy clinic pharmacy.')
  await form.getByLabel(f('requirements')).first().fill('Licensed in Ontario.')
  await form.getByLabel(f('payMin')).fill('60')
  await form.getByLabel(f('payMax')).fill('75')
  await form.getByLabel(f('payUnit')).selectOption('hour')
  // The province is asked for (its posting laws apply): Ontario's two questions come with it.
  await form.getByRole('button', { name: m('submit') }).click()
  await expect(form.getByText(m('provinceRequired'))).toBeVisible()
  await form.getByLabel(f('province')).selectOption('ON')
  const ontario = form.getByRole('group', { name: en('postingLaw.ontarioSection') })
  await ontario.getByRole('group', { name: en('postingLaw.existingVacancy') }).getByLabel(en('enums.yesNo.yes')).check()
  await ontario.getByRole('group', { name: en('postingLaw.aiScreening') }).getByLabel(en('enums.yesNo.no')).check()
  await form.getByRole('button', { name: m('submit') }).click()

  await expect(page.getByText(m('authRequiredBody'))).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/auth')
  const signInForm = page.getByRole('form', { name: en('auth.signInTitle') })
  await signInForm.getByLabel(en('auth.email')).fill(employer.email)
  await signInForm.getByLabel(en('auth.password')).fill(employer.password)
  await signInForm.getByRole('button', { name: en('auth.submitSignIn') }).click()
  await page.waitForURL((url) => url.pathname === '/post-job')
  await expect(form.getByLabel(f('title')).first()).toHaveValue(title)
  await expect(form.getByLabel(f('company'))).toHaveValue('Bayshore Pharmacy')

  await form.getByRole('button', { name: m('submit') }).click()
  await expect(page.getByText(m('redirecting'))).toBeVisible()
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\/cs_test_/)

  const session = (await stubRequests()).filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
  const jobId = Number(session.body['metadata[jobPostingId]'])
  const sessionId = new URL(page.url()).pathname.split('/').pop()!
  const admin = await adminRequest(playwright)
  expect((await (await admin.get(`/api/job-postings/${jobId}?depth=0`)).json()).status).toBe('draft')

  const res = await sendWebhook(page.request, checkoutEvent('checkout.session.completed', { id: sessionId, jobPostingId: jobId }))
  expect(res.status(), await res.text()).toBe(200)
  expect((await (await admin.get(`/api/job-postings/${jobId}?depth=0`)).json()).status).toBe('pending_review')

  const approve = await admin.post(`/api/job-postings/${jobId}/approve`)
  expect(approve.status(), await approve.text()).toBe(200)
  await admin.dispose()

  await page.goto(`/find-work?q=${encodeURIComponent(title)}`)
  const card = page.getByRole('region', { name: m('searchLabel') }).getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Bayshore Pharmacy')
})

test('webhook: bad signature → 400', async ({ request }) => {
  const res = await request.post('/api/stripe/webhook', { data: '{"id":"evt_x"}', headers: { 'stripe-signature': 't=1,v1=deadbeef' } })
  expect(res.status()).toBe(400)
})

test('owners cannot write status or paid over REST', async ({ playwright }) => {
  const ctx = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const email = uniqueEmail('owner')
  expect((await ctx.post('/api/users', { data: { email, password: STRONG_PASSWORD, accountType: 'employer' } })).status()).toBe(201)
  const admin = await adminRequest(playwright)
  const users = await (await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`)).json()
  await admin.patch(`/api/users/${users.docs[0].id}`, { data: { _verified: true } })
  await signIn(ctx, email, STRONG_PASSWORD)
  const created = await ctx.post('/api/job-postings', {
    data: { title: 'Mine', company: 'Co', location: 'Here', contactEmail: email, description: 'd', requirements: 'r', positionType: 'physician', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour', status: 'active', paid: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  await ctx.patch(`/api/job-postings/${id}`, { data: { status: 'active', paid: true } })
  const stored = await (await admin.get(`/api/job-postings/${id}?depth=0`)).json()
  expect(stored).toMatchObject({ status: 'draft', paid: false })
  expect((await ctx.post(`/api/job-postings/${id}/approve`)).status()).toBe(403)
  await ctx.dispose()
  await admin.dispose()
})

test('a job page carries JobPosting data; a closed posting answers 410 without it', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const title = `Emergency Physician ${Date.now()}`
  const id = await createActiveJob(admin, title)

  await page.goto(`/jobs/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title,
    hiringOrganization: { name: 'Riverside Clinic' },
    baseSalary: { currency: 'CAD', value: { minValue: 150, maxValue: 190, unitText: 'HOUR' } },
  })
  expect(ld.validThrough).toBeTruthy()

  expect((await admin.post(`/api/job-postings/${id}/close`)).status()).toBe(200)
  const res = await page.goto(`/jobs/${id}`)
  expect(res?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: m('notFoundTitle') })).toBeVisible()
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await admin.dispose()
})

test('addresses people type get a page, never a server error: odd ids, control characters, the internal view path', async ({ request }) => {
  for (const [url, status] of [
    ['/jobs/3000000000', 404],
    ['/jobs/99999999999', 404],
    ['/jobs/12abc', 404],
    ['/find-work?job=3000000000', 200],
    ['/find-work?q=a%00b%0A', 200],
    ['/candidates?q=%7F&page=9999&chip=nonsense', 200],
    ['/find-work/view/abc', 404],
    ['/find-work/view', 404],
  ] as const) {
    expect((await request.get(url)).status(), url).toBe(status)
  }
  // A draft or a posting under review is not public: 404, not a cached page.
  expect((await request.get('/jobs/2147483647')).status()).toBe(404)
})

test('saved jobs: save, shown as saved, taken off and saved again, listed, removed; signed out asks to sign in', async ({ page, playwright }) => {
  await page.goto('/saved-jobs')
  await expect(page.getByRole('heading', { name: m('signInTitle') })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: m('signIn') })).toHaveAttribute('href', /^\/auth/)

  const admin = await adminRequest(playwright)
  const title = `Saved Role ${Date.now()}`
  const id = await createActiveJob(admin, title)
  await admin.dispose()

  await page.goto(`/find-work?job=${id}`)
  await page.getByRole('button', { name: m('save'), exact: true }).click()
  await expect(page.getByText(m('saveSignInBody'))).toBeVisible()

  const me = await createVerifiedAccount(page.request, { label: 'saver' })
  await signIn(page.request, me.email, me.password)
  await page.goto(`/find-work?job=${id}`)
  await expectSignedIn(page, me.email)
  const save = page.getByRole('button', { name: m('save'), exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(page.getByText(m('savedToast'))).toBeVisible()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  // The posting says it is saved when opened again, and the button takes it off the list.
  await page.goto(`/jobs/${id}`)
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await save.click()
  await expect(page.getByText(m('unsavedToast'))).toBeVisible()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/saved-jobs')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(item).toBeVisible()
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/find-work?job=${id}`)
  await item.getByRole('button', { name: m('remove') }).click()
  await expect(page.getByText(m('removed'))).toBeVisible()
  await expect(page.getByText(m('savedEmpty'))).toBeVisible()
})
