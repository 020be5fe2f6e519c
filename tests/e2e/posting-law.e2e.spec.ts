import { expect, test } from '@playwright/test'

import { translator } from '@/i18n/translator'

import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, signIn } from './helpers'

/*
 * The provinces' posting laws as a person meets them (docs/posting-law.md): the Post a Job form asks
 * Ontario's questions and says why a range is refused before anything is sent; the posting's page
 * shows the pay and the answers, in each language.
 */

const en = translator('en-CA')
const fr = translator('fr-CA')

test('Ontario in the form: the questions appear, a range wider than $50,000 is refused with its reason, nothing is sent', async ({ page, playwright }) => {
  test.setTimeout(90_000)
  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'paylaw' })
  await signIn(page.request, employer.email, employer.password)
  const title = `Ontario Pharmacist ${Date.now()}`

  await page.goto('/post-job')
  await expectSignedIn(page, employer.email)
  const form = page.getByRole('form', { name: en('jobs.postTitle') })
  await form.getByLabel(en('jobs.fields.title')).first().fill(title)
  await form.getByLabel(en('jobs.fields.company')).fill('Lakeshore Pharmacy')
  await form.getByLabel(en('jobs.fields.location')).first().fill('Kingston, ON')
  await form.getByLabel(en('jobs.fields.positionType')).selectOption('pharmacist-full-time')
  await form.getByLabel(en('jobs.fields.contactEmail')).fill('hiring@lakeshore.example')
  await form.getByLabel(en('jobs.fields.description')).first().fill('Community pharmacy.')
  await form.getByLabel(en('jobs.fields.requirements')).first().fill('OCP licence.')

  // Ontario's questions appear with Ontario.
  const ontario = form.getByRole('group', { name: en('postingLaw.ontarioSection') })
  await expect(ontario).toHaveCount(0)
  await form.getByLabel(en('jobs.fields.province')).selectOption('ON')
  await expect(ontario).toBeVisible()

  await form.getByLabel(en('jobs.fields.payMin')).fill('70000')
  await form.getByLabel(en('jobs.fields.payMax')).fill('120001')
  await form.getByLabel(en('jobs.fields.payUnit')).selectOption('year')
  await form.getByRole('button', { name: en('jobs.submit') }).click()
  await expect(form.getByText(en('postingLaw.ontarioSpan'))).toBeVisible()
  await expect(form.getByText(en('postingLaw.existingVacancyRequired'))).toBeVisible()
  await expect(form.getByText(en('postingLaw.aiScreeningRequired'))).toBeVisible()
  await page.screenshot({ path: 'tests/.artifacts/posting-law-form.png', fullPage: true })

  const admin = await adminRequest(playwright)
  const none = await (await admin.get(`/api/job-postings?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()
  expect(none.totalDocs).toBe(0)
  await admin.dispose()

  // Within the limit, with the answers, the form goes on to payment.
  await form.getByLabel(en('jobs.fields.payMax')).fill('120000')
  await ontario.getByRole('group', { name: en('postingLaw.existingVacancy') }).getByLabel(en('enums.yesNo.yes')).check()
  await ontario.getByRole('group', { name: en('postingLaw.aiScreening') }).getByLabel(en('enums.yesNo.no')).check()
  await expect(form.getByText(en('postingLaw.ontarioSpan'))).toHaveCount(0)
})

test('the posting shows its pay and its disclosures, in English and in French', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const id = await createActiveJob(admin, `Disclosed Physician ${Date.now()}`, {
    province: 'ON', payMin: 150, payMax: 150, payUnit: 'hour', existingVacancy: 'no', aiScreening: 'yes',
  })
  await admin.dispose()

  await page.goto(`/jobs/${id}`)
  const about = page.getByRole('region', { name: en('postingLaw.disclosures') })
  await expect(about).toContainText(en('postingLaw.vacancyNo'))
  await expect(about).toContainText(en('postingLaw.aiYes'))
  await expect(page.getByRole('article').first()).toContainText('$150.00 per hour')
  await page.screenshot({ path: 'tests/.artifacts/posting-law-page.png', fullPage: true })

  await page.goto(`/fr/jobs/${id}`)
  const propos = page.getByRole('region', { name: fr('postingLaw.disclosures') })
  await expect(propos).toContainText(fr('postingLaw.vacancyNo'))
  await expect(propos).toContainText(fr('postingLaw.aiYes'))
})
