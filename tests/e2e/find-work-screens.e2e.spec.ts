import { expect, test, type Page } from '@playwright/test'

import { english } from '../support/copy'
import { adminRequest, createActiveJob, createVerifiedAccount, expectSignedIn, signIn } from './helpers'

const m = english('jobs')
const COUNT = 6

// Each worker lists its own postings under a word no other posting has.
const word = `Tundra${Date.now().toString(36)}${process.pid}`
const list = `/find-work?q=${word}`
const title = (i: number) => `Locum Physician ${word} ${i}`
const description = (i: number) => `Clinic role ${word} number ${i}.`
/** Newest first: the n-th result is the one created n-th from last. */
const nth = (n: number) => COUNT - 1 - n

let seeded: Promise<void> | undefined
// Hooks run again for every test in a fully parallel file; the postings are made once per worker.
test.beforeAll(async ({ playwright }) => {
  seeded ??= (async () => {
    const admin = await adminRequest(playwright)
    for (let i = 0; i < COUNT; i++) await createActiveJob(admin, title(i), { description: description(i) })
    await admin.dispose()
  })()
  await seeded
})

const results = (page: Page) => page.getByRole('region', { name: m('searchLabel') }).getByRole('article')
const details = (page: Page) => page.getByRole('region', { name: m('viewDetails') })

async function as(page: Page, role: 'anonymous' | 'professional') {
  if (role === 'anonymous') return
  const me = await createVerifiedAccount(page.request, { label: 'finder' })
  await signIn(page.request, me.email, me.password)
  return me.email
}

async function openList(page: Page, email: string | undefined) {
  await page.goto(list)
  if (email) await expectSignedIn(page, email)
  await expect(results(page)).toHaveCount(COUNT)
}

test('the list arrives with the first result’s details rendered beside it, and no one else’s', async ({ request }) => {
  const html = await (await request.get(list)).text()
  expect(html).toContain(description(nth(0)))
  for (let n = 1; n < COUNT; n++) expect(html).not.toContain(description(nth(n)))
})

for (const role of ['anonymous', 'professional'] as const) {
  for (const width of [390, 768]) {
    test(`${role}, ${width} px: a tapped job opens in view, and back returns to the same place in the same results`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const email = await as(page, role)
      await openList(page, email)
      // No details waiting below the list on a narrow screen.
      await expect(page.locator(`section[aria-label="${m('viewDetails')}"]`)).toBeHidden()

      const card = results(page).nth(4)
      const name = title(nth(4))
      await card.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await card.getByRole('link', { name }).click()
      await page.waitForURL((url) => /^\/jobs\/\d+$/.test(url.pathname))
      await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport()

      // The browser's Back: the same search, scrolled to the same card.
      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/find-work' && url.searchParams.get('q') === word)
      await expect(card).toBeInViewport()

      // The page's own way back does the same.
      await card.getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport()
      await page.getByRole('link', { name: m('backToResults') }).click()
      await page.waitForURL((url) => url.pathname === '/find-work' && url.searchParams.get('q') === word)
      await expect(card).toBeInViewport()

      // A shared ?job= link shows that posting first, not below the list.
      const id = new URL((await card.getByRole('link', { name }).getAttribute('href'))!, 'http://x').pathname.split('/').pop()
      await page.goto(`${list}&job=${id}`)
      await expect(details(page).getByRole('heading', { level: 2, name })).toBeInViewport()
    })
  }

  for (const width of [1024, 1280]) {
    test(`${role}, ${width} px: the first result fills the details pane; a clicked job replaces it in view; back restores the list`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const email = await as(page, role)
      await openList(page, email)
      const first = title(nth(0))
      await expect(details(page).getByRole('heading', { level: 2, name: first })).toBeInViewport()
      await expect(details(page).getByText(description(nth(0)))).toBeVisible()

      const card = results(page).nth(4)
      const name = title(nth(4))
      await card.scrollIntoViewIfNeeded()
      await card.getByRole('link', { name }).click()
      await page.waitForURL((url) => url.searchParams.has('job'))
      await expect(details(page).getByRole('heading', { level: 2, name })).toBeInViewport()
      await expect(card.getByRole('link', { name })).toHaveAttribute('aria-current', 'true')
      // Postings like it wait closed under it (its title stays in view), each a link to its page.
      const similar = details(page).locator('details.similar-positions')
      await expect(similar.getByRole('link').first()).toBeHidden()
      await similar.getByText(m('similarTitle'), { exact: true }).click()
      await expect(similar.getByRole('link').first()).toHaveAttribute('href', /^\/jobs\/\d+$/)
      await expect(similar.getByRole('link').first()).toBeVisible()

      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/find-work' && !url.searchParams.has('job') && url.searchParams.get('q') === word)
      await expect(card).toBeInViewport()
      await expect(details(page).getByRole('heading', { level: 2, name: first })).toBeVisible()
    })
  }
}

// Each prefetch of a result, chip or page is a page the server renders for a visitor who may never
// open it: a list of twenty results would cost twenty renders. Only the header's few links prefetch.
test('looking at the results asks the server for no posting, search or page of results in advance', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2000 })
  const asked: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (!req.headers()['rsc'] && !url.searchParams.has('_rsc')) return
    url.searchParams.delete('_rsc')
    asked.push(url.pathname + url.search)
  })
  await openList(page, undefined)
  await page.mouse.wheel(0, 4000)
  await results(page).nth(2).getByRole('link').last().hover()
  await page.waitForTimeout(1500)
  // The header's own links (Find Work itself among them) may; nothing with a posting or a search in it.
  expect(asked.filter((url) => /\/jobs\/|\?/.test(url))).toEqual([])
})
