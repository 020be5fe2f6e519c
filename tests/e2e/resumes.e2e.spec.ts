import { expect, test, type Page } from '@playwright/test'

import { english } from '../support/copy'
import { docx, pdf, png } from '../support/resumeFiles'
import { e2e } from './config'
import { createVerifiedAccount, signIn } from './helpers'

const m = english('resumes')
const a = english('auth')

const file = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({ name, mimeType, buffer })

async function upload(page: Page, input: { name: string; mimeType: string; buffer: Buffer }, positionType = 'pharmacist', category?: string) {
  await page.getByRole('tab', { name: m('uploadTab') }).click()
  await page.getByLabel(m('file')).setInputFiles(input)
  if (category !== undefined) await page.getByLabel(m('categoryName')).fill(category)
  await page.getByLabel(m('positionType')).selectOption(positionType)
  await page.getByRole('button', { name: m('upload') }).click()
}

test('a guest uploads with a progress bar; after signing in, the resumes belong to the account', async ({ page }) => {
  await page.goto('/resume-manager')
  await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible()
  await expect(page.getByText(m('guestBanner'))).toBeVisible()
  await page.getByRole('tab', { name: m('manageTab') }).click()
  await expect(page.getByText(m('empty'))).toBeVisible()
  await expect(page.getByText(m('emptyHint'))).toBeVisible()

  // Hold the upload's answer so the progress bar can be seen while it runs.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/resumes/upload', async (route) => {
    await held
    await route.continue()
  })
  await upload(page, file('Night Shift CV.pdf', pdf(300_000)))
  await expect(page.getByRole('progressbar', { name: m('progress') })).toBeVisible()
  await expect(page.getByRole('button', { name: m('uploading') })).toBeDisabled()
  release()
  await expect(page.getByText(m('uploaded'))).toBeVisible()

  const group = page.getByRole('region', { name: 'Night Shift CV' })
  await expect(group.getByText(m('count', { n: 1 }))).toBeVisible()
  await expect(group.getByText('Night Shift CV.pdf')).toBeVisible()
  await expect(group.getByText(/293\.0 KB/)).toBeVisible()

  const guestId = await page.evaluate(() => localStorage.getItem('secure_user_id'))
  expect(guestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

  // Sign up, confirm, then sign in on this browser.
  const me = await createVerifiedAccount(page.request, { label: 'guest-to-account' })
  await page.goto('/auth?next=/resume-manager')
  const form = page.getByRole('form', { name: a('signInTitle') })
  await form.getByLabel(a('email')).fill(me.email)
  await form.getByLabel(a('password')).fill(me.password)
  await form.getByRole('button', { name: a('submitSignIn') }).click()
  await page.waitForURL((url) => url.pathname === '/resume-manager')
  await expect(page.getByRole('main').getByText(m('signedInAs', { email: me.email }))).toBeVisible()
  await page.getByRole('tab', { name: m('manageTab') }).click()
  await expect(page.getByRole('region', { name: 'Night Shift CV' })).toBeVisible()

  // API clients send the site's Origin, as the page itself does.
  const owned = await (await page.request.get(`/api/resumes?depth=0&where[owner][equals]=${me.id}`, { headers: { Origin: e2e.baseURL } })).json()
  expect(owned.docs.map((d: { originalFilename: string }) => d.originalFilename)).toEqual(['Night Shift CV.pdf'])
  expect(await page.evaluate(() => localStorage.getItem('secure_user_id'))).toBeNull()
})

test('a malformed guest id is replaced by a fresh version-4 one', async ({ page }) => {
  await page.goto('/resume-manager')
  await page.evaluate(() => localStorage.setItem('secure_user_id', 'not-a-uuid'))
  await page.reload()
  await page.getByRole('tab', { name: m('manageTab') }).click()
  await expect(page.getByText(m('empty'))).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('secure_user_id'))).toMatch(/^[0-9a-f-]{36}$/)
})

test('signed in: file rules, move, download in a new tab, delete with confirmation', async ({ page }) => {
  const me = await createVerifiedAccount(page.request, { label: 'resume-owner' })
  await signIn(page.request, me.email, me.password)
  await page.goto('/resumes')
  await expect(page.getByRole('main').getByText(m('signedInAs', { email: me.email }))).toBeVisible()

  // The browser answers at once by name and size; the server decides by content.
  await upload(page, file('notes.txt', Buffer.from('plain text'), 'text/plain'))
  await expect(page.getByRole('alert').filter({ hasText: m('badType') })).toBeVisible()
  await upload(page, file('photo.pdf', png()))
  await expect(page.getByRole('alert').filter({ hasText: m('badType') })).toBeVisible()
  await page.getByRole('tab', { name: m('uploadTab') }).click()
  await page.getByLabel(m('file')).setInputFiles(file('big.pdf', pdf(5 * 1024 * 1024 + 1)))
  await expect(page.getByRole('alert').filter({ hasText: m('tooLarge') })).toBeVisible()

  await upload(page, file('Résumé 2026.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'physician', 'Hospital roles')
  await expect(page.getByText(m('uploaded'))).toBeVisible()
  const group = page.getByRole('region', { name: 'Hospital roles' })
  await expect(group.getByText('Résumé 2026.docx')).toBeVisible()

  // Move: something must change.
  await group.getByRole('button', { name: `${m('move')} Résumé 2026.docx` }).click()
  const dialog = page.getByRole('dialog', { name: m('moveTitle') })
  await dialog.getByRole('button', { name: m('save') }).click()
  await expect(dialog.getByText(m('moveUnchanged'))).toBeVisible()
  await dialog.getByLabel(m('categoryName')).fill('Clinic roles')
  await dialog.getByRole('button', { name: m('save') }).click()
  await expect(page.getByText(m('updated'))).toBeVisible()
  const moved = page.getByRole('region', { name: 'Clinic roles' })
  await expect(moved).toBeVisible()
  await expect(page.getByRole('region', { name: 'Hospital roles' })).toHaveCount(0)

  // Download: a short-lived link opens in a new tab and saves the file under its original name.
  const opened = page.context().waitForEvent('request', (r) => /\/api\/resumes\/\d+\/download\?expires=\d+&sig=/.test(r.url()))
  const popup = page.waitForEvent('popup')
  await moved.getByRole('button', { name: `${m('download')} Résumé 2026.docx` }).click()
  await popup
  const downloaded = await page.request.get((await opened).url())
  expect(downloaded.status()).toBe(200)
  expect(decodeURIComponent(downloaded.headers()['content-disposition'])).toContain("filename*=UTF-8''Résumé 2026.docx")

  // Delete asks first, in the spec's words.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(m('confirmDelete', { name: 'Clinic roles' }))
    void confirm.accept()
  })
  await moved.getByRole('button', { name: `${m('delete')} Résumé 2026.docx` }).click()
  await expect(page.getByText(m('deleted'))).toBeVisible()
  await expect(page.getByText(m('empty'))).toBeVisible()
})

test('the list shows the error state with Try Again when loading fails', async ({ page }) => {
  let fail = true
  await page.route('**/api/resumes?**', (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()))
  await page.goto('/resume-manager')
  await page.getByRole('tab', { name: m('manageTab') }).click()
  await expect(page.getByText(m('loadErrorBody'))).toBeVisible()
  fail = false
  await page.getByRole('button', { name: m('tryAgain') }).click()
  await expect(page.getByText(m('empty'))).toBeVisible()
})
