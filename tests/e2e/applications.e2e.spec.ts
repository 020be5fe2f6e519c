import { expect, test } from '@playwright/test'

import { en, english } from '../support/copy'
import { pdf } from '../support/resumeFiles'
import { e2e } from './config'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, mailTo, signIn } from './helpers'

const m = english('applications')
const screening = english('screening')
const accommodation = english('accommodation')
const threads = english('threads')

test('apply from Find Work with a new resume; a second try is refused; a message reaches the employer; the status and company follow the review', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const admin = await adminRequest(playwright)
  const title = `Relief Physician ${Date.now()}`
  const contact = `hiring-${Date.now()}@northshore.example`
  const jobId = await createActiveJob(admin, title, { company: 'North Shore Clinic', confidential: true, contactEmail: contact })

  // Signed out: asked to sign in.
  await page.goto(`/find-work?job=${jobId}`)
  await page.getByRole('button', { name: m('applyTitle', { title }) }).first().click()
  await expect(page.getByText(m('signInBody'))).toBeVisible()

  const me = await createVerifiedAccount(page.request, { label: 'applicant' })
  await signIn(page.request, me.email, me.password)
  await page.goto(`/find-work?job=${jobId}`)
  await expectSignedIn(page, me.email)
  await page.getByRole('button', { name: m('applyTitle', { title }) }).first().click()
  const dialog = page.getByRole('dialog', { name: m('applyTitle', { title }) })
  await expect(dialog.getByLabel(m('uploadResume'))).toBeChecked()
  await dialog.getByRole('button', { name: m('submit') }).click()
  await expect(dialog.getByText(m('resumeRequiredBody'))).toBeVisible()
  await dialog.getByLabel(en('resumes.file')).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByLabel(m('coverLetter')).fill('Available for weekend shifts.')
  await dialog.getByRole('button', { name: m('submit') }).click()
  await expect(page.getByText(m('submitted'), { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()

  const notice = await mailTo(contact, m('employerSubject', { title }))
  expect(notice.text).toContain(me.email)
  expect(notice.text).toContain('North Shore Clinic')
  await mailTo(me.email, m('confirmSubject', { title }))

  // Again, now with the saved resume: the database refuses a second application.
  await page.getByRole('button', { name: m('applyTitle', { title }) }).first().click()
  await expect(dialog.getByLabel(m('chooseResume'))).toBeChecked()
  await expect(dialog.getByLabel(m('selectResume'))).toHaveValue(/^\d+$/)
  await dialog.getByRole('button', { name: m('submit') }).click()
  await expect(page.getByText(m('alreadyAppliedBody')).first()).toBeVisible()
  await dialog.getByRole('button', { name: m('cancel') }).click()

  // My Applications: pending (yellow), company hidden, withdraw offered.
  await page.goto('/applications')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(item.getByText(m('statusLabels.pending'))).toHaveClass(/yellow/)
  await expect(item.getByText('North Shore Clinic')).toHaveCount(0)
  await expect(item.getByRole('button', { name: m('withdraw') })).toBeVisible()

  // The thread with the employer (docs/messages.md): sent from here, shown unread; the team's notice has a link, never the text.
  await item.getByText(threads('summary', { n: 0 })).click()
  await item.getByLabel(threads('newMessage')).fill('Is there parking on site?')
  await item.getByRole('button', { name: threads('send') }).click()
  await expect(page.getByText(threads('sent'), { exact: true })).toBeVisible()
  await expect(item.getByText('Is there parking on site?')).toBeVisible()
  await expect(item.getByText(threads('notRead'))).toBeVisible()
  const messageNotice = await mailTo(contact, threads('teamSubject', { name: 'Test Person', title }))
  expect(messageNotice.text).toContain('#thread-')
  expect(messageNotice.text).not.toContain('parking')

  // The employer side moves it on: the applicant is emailed and now sees the company.
  const list = await (await admin.get(`/api/applications?depth=0&where[jobPosting][equals]=${jobId}`)).json()
  expect((await admin.patch(`/api/applications/${list.docs[0].id}`, { data: { status: 'reviewed' } })).status()).toBe(200)
  await mailTo(me.email, m('statusSubject', { title }))
  await page.reload()
  await expect(item.getByText(m('statusLabels.reviewed'))).toHaveClass(/blue/)
  // Exactly: the thread's form now names the company too.
  await expect(item.getByText('North Shore Clinic', { exact: true })).toBeVisible()
  await expect(item.getByRole('button', { name: m('withdraw') })).toHaveCount(0)

  // Find Work and the posting's page are the same cached pages for everyone: the applicant's right
  // to the company is added in their browser, and never reaches anyone else's copy.
  for (const url of [`/find-work?job=${jobId}`, `/jobs/${jobId}`]) {
    await page.goto(url)
    await expect(page.getByText('North Shore Clinic').first(), url).toBeVisible()
    const anonymous = await playwright.request.newContext({ baseURL: e2e.baseURL })
    const html = await (await anonymous.get(url)).text()
    expect(html, url).toContain(title)
    expect(html, url).not.toContain('North Shore Clinic')
    await anonymous.dispose()
  }
  await admin.dispose()
})

test('the posting and the dialog say accommodation is available; its screening question is answered; a pending application can be withdrawn', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const title = `Pharmacy Assistant ${Date.now()}`
  const question = 'Are you registered with the Ontario College of Pharmacists?'
  const jobId = await createActiveJob(admin, title, { screeningQuestions: [{ kind: 'yesNo', question, requiredAnswer: 'yes' }] })
  await admin.dispose()

  const me = await createVerifiedAccount(page.request, { label: 'withdrawer' })
  await signIn(page.request, me.email, me.password)
  await page.goto(`/jobs/${jobId}`)
  await expectSignedIn(page, me.email)
  // An admin's posting names no company: the lawful default (AODA), on the page and in the dialog.
  await expect(page.getByRole('region', { name: accommodation('title') })).toContainText(accommodation('default'))
  await page.getByRole('button', { name: m('applyTitle', { title }) }).click()
  const dialog = page.getByRole('dialog', { name: m('applyTitle', { title }) })
  await expect(dialog.getByText(accommodation('default'))).toBeVisible()
  await dialog.getByLabel(en('resumes.file')).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() })
  await dialog.getByRole('button', { name: m('submit') }).click()
  await expect(dialog.getByText(screening('answerMissing', { question }))).toBeVisible()
  await dialog.getByRole('group', { name: question }).getByLabel(screening('no')).check()
  await dialog.getByRole('button', { name: m('submit') }).click()
  await expect(page.getByText(m('submitted'), { exact: true })).toBeVisible()

  // The applicant reads their own answer, never the finding that it misses the required one.
  await page.goto('/applications')
  const mine = page.getByRole('listitem').filter({ hasText: title })
  await mine.getByText(screening('yourAnswers')).click()
  await expect(mine.getByText(question)).toBeVisible()
  await expect(mine.getByText(screening('notMet'))).toHaveCount(0)
  page.once('dialog', (confirm) => void confirm.accept())
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: m('withdraw') }).click()
  await expect(page.getByText(m('withdrawn'))).toBeVisible()
  await expect(page.getByText(m('empty'))).toBeVisible()
})

test('My Applications asks signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/applications')
  await expect(page.getByText(m('signInBody'))).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: m('signIn') })).toHaveAttribute('href', '/auth?next=/applications')
})
