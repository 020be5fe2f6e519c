import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { en } from '../support/copy'
import { pdf } from '../support/resumeFiles'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, signIn } from './helpers'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test('the job seeker and employer screens have no axe violations (WCAG 2.1 AA)', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const admin = await adminRequest(playwright)
  const title = `Accessible Role ${Date.now()}`
  const jobId = await createActiveJob(admin, title)
  await admin.dispose()

  // Guest Resume Manager, both tabs.
  await page.goto('/resume-manager')
  await expectNoViolations(page)
  await page.getByRole('tab', { name: en('resumes.manageTab') }).click()
  await expect(page.getByText(en('resumes.empty'))).toBeVisible()
  await expectNoViolations(page)

  // Signed in: apply dialog open, then the list screens with content in them.
  const me = await createVerifiedAccount(page.request, { label: 'a11y' })
  await signIn(page.request, me.email, me.password)
  await page.goto(`/jobs/${jobId}`)
  await expectSignedIn(page, me.email)
  await page.getByRole('button', { name: en('applications.applyTitle', { title }) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoViolations(page)
  await dialog.getByLabel(en('resumes.file')).setInputFiles({ name: 'a11y.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('button', { name: en('applications.submit') }).click()
  await expect(page.getByText(en('applications.submitted'), { exact: true })).toBeVisible()

  await page.goto('/applications')
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()
  await expectNoViolations(page)
  await page.goto('/resume-manager')
  await page.getByRole('tab', { name: en('resumes.manageTab') }).click()
  await expect(page.getByText('a11y.pdf')).toBeVisible()
  await expectNoViolations(page)

  const employer = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'a11y-employer' })
  await signIn(page.request, employer.email, employer.password)
  await page.goto('/employer')
  await expect(page.getByText(en('employer.empty'))).toBeVisible()
  await expectNoViolations(page)
})
