import { expect, test, type Page } from '@playwright/test'

import { english, french } from '../support/copy'
import { adminRequest, createActiveJob } from './helpers'

const f = english('jobs.filter')
const fr = french('jobs.filter')
const jobs = english('jobs')
const frJobs = french('jobs')

// Each worker lists its own postings under a word no other posting has.
const word = `Muskeg${Date.now().toString(36)}${process.pid}`
const list = `/find-work?q=${word}`

let seeded: Promise<void> | undefined
test.beforeAll(async ({ playwright }) => {
  seeded ??= (async () => {
    const admin = await adminRequest(playwright)
    await createActiveJob(admin, `Pharmacist ${word}`, { location: 'Mississauga, ON', city: 'Mississauga', province: 'ON', positionType: 'pharmacist-full-time' })
    await createActiveJob(admin, `Physician ${word}`, { location: 'Montréal, QC', city: 'Montréal', province: 'QC', titleFr: `Médecin ${word}`, descriptionFr: 'Clinique.', requirementsFr: 'Permis.' })
    await createActiveJob(admin, `Clinic assistant ${word}`, { location: 'Vancouver, BC', city: 'Vancouver', province: 'BC', positionType: 'clinical-assistant', employmentType: 'full-time', remote: true })
    await admin.dispose()
  })()
  await seeded
})

const results = (page: Page, label = jobs('searchLabel')) => page.getByRole('region', { name: label }).getByRole('article')
const column = (page: Page) => page.getByRole('complementary', { name: f('heading') })

test('a filter is a link with its count; choosing one narrows the list and says how many remain', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(list)
  await expect(results(page)).toHaveCount(3)
  await expect(page.getByText(jobs('results', { n: 3, more: 'false' }))).toBeVisible()
  const quebec = column(page).getByRole('link', { name: /Quebec\s*1/ })
  await quebec.click()
  await expect(page).toHaveURL(/province=QC/)
  await expect(results(page)).toHaveCount(1)
  await expect(column(page).getByRole('link', { name: /Quebec\s*1/ })).toHaveAttribute('aria-current', 'true')
  // Choosing Ontario beside Quebec would list both: the count says what the click gives.
  await column(page).getByRole('link', { name: /Ontario\s*2/ }).click()
  await expect(results(page)).toHaveCount(2)
  await expect(page).toHaveURL(/province=ON&province=QC/)
})

test('without JavaScript the filters, the place and the minimum pay still work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(list)
  await column(page).getByRole('link', { name: /Physician\s*1/ }).click()
  await expect(results(page)).toHaveCount(1)
  await page.goto(list)
  await page.getByPlaceholder(f('nearPlaceholder')).fill('Mississauga')
  await page.getByLabel(f('radius')).selectOption('25')
  await page.getByRole('search').getByRole('button', { name: jobs('search') }).click()
  await expect(page).toHaveURL(/near=Mississauga/)
  // Mississauga's posting, and the remote one wherever it is.
  await expect(results(page)).toHaveCount(2)
  await page.getByRole('link', { name: f('hideRemote') }).click()
  await expect(results(page)).toHaveCount(1)
  // Every posting here pays up to $190 an hour.
  await page.goto(list)
  await column(page).getByLabel(f('payAmount')).fill('190')
  await column(page).getByRole('button', { name: f('apply') }).click()
  await expect(results(page)).toHaveCount(3)
  await column(page).getByLabel(f('payAmount')).fill('191')
  await column(page).getByRole('button', { name: f('apply') }).click()
  await expect(page).toHaveURL(/pay=191/)
  await expect(page.getByText(jobs('noResults'))).toBeVisible()
  await context.close()
})

test('a place nobody knows is said so, and the search runs everywhere', async ({ page }) => {
  await page.goto(`${list}&near=Atlantis`)
  await expect(page.getByText(f('placeUnknown'))).toBeVisible()
  await expect(results(page)).toHaveCount(3)
})

test('a search that finds nothing offers the change that would, with its count', async ({ page }) => {
  await page.goto(`${list}&province=NU`)
  await expect(page.getByText(jobs('noResults'))).toBeVisible()
  await page.getByRole('link', { name: `${f('suggest.provinces')} (3)` }).click()
  await expect(results(page)).toHaveCount(3)
})

test('on a phone the filters open in a sheet above the list; in French they speak French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(`/fr${list}`)
  await expect(column(page)).toBeHidden()
  await page.locator('summary', { hasText: fr('show', { n: 0 }) }).click()
  await page.getByRole('link', { name: /Colombie-Britannique\s*1/ }).click()
  await expect(page).toHaveURL(/\/fr\/find-work\?.*province=BC/)
  await expect(results(page, frJobs('searchLabel'))).toHaveCount(1)
  await expect(page.locator('summary', { hasText: fr('show', { n: 1 }) })).toBeVisible()
})
