import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'

import { e2e } from './config'
import { createVerifiedAccount, signIn } from './helpers'

/**
 * A form submitted before its script has loaded (a slow phone) or without script at all is sent by
 * the browser itself. None may put what a person typed into an address (history, server and proxy
 * logs, the next request's Referer): each is sent in the body, or does nothing.
 */

const MARK = 'typed-secret'

/**
 * Without script (`javaScriptEnabled: false`), or with the page's own script but before the site's
 * bundles arrive (they never do here): a slow phone, where a screen streamed behind its loading state
 * is already shown but nothing handles its forms yet.
 */
type Mode = 'no script' | 'bundles not loaded'

/** Fills every visible field of the page's form `index` with a marked value and submits it as a browser does. */
async function submitWithoutScript(page: Page, mode: Mode, path: string, index: number) {
  await open(page, mode, path)
  const form = page.locator('form:visible').nth(index)
  const fields = form.locator('input:visible, textarea:visible')
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i)
    const type = (await field.getAttribute('type')) ?? 'text'
    if (['checkbox', 'radio'].includes(type)) await field.check()
    else if (type === 'email') await field.fill(`${MARK}-${i}@example.com`)
    else if (type === 'number') await field.fill('42')
    else if (!['file', 'hidden', 'submit', 'button'].includes(type)) await field.fill(`${MARK}-${i}`)
  }
  const submit = form.locator('button[type=submit]:visible, button:not([type]):visible, input[type=submit]:visible').first()
  const response = page.waitForEvent('framenavigated')
  await submit.click()
  await response
  await page.waitForLoadState()
}

/**
 * Opens a page; with the page's own script, once React's inline script has put every streamed part
 * in place (it holds them in hidden `S:n` containers until then).
 */
async function open(page: Page, mode: Mode, path: string) {
  await page.goto(path)
  if (mode === 'bundles not loaded') await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0)
}

/**
 * Every form on each page: each one's markup says it is sent by POST, and each one a person can see
 * is filled and submitted. Returns how many were submitted.
 */
async function checkForms(browser: Browser, mode: Mode, paths: string[], storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ javaScriptEnabled: mode !== 'no script', baseURL: e2e.baseURL, storageState })
  if (mode === 'bundles not loaded') await context.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  const sent: string[] = []
  page.on('request', (req) => sent.push(req.url()))
  let submitted = 0
  for (const path of paths) {
    await open(page, mode, path)
    const forms = page.locator('form')
    for (let index = 0; index < (await forms.count()); index++) {
      expect(await forms.nth(index).getAttribute('method'), `${mode}: form ${index} on ${path}`).toBe('post')
    }
    const visible = await page.locator('form:visible').count()
    for (let index = 0; index < visible; index++) {
      const before = sent.length
      await submitWithoutScript(page, mode, path, index)
      submitted++
      expect(sent.slice(before).filter((url) => url.includes(MARK)), `${mode}: form ${index} on ${path}`).toEqual([])
      // Nothing broke: the site answers with its page, not an error.
      await expect(page.locator('body')).not.toContainText('Internal Server Error')
    }
  }
  await context.close()
  return submitted
}

const ANONYMOUS = ['/auth', '/fr/auth', '/auth/forgot-password', '/auth/reset-password?token=x', '/post-job', '/fr/post-job', '/ownership-inquiry', '/fr/ownership-inquiry', '/resume-manager']
const SIGNED_IN = ['/post-job', '/fr/post-job', '/employer', '/account', '/account/company', '/account/profile', '/auth/change-email']

test('every form of the site, submitted without JavaScript or before it loads, keeps what was typed out of the address', async ({ browser, playwright }) => {
  test.setTimeout(180_000)
  // Sign-in, reset and inquiry forms render on the server: always there to submit.
  expect(await checkForms(browser, 'no script', ANONYMOUS)).toBeGreaterThanOrEqual(6)
  // …and Post a Job, shown once its streamed part arrives.
  expect(await checkForms(browser, 'bundles not loaded', ANONYMOUS)).toBeGreaterThanOrEqual(8)

  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const employer = await createVerifiedAccount(request, { accountType: 'employer', label: 'noscript' })
  await signIn(request, employer.email, employer.password)
  const session = await request.storageState()
  await request.dispose()
  await checkForms(browser, 'no script', SIGNED_IN, session)
  // Post a Job in both languages.
  expect(await checkForms(browser, 'bundles not loaded', SIGNED_IN, session)).toBeGreaterThanOrEqual(2)
})

test('the sign-in form posts: a password typed before the script loads never reaches an address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: e2e.baseURL })
  const page = await context.newPage()
  const sent: string[] = []
  page.on('request', (req) => sent.push(`${req.method()} ${req.url()}`))
  for (const path of ['/auth', '/fr/auth']) {
    await page.goto(path)
    const signInForm = page.locator('form').first()
    await expect(signInForm).toHaveAttribute('method', 'post')
    await signInForm.locator('input[type=email]').fill('someone@example.com')
    await signInForm.locator('input[type=password]').fill('Hunter-Two-Secret-9')
    await signInForm.locator('button[type=submit]').click()
    await page.waitForLoadState()
  }
  expect(sent.filter((s) => /Hunter-Two-Secret-9|someone%40example\.com/.test(s))).toEqual([])
  expect(sent.filter((s) => s.startsWith('POST '))).toHaveLength(2)
  await context.close()
})
