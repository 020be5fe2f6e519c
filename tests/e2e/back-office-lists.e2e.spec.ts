import AxeBuilder from '@axe-core/playwright'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { applications } from '@/payload-generated-schema'

import { english } from '../support/copy'
import { databaseUrl } from '../support/database'
import { e2e } from './config'
import { applicantsOf, createVerifiedAccount, signIn, useAdminSession } from './helpers'

/*
 * The back office's lists in a browser: the employer workspace and the admin dashboard's tabs
 * (Applications above all; Job Management, Resume Management, the licence queue) page, filter and
 * search on the server, their state in the address (the back button goes back a step), and the
 * browser never reads the applications, postings or professional profiles collections through
 * REST to build them.
 */

const e = english('employer')
const a = english('admin')
const l = english('lists')
const ap = english('applications')
const lc = english('licences')
const nav = english('nav')

const RUN = `Lst${Date.now().toString(36)}`

/** Collection REST reads of applications, postings or professional profiles (the old screens paged through these). */
function watchCollectionReads(page: Page): string[] {
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && /^\/api\/(applications|job-postings|professional-profiles)(\/|$)/.test(pathname)) reads.push(request.url())
  })
  return reads
}

/** A draft posting of the signed-in employer's company (its first one creates the company). */
async function draft(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: {
      title, company: `Maple Clinic ${RUN}`, location: 'Guelph, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: `hr-${RUN}@maple.example`, description: 'Clinic.', requirements: 'Licence.',
      positionType: 'physician', employmentType: 'full-time', payMin: 150, payMax: 190, payUnit: 'hour',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

/**
 * `n` applications to posting `job`, written into the site's database as an operator would (a
 * minute apart from `start`, oldest first, named `<label> 00`…): the apply flow one by one would take minutes.
 */
async function applicationsTo(job: number, n: number, label: string, start: number, status: (i: number) => 'pending' | 'reviewed' | 'hired') {
  const client = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await client.connect()
  try {
    await drizzle(client)
      .insert(applications)
      .values(
        Array.from({ length: n }, (_, i) => ({
          jobPosting: job,
          status: status(i),
          appliedAt: new Date(start + i * 60_000).toISOString(),
          applicantName: `${label} ${String(i).padStart(2, '0')}`,
          applicantEmail: `${label.toLowerCase().replace(/\W+/g, '.')}.${i}@example.com`,
        })),
      )
  } finally {
    await client.end()
  }
}

// One after another, in this order: the admin's test changes a status the employer's tests count.
test.describe.configure({ mode: 'serial' })

let pharmacist: number
let physician: number
let employer: { email: string; password: string }
const pharmacistTitle = `Lists Pharmacist ${RUN}`
const physicianTitle = `Lists Physician ${RUN}`

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  employer = await createVerifiedAccount(request, { accountType: 'employer', label: 'lists-employer' })
  await signIn(request, employer.email, employer.password)
  pharmacist = await draft(request, pharmacistTitle)
  physician = await draft(request, physicianTitle)
  await request.dispose()
  // 27 to the pharmacist's posting (the first three reviewed), then two to the physician's (one hired).
  await applicationsTo(pharmacist, 27, `Ann ${RUN}`, Date.UTC(2026, 0, 5, 15), (i) => (i < 3 ? 'reviewed' : 'pending'))
  await applicationsTo(physician, 2, `Zed ${RUN}`, Date.UTC(2026, 0, 6, 15), (i) => (i === 0 ? 'hired' : 'pending'))
})

test('the employer workspace pages, filters and searches its applicants on the server', async ({ page }) => {
  test.setTimeout(120_000)
  const reads = watchCollectionReads(page)
  await signIn(page.request, employer.email, employer.password)
  const sessionAsks: string[] = []
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/users/me' && sessionAsks.push(request.url())))
  await page.goto('/employer')
  const applicants = applicantsOf(page)
  await expect(page.getByRole('article', { name: pharmacistTitle })).toBeVisible()
  // The screen brings the session it was read with (KnownSession): the header shows the account, and the
  // browser never asks for the session.
  await expect(page.getByRole('banner').getByTestId('signed-in-email').first()).toHaveText(employer.email)
  await page.waitForLoadState('networkidle')
  expect(sessionAsks).toEqual([])
  await expect(page.getByRole('article', { name: pharmacistTitle }).getByRole('link', { name: `${e('applicants', { n: 27 })} · ${e('showApplicants')}` })).toBeVisible()
  await expect(applicants.getByText(l('results', { n: 29 }))).toBeVisible()
  await expect(applicants.getByText(l('pageOf', { page: 1, pages: 2 }))).toBeVisible()
  const byStatus = applicants.getByRole('navigation', { name: e('statusFilter') })
  await expect(byStatus.getByRole('link', { name: `${l('all')} (29)` })).toHaveAttribute('aria-current', 'true')
  await expect(byStatus.getByRole('link', { name: `${ap('statusLabels.reviewed')} (3)` })).toBeVisible()
  await expect(byStatus.getByRole('link', { name: `${ap('statusLabels.hired')} (1)` })).toBeVisible()
  // Newest first: the physician's two, then the pharmacist's from the newest (26) down.
  const rows = applicants.getByRole('list', { name: e('applicantsHeading') }).getByRole('listitem')
  await expect(rows).toHaveCount(25)
  await expect(rows.first()).toContainText(`Zed ${RUN} 01`)

  // Page 2 holds the 26th newest onward; its address can be shared, and Back returns to page 1.
  await applicants.getByRole('navigation', { name: e('applicantsPages') }).getByRole('link', { name: l('next') }).click()
  await page.waitForURL(/[?&]page=2/)
  await expect(rows).toHaveCount(4)
  await expect(rows.first()).toContainText(`Ann ${RUN} 03`)
  await page.goBack()
  await page.waitForURL((url) => !url.searchParams.has('page'))
  await expect(rows).toHaveCount(25)

  // A status, with the counts beside it.
  await byStatus.getByRole('link', { name: `${ap('statusLabels.reviewed')} (3)` }).click()
  await page.waitForURL(/[?&]status=reviewed/)
  await expect(rows).toHaveCount(3)
  await expect(applicants.getByText(l('results', { n: 3 }))).toBeVisible()

  // A search (name or email), kept with the status; then another posting and no status.
  const filters = applicants.getByRole('search', { name: l('filters') })
  await filters.getByLabel(l('named', { label: l('search'), value: e('searchApplicants') })).fill(`ann ${RUN.toLowerCase()} 01`)
  await filters.getByRole('button', { name: l('apply') }).click()
  await page.waitForURL(/[?&]q=/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Ann ${RUN} 01`)
  await page.goto(`/employer?posting=${physician}&sort=name`)
  await expect(page.getByRole('heading', { name: e('applicantsTo', { title: physicianTitle }) })).toBeVisible()
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(`Zed ${RUN} 00`)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(filters.getByLabel(e('postingFilter'))).toHaveValue(String(physician))

  // The posting's own link opens its applicant list; bad values in the address are dropped, never an error.
  await page.goto('/employer?page=zero&status=promoted&posting=-1&from=2026-02-31&sort=x')
  await expect(applicants.getByText(l('results', { n: 29 }))).toBeVisible()
  await page.getByRole('article', { name: pharmacistTitle }).getByRole('link', { name: new RegExp(e('showApplicants')) }).click()
  await page.waitForURL(new RegExp(`[?&]posting=${pharmacist}`))
  await expect(applicants.getByText(l('results', { n: 27 }))).toBeVisible()

  expect(reads).toEqual([])
})

test('with its lists full, the workspace has no axe violations, and its filter form sent without script puts nothing typed in an address', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await signIn(page.request, employer.email, employer.password)
  await page.goto('/employer')
  await expect(applicantsOf(page).getByText(l('results', { n: 29 }))).toBeVisible()
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: e2e.baseURL, storageState: await page.context().storageState() })
  const bare = await noScript.newPage()
  const sent: string[] = []
  bare.on('request', (request) => sent.push(request.url()))
  await bare.goto('/employer')
  const form = bare.getByRole('search', { name: l('filters') })
  await expect(form).toHaveAttribute('method', 'post')
  await form.getByLabel(l('named', { label: l('search'), value: e('searchApplicants') })).fill('typed-secret')
  await form.getByLabel(l('from')).fill('2026-01-05')
  await form.getByRole('button', { name: l('apply') }).click()
  await bare.waitForLoadState()
  expect(sent.filter((url) => url.includes('typed-secret') || url.includes('2026-01-05'))).toEqual([])
  await expect(bare.locator('body')).not.toContainText('Internal Server Error')
  // Its links work without script: a status, then the next page.
  await bare.getByRole('navigation', { name: e('statusFilter') }).getByRole('link', { name: `${ap('statusLabels.pending')} (25)` }).click()
  await expect(applicantsOf(bare).getByText(l('results', { n: 25 }))).toBeVisible()
  await noScript.close()
})

test('the admin Applications tab pages, filters and searches every application on the server', async ({ page }) => {
  test.setTimeout(120_000)
  await useAdminSession(page)
  const reads = watchCollectionReads(page)
  // The list's links (tabs, filters, pages, rows) are not prefetched: each would have the server render its page ahead.
  const prefetched: string[] = []
  page.on('request', (request) => void (request.headers()['next-router-prefetch'] && prefetched.push(request.url())))
  const sessionAsks: string[] = []
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/users/me' && sessionAsks.push(request.url())))
  await page.goto('/admin')
  // The Job Management tab, opened first, is read on the server too.
  await expect(page.getByRole('navigation', { name: a('jobsByStatus') })).toBeVisible()
  // The dashboard's layout brings the session it was read with (its page is under a loading boundary).
  await page.waitForLoadState('networkidle')
  expect(sessionAsks).toEqual([])
  // Its tabs, filters and pages move within the page: the router asks for the list, never a whole document.
  const documents: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(request.url())))
  await page.getByRole('tab', { name: a('tabApplications') }).click()
  await page.waitForURL(/[?&]tab=applications/)
  await expect(page.getByRole('tab', { name: a('tabApplications') })).toHaveAttribute('aria-selected', 'true')

  // The run's 29, found by their posting's title: two pages.
  const filters = page.getByRole('search', { name: l('filters') })
  await filters.getByLabel(l('named', { label: l('search'), value: a('searchApplications') })).fill(RUN)
  await filters.getByRole('button', { name: l('apply') }).click()
  await page.waitForURL(new RegExp(`[?&]q=${RUN}`))
  await expect(page.getByRole('tabpanel').getByText(l('results', { n: 29 }))).toBeVisible()
  const rows = page.getByRole('tabpanel').locator('table tbody tr')
  await expect(rows).toHaveCount(25)
  await page.getByRole('navigation', { name: a('applicationsPages') }).getByRole('link', { name: l('next') }).click()
  await page.waitForURL(/[?&]page=2/)
  await expect(rows).toHaveCount(4)
  await expect(page.getByRole('tabpanel').getByText(l('pageOf', { page: 2, pages: 2 }))).toBeVisible()
  expect(documents).toEqual([])
  // Nor is Payload's panel, under another root layout (its prefetch made the dashboard's links load whole documents).
  const listOrPanel = (url: URL) => url.pathname.startsWith('/admin/') || (url.pathname === '/admin' && [...url.searchParams.keys()].some((key) => key !== '_rsc'))
  expect(prefetched.filter((url) => listOrPanel(new URL(url)))).toEqual([])
  // The frame's links are prefetched on intent only: none as they came into view, one once the pointer is over it.
  expect(prefetched).toEqual([])
  await page.getByRole('banner').getByRole('link', { name: nav('findWork'), exact: true }).first().hover()
  await expect.poll(() => prefetched.map((url) => new URL(url).pathname)).toContain('/find-work')

  // By status (counted under the search), then one posting from a row, named above the list.
  const byStatus = page.getByRole('navigation', { name: a('applicationsByStatus') })
  await byStatus.getByRole('link', { name: `${ap('statusLabels.hired')} (1)` }).click()
  await page.waitForURL(/[?&]status=hired/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(`Zed ${RUN} 00`)
  await byStatus.getByRole('link', { name: `${l('all')} (29)` }).click()
  await page.waitForURL((url) => !url.searchParams.has('status'))
  await expect(rows).toHaveCount(25)
  await page.getByRole('link', { name: a('onlyPosting', { title: physicianTitle }) }).first().click()
  await page.waitForURL(new RegExp(`[?&]posting=${physician}`))
  await expect(page.getByRole('tabpanel').getByText(l('named', { label: a('postingFilter'), value: physicianTitle }))).toBeVisible()
  await expect(rows).toHaveCount(2)

  // A status change from the list: it is read again, with the counts.
  await rows.filter({ hasText: `Zed ${RUN} 01` }).getByRole('button', { name: a('review') }).click()
  await expect(byStatus.getByRole('link', { name: `${ap('statusLabels.reviewed')} (1)` })).toBeVisible()
  await page.getByRole('link', { name: l('remove', { label: a('postingFilter') }) }).click()
  await expect(page.getByRole('tabpanel').getByText(l('results', { n: 29 }))).toBeVisible()
  await page.goBack()
  await expect(rows).toHaveCount(2)

  // The Resume Management tab reads its list the same way.
  await page.getByRole('tab', { name: a('tabResumes') }).click()
  await page.waitForURL(/[?&]tab=resumes/)
  await expect(page.getByRole('navigation', { name: a('resumesByType') })).toBeVisible()

  // So does the licence check queue: by status with its counts, oldest first unless another order is chosen.
  await page.getByRole('tab', { name: lc('tab') }).click()
  await page.waitForURL(/[?&]tab=licences/)
  await expect(page.getByRole('navigation', { name: lc('byStatus') }).getByRole('link', { name: new RegExp(`^${l('all')} \\(\\d+\\)$`) })).toBeVisible()
  await expect(filters.getByLabel(l('sort'))).toHaveValue('oldest')
  await filters.getByLabel(l('sort')).selectOption('newest')
  await filters.getByRole('button', { name: l('apply') }).click()
  await page.waitForURL(/[?&]sort=newest/)
  await expect(page.getByRole('tab', { name: lc('tab') })).toHaveAttribute('aria-selected', 'true')
  await expect(filters.getByLabel(l('sort'))).toHaveValue('newest')

  expect(reads).toEqual([])
})
