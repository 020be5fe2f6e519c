import AxeBuilder from '@axe-core/playwright'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { applications } from '@/payload-generated-schema'

import { english } from '../support/copy'
import { databaseUrl } from '../support/database'
import { e2e } from './config'
import { applicantsOf, createVerifiedAccount, signIn } from './helpers'

/*
 * The pipeline in a browser (docs/pipeline.md): the owner sets the company's tags, tags the selected
 * applicants at once, rates one and writes a note on it, moves both to reviewed without emailing
 * them, and narrows the list to the rated one; the workspace with all of it has no axe violations.
 */

const p = english('pipeline')
const e = english('employer')
const l = english('lists')
const ap = english('applications')
const RUN = `Pip${Date.now().toString(36)}`

test('the owner tags, rates, notes, moves and filters applicants in the workspace', async ({ page, playwright }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const owner = await createVerifiedAccount(request, { accountType: 'employer', label: 'pipeline-owner' })
  await signIn(request, owner.email, owner.password)
  // A draft posting (the first one makes the company), and two applications written as an operator would.
  const res = await request.post('/api/job-postings', {
    data: {
      title: `Pipeline Pharmacist ${RUN}`, company: `Cedar Pharmacy ${RUN}`, location: 'Guelph, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: `hr-${RUN}@cedar.example`,
      description: 'Dispensary.', requirements: 'Licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 50, payMax: 60, payUnit: 'hour',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const job = ((await res.json()) as { doc: { id: number } }).doc.id
  await request.dispose()
  const [first, second] = [`Ana ${RUN}`, `Ben ${RUN}`]
  const client = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await client.connect()
  await drizzle(client)
    .insert(applications)
    .values([first, second].map((name, i) => ({ jobPosting: job, status: 'pending' as const, appliedAt: new Date(Date.UTC(2026, 2, 2 + i)).toISOString(), applicantName: name, applicantEmail: `${name.replace(' ', '.').toLowerCase()}@example.com` })))
  await client.end()

  await signIn(page.request, owner.email, owner.password)
  await page.goto(`/employer?posting=${job}`)
  const applicants = applicantsOf(page)
  const rows = applicants.getByRole('list', { name: e('applicantsHeading') }).locator(':scope > li')
  const row = (name: string) => rows.filter({ hasText: name })
  await expect(rows).toHaveCount(2)

  // The company's tags, under Pipeline settings.
  await page.getByText(p('settingsHeading'), { exact: true }).click()
  await page.getByLabel(p('tagList')).fill('Shortlist\nCall back')
  await page.getByRole('button', { name: p('saveSettings') }).click()
  await expect(page.getByText(p('settingsSaved'))).toBeVisible()

  // Both selected, tagged at once.
  await applicants.getByLabel(p('selectPage')).check()
  await expect(applicants.getByText(p('selected', { n: 2 }))).toBeVisible()
  await applicants.getByLabel(p('tagToAdd')).selectOption('Shortlist')
  await applicants.getByRole('button', { name: p('addTag'), exact: true }).click()
  for (const name of [first, second]) await expect(row(name).getByRole('list', { name: p('tagsOf', { name }) })).toContainText('Shortlist')

  // One rated, and a private note on it.
  await row(first).getByLabel(p('ratingOf', { name: first })).selectOption('4')
  await expect(page.getByText(p('ratingSaved'))).toBeVisible()
  await row(first).getByText(p('notes', { n: 0 }), { exact: true }).click()
  await row(first).getByLabel(p('newNote', { name: first })).fill('Strong answers on compounding.')
  await row(first).getByRole('button', { name: p('addNote') }).click()
  await expect(row(first).getByText(p('notes', { n: 1 }))).toBeVisible()
  await expect(row(first).getByText('Strong answers on compounding.')).toBeVisible()

  // Both moved to reviewed through the table, without an email.
  await applicants.getByLabel(p('selectPage')).check()
  await applicants.getByLabel(p('newStatus')).selectOption('reviewed')
  await applicants.getByLabel(p('emailApplicant')).uncheck()
  await applicants.getByRole('button', { name: p('setStatus') }).click()
  for (const name of [first, second]) await expect(row(name).getByText(ap('statusLabels.reviewed'), { exact: true })).toBeVisible()

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])

  // Four stars or more: the rated one alone, the filter in the address.
  const filters = applicants.getByRole('search', { name: l('filters') })
  await filters.getByLabel(p('ratingFilter')).selectOption('4')
  await filters.getByRole('button', { name: l('apply') }).click()
  await page.waitForURL(/[?&]rating=4/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(first)
})
