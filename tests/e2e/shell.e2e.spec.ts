import { expect, test } from '@playwright/test'

import { pathForSlug } from '@/domain/content/paths'
import { seedPages } from '@/domain/content/seed'

import { en, english } from '../support/copy'
import { createVerifiedAccount, signIn, useAdminSession } from './helpers'

const n = english('nav')
const specRoutes = [
  '/auth',
  '/auth/callback',
  ...seedPages.map((p) => pathForSlug(p.slug)),
  '/find-work',
  '/candidates',
  '/post-job',
  '/saved-jobs',
  '/resume-manager',
  '/resumes',
  '/applications',
]

test('every route of the product resolves', async ({ request }) => {
  for (const route of specRoutes) {
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
  }
  // /admin is Payload's panel: signed out it answers with its login screen.
  expect((await request.get('/admin')).status()).toBeLessThan(400)
})

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const res = await page.goto('/no-such-page/here')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: en('notFound.title') })).toBeVisible()
  await page.getByRole('link', { name: en('notFound.home') }).click()
  await page.waitForURL((url) => url.pathname === '/')
  // A path that cannot be a page's address is a plain 404 too, not a server error.
  for (const path of ['/%00', '/About', '/two--hyphens']) expect((await page.request.get(path)).status(), path).toBe(404)
})

test('header: Sign In when signed out; Resume Manager when signed in; Admin only for admins', async ({ page }) => {
  const header = page.getByRole('banner')
  await page.goto('/')
  await expect(header.getByRole('link', { name: n('signIn') })).toBeVisible()
  await expect(header.getByRole('link', { name: n('resumeManager') })).toHaveCount(0)
  await expect(header.getByRole('link', { name: n('admin') })).toHaveCount(0)

  const me = await createVerifiedAccount(page.request, { label: 'header' })
  await signIn(page.request, me.email, me.password)
  await page.goto('/')
  await expect(header.getByTestId('signed-in-email').first()).toContainText(me.email)
  await expect(header.getByRole('link', { name: n('resumeManager') }).first()).toBeVisible()
  await expect(header.getByRole('link', { name: n('admin') })).toHaveCount(0)

  await useAdminSession(page)
  await page.goto('/')
  await expect(header.getByRole('link', { name: n('admin') }).first()).toBeVisible()
  await expect(header.getByRole('link', { name: n('admin') }).first()).toHaveAttribute('href', '/admin')
})

test('desktop menus open with the keyboard and close with Escape', async ({ page }) => {
  await page.goto('/')
  const services = page.getByRole('button', { name: n('services') })
  await services.focus()
  await page.keyboard.press('Enter')
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('banner').getByRole('link', { name: n('medicalBilling') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(services).toHaveAttribute('aria-expanded', 'false')
  await expect(services).toBeFocused()

  await page.getByRole('button', { name: n('more') }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: n('contactUs') })).toHaveAttribute('href', /^mailto:/)
  await page.getByRole('banner').getByRole('link', { name: n('ownershipInquiry') }).click()
  await page.waitForURL((url) => url.pathname === '/ownership-inquiry')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the mobile menu has the same links and is keyboard usable', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: n('openMenu') })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: n('closeMenu') })).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator('#mobile-menu')
    for (const name of [n('findWork'), n('postJob'), n('about'), n('techServices'), n('payrollServices'), n('ownershipInquiry'), n('contactUs'), n('signIn')]) {
      await expect(menu.getByRole('link', { name })).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: n('openMenu') })).toBeFocused()
  })
})

test('footer carries every link of the spec and the Toronto contact', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const href of ['/find-work', '/career-resources', '/ownership-inquiry', '/post-job', '/candidates', '/pricing',
    '/employer-resources', '/tech-services', '/medical-billing', '/hr-services', '/payroll-services', '/privacy',
    '/terms', '/anti-theft', '/contact']) {
    await expect(footer.locator(`a[href="${href}"]`), href).toHaveCount(1)
  }
  await expect(footer).toContainText(en('site.city'))
})

test('security headers on pages and API', async ({ request }) => {
  for (const path of ['/', '/api/health', '/no-such-page']) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security'], path).toContain('max-age=')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
  // Payload's panel may be framed by the site (live preview); the dashboard at /admin itself is a site page.
  const panel = (await request.get('/admin/login')).headers()
  expect(panel['content-security-policy']).toContain("frame-ancestors 'self'")
  expect((await request.get('/admin')).headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const preview = (await request.get('/preview/about')).headers()
  expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
})

test('health reports the database up', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.status()).toBe(200)
  expect(await res.json()).toEqual({ status: 'ok', database: 'up' })
})

test('a signed-in non-admin gets no users list and no admin panel data', async ({ request }) => {
  const me = await createVerifiedAccount(request, { accountType: 'employer', label: 'noadmin' })
  await signIn(request, me.email, me.password)
  const jobs = await request.get('/api/payload-jobs')
  expect(jobs.status()).toBe(403)
})
