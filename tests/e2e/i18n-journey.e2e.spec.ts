import { expect, test } from '@playwright/test'

import { en, fr } from '../support/copy'
import { pdf } from '../support/resumeFiles'
import { adminRequest, createActiveJob, expectSignedIn, fromNetwork, mailTo, STRONG_PASSWORD, uniqueEmail } from './helpers'

test('in French: sign up → the confirmation email in French → apply with a resume → French emails and screens', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('francophone')
  await page.setExtraHTTPHeaders({ ...fromNetwork(), 'Accept-Language': 'fr-CA,fr;q=0.9' })

  await page.goto('/fr/auth')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await page.getByRole('group', { name: fr('auth.toggleLabel') }).getByRole('button', { name: fr('auth.createAccountTitle') }).click()
  await page.getByLabel(fr('auth.lookingForWork')).check()
  await page.getByLabel(fr('auth.fullName')).fill('Camille Tremblay')
  await page.getByLabel(fr('auth.email')).fill(email)
  await page.getByLabel(fr('auth.password'), { exact: true }).fill(STRONG_PASSWORD)
  await page.getByRole('form', { name: fr('auth.createAccountTitle') }).getByRole('button', { name: fr('auth.submitCreate') }).click()
  await expect(page.getByRole('status').filter({ hasText: fr('auth.checkEmailBody') })).toBeVisible()

  // The account took the page's language: the confirmation is in French and opens the French page.
  const mail = await mailTo(email, fr('email.verifySubject'))
  // Payload sends the confirmation as HTML only.
  expect(mail.html).toContain(fr('email.greeting', { name: 'Camille Tremblay' }))
  const link = mail.links.find((l) => l.includes('/auth/callback?token='))!
  expect(new URL(link).pathname).toBe('/fr/auth/callback')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: fr('auth.emailConfirmed') })).toBeVisible()
  await expectSignedIn(page, email)

  const admin = await adminRequest(playwright)
  const title = `Pharmacien(ne) ${Date.now()}`
  const contact = `embauche-${Date.now()}@pharmacie.example`
  const jobId = await createActiveJob(admin, title, { contactEmail: contact, province: 'ON' })

  await page.goto(`/fr/find-work?job=${jobId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await page.getByRole('button', { name: new RegExp(`^${fr('applications.apply')}.*${title.replace(/[()]/g, '\\$&')}`) }).first().click()
  const dialog = page.getByRole('dialog', { name: fr('applications.applyTitle', { title }) })
  await dialog.getByLabel(fr('resumes.file')).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('button', { name: fr('applications.submit') }).click()
  await expect(page.getByText(fr('applications.submitted'), { exact: true })).toBeVisible()

  // The applicant hears in French; the employer (an English account's posting) in English.
  await mailTo(email, fr('applications.confirmSubject', { title }))
  await mailTo(contact, en('applications.employerSubject', { title }))

  await page.goto('/fr/applications')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(item.getByText(fr('applications.statusLabels.pending'))).toBeVisible()
  await admin.dispose()
})
