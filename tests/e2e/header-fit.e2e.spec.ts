import { expect, test, type Locator, type Page } from '@playwright/test'

import { defaultHeader } from '@/domain/content/defaultChrome'

import { en, english } from '../support/copy'
import { accountMenuButton, adminRequest, expectSignedIn, menuToggle, signIn, STRONG_PASSWORD } from './helpers'

const n = english('nav')
const WIDTHS = [320, 390, 768, 1024, 1280, 1440]
const ROLES = ['anonymous', 'professional', 'employer', 'admin'] as const
type Role = (typeof ROLES)[number]

let made = 0
/** A 60-character address, the longest the header must still fit. */
function longEmail(role: string) {
  const tail = `-${Date.now().toString(36)}${process.pid}${++made}@example.com`
  const email = `${role}.${'x'.repeat(60 - role.length - 1 - tail.length)}${tail}`
  expect(email).toHaveLength(60)
  return email
}

/** Signs the page in as a new account of the role with a 60-character address (an admin creates it). */
async function signInAs(page: Page, playwright: Parameters<typeof adminRequest>[0], role: Exclude<Role, 'anonymous'>) {
  const admin = await adminRequest(playwright)
  const email = longEmail(role)
  const res = await admin.post('/api/users', { data: { email, password: STRONG_PASSWORD, roles: [role], _verified: true } })
  expect(res.status(), await res.text()).toBe(201)
  await admin.dispose()
  await signIn(page.request, email, STRONG_PASSWORD)
  return email
}

/** Every link and action the header offers this role. */
function expectedEntries(role: Role) {
  const session =
    role === 'anonymous'
      ? []
      : [n('resumeManager'), n('applications'), ...(role === 'employer' ? [n('employer')] : []), ...(role === 'admin' ? [n('admin')] : [])]
  return {
    direct: defaultHeader.primaryLinks.map((l) => l.label),
    services: defaultHeader.serviceLinks.map((l) => l.label),
    more: defaultHeader.moreLinks.map((l) => l.label),
    session,
  }
}

/** Visible and wholly on screen (not cut off at either edge). */
async function expectOnScreen(locator: Locator, width: number) {
  await expect(locator).toBeVisible()
  const box = (await locator.boundingBox())!
  const label = `${await locator.textContent()} at ${width}px`
  expect(box.x, label).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, label).toBeLessThanOrEqual(width)
}

const entry = (scope: Locator, name: string) =>
  scope.getByRole('link', { name, exact: true }).or(scope.getByRole('button', { name, exact: true }))

async function checkHeader(page: Page, role: Role, email: string | null, width: number) {
  const banner = page.getByRole('banner')
  const { direct, services, more, session } = expectedEntries(role)

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `page wider than ${width}px`).toBe(true)
  // The site name on one line, whole.
  const logo = banner.getByRole('link', { name: en('site.name'), exact: true })
  const fit = await logo.evaluate((el) => ({
    oneLine: el.getBoundingClientRect().height < 1.5 * parseFloat(getComputedStyle(el).lineHeight),
    whole: el.scrollWidth <= el.clientWidth,
  }))
  expect(fit, `logo at ${width}px`).toEqual({ oneLine: true, whole: true })
  await expectOnScreen(logo, width)

  if (await menuToggle(page).isVisible()) {
    // Narrow: everything is in the menu.
    await expectOnScreen(menuToggle(page), width)
    await menuToggle(page).click()
    const menu = page.locator('#mobile-menu')
    for (const name of [...direct, ...services, ...more, ...session]) await expectOnScreen(entry(menu, name), width)
    if (email) {
      await expectOnScreen(menu.getByTestId('signed-in-email'), width)
      await expect(menu.getByTestId('signed-in-email')).toContainText(email)
      await expectOnScreen(entry(menu, n('signOut')), width)
    } else {
      await expectOnScreen(entry(menu, n('signIn')), width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.keyboard.press('Escape')
    return
  }

  // Wide: the main links in the bar, the rest one click away.
  const nav = banner.getByRole('navigation', { name: n('mainLabel') })
  const own: string[] = [n('applications'), n('employer')]
  for (const name of [...direct, ...session.filter((s) => !own.includes(s))]) await expectOnScreen(entry(nav, name), width)
  for (const [label, links] of [
    [n('services'), services],
    [n('more'), more],
  ] as const) {
    await nav.getByRole('button', { name: label }).click()
    for (const name of links) await expectOnScreen(entry(nav, name), width)
    await page.keyboard.press('Escape')
  }
  if (!email) return expectOnScreen(entry(banner, n('signIn')), width)
  await expectOnScreen(accountMenuButton(page), width)
  await accountMenuButton(page).click()
  await expectOnScreen(banner.getByRole('listitem').filter({ hasText: email }), width)
  for (const name of [...session.filter((s) => own.includes(s)), n('signOut')]) await expectOnScreen(entry(banner, name), width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await page.keyboard.press('Escape')
}

for (const role of ROLES) {
  test(`the header fits from 320 px up for ${role === 'anonymous' ? 'a visitor' : `a ${role}`} with a 60-character email`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const email = role === 'anonymous' ? null : await signInAs(page, playwright, role)
    for (const path of ['/', '/find-work']) {
      // Loaded once at the narrowest width, then widened: the header follows the window as it is
      // resized (a phone turned sideways, a window dragged wider), as it does on a fresh load.
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await page.goto(path)
      if (email) await expectSignedIn(page, email)
      // Signed out once the session is known: Sign In is in the header (perhaps inside the closed menu).
      else await expect(page.getByRole('banner').locator('a[href="/auth"]').first()).toBeAttached()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await test.step(`${path} at ${width}px`, () => checkHeader(page, role, email, width))
      }
    }
  })
}
