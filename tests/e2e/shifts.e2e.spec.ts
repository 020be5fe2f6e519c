import AxeBuilder from '@axe-core/playwright'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'

import { professional_profiles } from '@/payload-generated-schema'

import { english, french } from '../support/copy'
import { databaseUrl } from '../support/database'
import { e2e } from './config'
import { createVerifiedAccount, signIn } from './helpers'

/*
 * Relief shifts' screens (docs/shifts.md, Screens): a company team posts a block of two shifts; a
 * professional with a verified licence finds one on /shifts filtered near the site, requests it with
 * a counter-offer; the team confirms; the professional sees the booking and the exact address. Then
 * the French pages render, and a phone's width keeps the list and the form usable.
 */

const s = english('shifts')
const RUN = `Sh${Date.now().toString(36)}`
const COMPANY = `Harbour Relief Pharmacy ${RUN}`
const DAY = 24 * 3_600_000
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** The screen passes axe's WCAG 2.1 AA rules. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** The Monday on or before `day`. */
const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('an employer posts a block; a verified professional requests one near the site with a counter-offer; the employer confirms; the professional sees the address', async ({ page, browser, playwright }) => {
  test.setTimeout(180_000)
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const owner = await createVerifiedAccount(request, { accountType: 'employer', label: 'shift-owner' })
  const pro = await createVerifiedAccount(request, { accountType: 'professional', label: 'shift-pro' })
  await signIn(request, owner.email, owner.password)
  const company = await request.post('/api/facilities', { data: { name: COMPANY, type: 'pharmacy', city: 'Halifax', province: 'NS' } })
  expect(company.status(), await company.text()).toBe(201)
  await request.dispose()
  // The professional's licence, verified (as the admins' licence queue records it).
  const client = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await client.connect()
  await drizzle(client).insert(professional_profiles).values({ user: pro.id, licenceStatus: 'verified', verifiedOn: new Date().toISOString() })
  await client.end()

  // The owner posts a block of two dates; the site defaults to the company's city and province.
  await signIn(page.request, owner.email, owner.password)
  await page.goto('/employer')
  await page.getByRole('link', { name: s('teamLink') }).click()
  await expect(page.getByRole('heading', { name: s('teamTitle'), level: 1 })).toBeVisible()
  const form = page.getByRole('region', { name: s('form.heading') })
  await expect(form.getByLabel(s('form.city'))).toHaveValue('Halifax')
  // Nothing filled: the form says what is missing, beside each field.
  await form.getByRole('button', { name: s('form.submit') }).click()
  await expect(form.getByText(s('problems.positionType'))).toBeVisible()
  await form.getByLabel(s('form.positionType')).selectOption('pharmacist-part-time')
  const first = dayFrom(5)
  const second = dayFrom(6)
  await form.getByLabel(s('form.date', { n: 1 }), { exact: true }).fill(first)
  await form.getByRole('button', { name: s('form.addDate') }).click()
  await form.getByLabel(s('form.date', { n: 2 }), { exact: true }).fill(second)
  await form.getByLabel(s('form.start'), { exact: true }).fill('08:00')
  await form.getByLabel(s('form.end'), { exact: true }).fill('16:00')
  await form.getByLabel(s('form.breakMinutes')).fill('30')
  await form.getByLabel(s('form.rate')).fill('65')
  await form.getByLabel(s('form.street')).fill('1 Harbour Rd')
  await form.getByLabel(s('form.postalCode')).fill('B3H 1A1')
  await expect(form.getByLabel(s('form.requiresLicence'))).toBeChecked()
  await form.getByRole('button', { name: s('form.submitBlock', { n: 2 }) }).click()
  await expect(page.getByText(s('form.posted', { n: 2 }))).toBeVisible()
  const open = page.locator('section#shifts-upcoming')
  await expect(open.getByTestId('team-shift')).toHaveCount(2)
  await expectNoViolations(page)

  // The professional finds it near the site, with the filters in the address.
  const proCtx = await browser.newContext({ baseURL: e2e.baseURL })
  const proPage = await proCtx.newPage()
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto('/shifts')
  const filters = proPage.getByRole('search', { name: s('browse.filters') })
  await filters.getByLabel(s('browse.near')).fill('Halifax, NS')
  await filters.getByLabel(s('browse.km')).selectOption('25')
  await filters.getByLabel(s('browse.positionType')).selectOption('pharmacist-part-time')
  await filters.getByRole('button', { name: s('browse.apply') }).click()
  await proPage.waitForURL(/near=Halifax/)
  expect(proPage.url()).toContain('km=25')
  const cards = proPage.getByRole('article').filter({ hasText: COMPANY })
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText('08:00–16:00')
  await expect(cards.first()).toContainText('Atlantic time (Halifax)')
  await expect(cards.first()).toContainText(s('card.licence'))
  await expect(cards.first()).toContainText(s('card.break', { minutes: 30 }))
  await expect(cards.first()).toContainText('$65.00/h')
  // The week view shows the same shifts on their days.
  await expect(cards.first()).toContainText(COMPANY)
  await expectNoViolations(proPage)
  await proPage.getByRole('link', { name: s('browse.week'), exact: true }).click()
  await proPage.waitForURL(/view=week/)
  await proPage.goto(`${new URL(proPage.url()).pathname}${new URL(proPage.url()).search.replace(/week=[\d-]+/, `week=${mondayOf(first)}`)}`)
  await expect(proPage.getByRole('listitem', { name: new RegExp(new Date(`${first}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })) }).getByRole('link')).not.toHaveCount(0)
  await expectNoViolations(proPage)
  await proPage.getByRole('link', { name: s('browse.list'), exact: true }).click()
  await proPage.waitForURL((url) => !url.search.includes('view=week'))
  await cards.first().getByRole('link').click()

  // It requests the first with a counter-offer; the address stays hidden until the booking.
  await expect(proPage.getByText(s('card.addressHidden'))).toBeVisible()
  await expect(proPage.getByRole('button', { name: s('detail.requestAtRate', { rate: '$65.00' }) })).toBeVisible()
  await proPage.getByLabel(s('detail.counterLabel')).fill('60')
  await proPage.getByRole('button', { name: s('detail.counter'), exact: true }).click()
  await expect(proPage.getByText(s('problems.counterNotHigher'))).toBeVisible()
  await proPage.getByLabel(s('detail.counterLabel')).fill('70')
  await proPage.getByRole('button', { name: s('detail.counter'), exact: true }).click()
  await expect(proPage.getByTestId('request-status')).toHaveText(s('requestStates.pending'))
  await expect(proPage.getByText(s('detail.requestedAt', { rate: '$70.00' }), { exact: false })).toBeVisible()
  const shiftPath = new URL(proPage.url()).pathname
  await expectNoViolations(proPage)

  // The owner sees the request with the licence, reliability and the offered rate, and confirms it.
  await page.reload()
  const card = open.getByTestId('team-shift').filter({ has: page.getByTestId('shift-request') })
  const row = card.getByTestId('shift-request')
  await expect(row).toContainText(s('team.offered', { rate: '$70.00' }))
  await expect(row).toContainText(s('team.counterOffer'))
  await expect(row).toContainText(s('team.reliability', { n: 0 }))
  await expect(row).toContainText(s('team.licenceVerified', { date: '' }).trim())
  await row.getByRole('button', { name: s('team.confirmAria', { name: 'Test Person' }) }).click()
  await expect(page.getByText(s('team.confirmed'))).toBeVisible()
  await expect(page.locator('section#shifts-booked')).toContainText(s('team.bookedWith', { name: 'Test Person', rate: '$70.00' }))

  // The professional sees the booking and the exact address.
  await proPage.goto(shiftPath)
  await expect(proPage.getByTestId('request-status')).toHaveText(s('requestStates.booked'))
  await expect(proPage.getByTestId('shift-address')).toContainText('1 Harbour Rd, B3H 1A1')
  await expect(proPage.locator('summary', { hasText: s('detail.cancel') })).toBeVisible()
  // And finds it again above the open shifts.
  await proPage.goto('/shifts')
  await expect(proPage.getByRole('region', { name: s('browse.mine') }).getByTestId('my-shift-request')).toContainText(s('requestStates.booked'))

  // The French pages render in French.
  const f = french('shifts')
  await proPage.goto(`/fr${shiftPath}`)
  await expect(proPage.getByRole('heading', { name: f('title'), level: 1 })).toBeVisible()
  await expect(proPage.getByTestId('request-status')).toHaveText(f('requestStates.booked'))
  await proPage.goto('/fr/shifts')
  await expect(proPage.getByRole('search', { name: f('browse.filters') })).toBeVisible()
  await proCtx.close()
})

test('on a phone, the open-shift list and the post form fit the screen and can be used', async ({ browser, playwright }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const owner = await createVerifiedAccount(request, { accountType: 'employer', label: 'shift-phone' })
  await signIn(request, owner.email, owner.password)
  const company = await request.post('/api/facilities', { data: { name: `Phone Clinic ${RUN}`, type: 'clinic', city: 'Moncton', province: 'NB' } })
  expect(company.status(), await company.text()).toBe(201)
  await request.dispose()

  const phone = await browser.newContext({ baseURL: e2e.baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  // Signed out: the list shows, with the ask to sign in.
  await page.goto('/shifts')
  await expect(page.getByText(s('browse.signInToRequest'))).toBeVisible()
  await expect(page.getByRole('search', { name: s('browse.filters') }).getByRole('button', { name: s('browse.apply') })).toBeInViewport({ ratio: 0.5 })
  expect(await fitsWidth(page)).toBe(true)
  await page.goto('/shifts?view=week')
  expect(await fitsWidth(page)).toBe(true)

  await signIn(page.request, owner.email, owner.password)
  await page.goto('/employer/shifts')
  const form = page.getByRole('region', { name: s('form.heading') })
  await form.getByLabel(s('form.positionType')).selectOption('pharmacy-technician')
  await form.getByLabel(s('form.date', { n: 1 }), { exact: true }).fill(dayFrom(9))
  await form.getByLabel(s('form.rate')).fill('38.50')
  expect(await fitsWidth(page)).toBe(true)
  await form.getByRole('button', { name: s('form.submit') }).click()
  await expect(page.getByText(s('form.posted', { n: 1 }))).toBeVisible()
  await expect(page.locator('section#shifts-upcoming').getByTestId('team-shift')).toContainText('$38.50/h')
  expect(await fitsWidth(page)).toBe(true)
  await phone.close()
})

test('after a booked shift, both sides confirm the hours and rate each other on their pages; the professional downloads the invoice', async ({ browser, playwright }) => {
  test.setTimeout(180_000)
  const a = english('shifts.after')
  const setup = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const owner = await createVerifiedAccount(setup, { accountType: 'employer', label: 'after-owner' })
  const pro = await createVerifiedAccount(setup, { accountType: 'professional', label: 'after-pro' })
  await signIn(setup, owner.email, owner.password)
  expect((await setup.post('/api/facilities', { data: { name: `After ${COMPANY}`, type: 'pharmacy', city: 'Halifax', province: 'NS' } })).status()).toBe(201)
  const posted = await setup.post('/api/shifts/post', { data: { positionType: 'pharmacy-technician', dates: [dayFrom(90)], startTime: '09:00', endTime: '17:00', breakMinutes: 30, rateCents: 5000, city: 'Halifax', province: 'NS' } })
  expect(posted.status(), await posted.text()).toBe(201)
  const shiftId = ((await posted.json()) as { shifts: { id: number }[] }).shifts[0].id
  const proSetup = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  await signIn(proSetup, pro.email, pro.password)
  const asked = await proSetup.post('/api/shift-requests?depth=0', { data: { shift: shiftId } })
  expect(asked.status(), await asked.text()).toBe(201)
  const requestId = ((await asked.json()) as { doc: { id: number } }).doc.id
  expect((await setup.post(`/api/shift-requests/${requestId}/confirm`, { data: {} })).status()).toBe(200)
  await setup.dispose()
  await proSetup.dispose()
  // The shift is moved to have ended yesterday, as if time had passed.
  const client = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await client.connect()
  const endsAt = new Date(Date.now() - DAY).toISOString()
  const startsAt = new Date(Date.now() - DAY - 8 * 3_600_000).toISOString()
  await client.query('UPDATE shifts SET starts_at = $1, ends_at = $2 WHERE id = $3', [startsAt, endsAt, shiftId])
  await client.query('UPDATE shift_requests SET starts_at = $1, ends_at = $2 WHERE id = $3', [startsAt, endsAt, requestId])
  await client.end()

  const proCtx = await browser.newContext({ baseURL: e2e.baseURL })
  const proPage = await proCtx.newPage()
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto(`/shifts/${shiftId}`)
  const panel = proPage.getByTestId('after-shift')
  await expect(panel.getByLabel(a('hoursHeading'))).toHaveValue('7.5')
  await panel.getByRole('button', { name: a('confirmHours') }).click()
  await expect(panel.getByText(a('waitingHours'))).toBeVisible()
  await expectNoViolations(proPage)

  const teamCtx = await browser.newContext({ baseURL: e2e.baseURL })
  const teamPage = await teamCtx.newPage()
  await signIn(teamPage.request, owner.email, owner.password)
  await teamPage.goto('/fr/employer/shifts')
  const teamPanel = teamPage.getByTestId('after-shift')
  await teamPanel.getByRole('button', { name: french('shifts.after')('confirmHours') }).click()
  await expect(teamPanel.getByText(french('shifts.after')('agreedHours', { hours: '7,5' }))).toBeVisible()
  await teamPanel.getByLabel(french('shifts.after')('comment')).fill('Ponctuelle et efficace')
  await teamPanel.getByRole('button', { name: french('shifts.after')('submitRating') }).click()
  await expect(teamPanel.getByText(french('shifts.after')('rated'))).toBeVisible()

  await proPage.reload()
  await panel.getByRole('button', { name: a('submitRating') }).click()
  await expect(panel.getByText(a('ratingOfYou', { score: '5' }))).toBeVisible()
  await expect(panel.getByText('Ponctuelle et efficace')).toBeVisible()
  // The link downloads the PDF as the signed-in professional's browser asks for it.
  const [download] = await Promise.all([proPage.waitForEvent('download'), panel.getByTestId('shift-invoice').click()])
  expect(download.suggestedFilename()).toBe(`invoice-S-${String(requestId).padStart(6, '0')}.pdf`)
  const { readFile } = await import('node:fs/promises')
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-')
  await proCtx.close()
  await teamCtx.close()
})
