import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { en } from '../support/copy'
import { e2e } from './config'
import { adminRequest, createVerifiedAccount, expectSignedIn, mailTo, signIn } from './helpers'

/* Companies and teams: an owner sets up the company, invites a colleague who joins from the email and
 * sees the company's postings at once; the public company page lists only what names the company. */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test('an owner sets up the company and invites a colleague, who joins from the email and manages its postings', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const owner = await createVerifiedAccount(page.request, { accountType: 'employer', label: 'co-owner' })
  await signIn(page.request, owner.email, owner.password)
  await page.goto('/account/company')
  await expectSignedIn(page, owner.email)
  await expect(page.getByRole('heading', { name: en('companies.setUpTitle') })).toBeVisible()
  await expectNoViolations(page)

  const name = `Harbourview Pharmacy ${Date.now()}`
  const form = page.getByRole('form', { name: en('companies.detailsTitle') })
  await form.getByRole('button', { name: en('companies.create') }).click()
  await expect(form.getByText(en('companies.nameRequired'))).toBeVisible()
  await form.getByLabel(en('companies.fields.name')).fill(name)
  await form.getByLabel(en('companies.fields.type')).selectOption('pharmacy')
  await form.getByLabel(en('companies.fields.city')).fill('Halifax')
  await form.getByLabel(en('companies.fields.province')).selectOption('NS')
  await form.getByLabel(en('companies.fields.description')).fill('A community pharmacy on the waterfront.')
  await form.getByRole('button', { name: en('companies.create') }).click()
  await expect(page.getByRole('heading', { name: en('companies.detailsTitle') })).toBeVisible()
  await expect(page.getByRole('heading', { name: en('companies.membersTitle') })).toBeVisible()
  const publicLink = page.getByRole('link', { name: en('companies.publicPage') })
  const slugPath = await publicLink.getAttribute('href')
  expect(slugPath).toMatch(/^\/employers\/harbourview-pharmacy/)

  // A draft of the company, then a colleague invited by email.
  const title = `Relief Pharmacist ${Date.now()}`
  const created = await page.request.post('/api/job-postings', {
    headers: { Origin: e2e.baseURL },
    data: { title, company: name, location: 'Halifax, NS', contactEmail: `hr-${Date.now()}@harbour.example`, description: 'Dispensary.', requirements: 'NSCP licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour' },
  })
  expect(created.status(), await created.text()).toBe(201)

  const colleagueContext = await browser.newContext({ baseURL: e2e.baseURL })
  const colleaguePage = await colleagueContext.newPage()
  const colleague = await createVerifiedAccount(colleaguePage.request, { accountType: 'employer', label: 'co-colleague' })
  await page.getByLabel(en('companies.inviteEmail')).fill(colleague.email)
  await page.getByRole('button', { name: en('companies.invite') }).click()
  await expect(page.getByText(en('companies.inviteSent', { email: colleague.email.toLowerCase() }))).toBeVisible()
  await expect(page.getByRole('button', { name: en('companies.revokeLabel', { email: colleague.email.toLowerCase() }) })).toBeVisible()
  await expectNoViolations(page)

  const invitation = await mailTo(colleague.email, en('companies.inviteSubject', { company: name }))
  const link = invitation.links.find((l) => l.includes('/account/company/join'))!
  // Signed out, the link asks for the invited account; signed in, one click joins.
  await colleaguePage.goto(link)
  await expect(colleaguePage.getByRole('link', { name: en('companies.joinSignInLink') })).toBeVisible()
  await signIn(colleaguePage.request, colleague.email, colleague.password)
  await colleaguePage.reload()
  await colleaguePage.getByRole('button', { name: en('companies.joinButton') }).click()
  await expect(colleaguePage.getByText(en('companies.joined', { company: name }))).toBeVisible()
  await colleaguePage.getByRole('link', { name: en('companies.goWorkspace') }).click()
  await expect(colleaguePage.getByRole('article', { name: title })).toBeVisible()

  // The owner sees the colleague in the team and removes them: the workspace empties at once.
  await page.reload()
  await expect(page.getByText(colleague.email)).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: en('companies.removeLabel', { name: 'Test Person' }) }).click()
  await expect(page.getByText(en('companies.memberRemoved'))).toBeVisible()
  await colleaguePage.reload()
  await expect(colleaguePage.getByText(en('employer.empty'))).toBeVisible()
  await colleagueContext.close()

  // The public page: the company's details; a draft is not an open position.
  await page.goto(slugPath!)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(en('companies.noOpenings'))).toBeVisible()
  await expectNoViolations(page)

})

test('a confidential posting never lists on its company’s page, and its page does not link the company', async ({ page, playwright }) => {
  const admin = await adminRequest(playwright)
  const name = `Lakeview Clinic ${Date.now()}`
  const company = await admin.post('/api/facilities', { data: { name, type: 'clinic', city: 'Regina', province: 'SK' } })
  expect(company.status(), await company.text()).toBe(201)
  const { doc } = await company.json()
  const post = async (title: string, confidential: boolean) => {
    const res = await admin.post('/api/job-postings', {
      data: { title, company: name, confidential, facility: doc.id, location: 'Regina, SK', contactEmail: 'hr@lakeview.example', description: 'Clinic.', requirements: 'Licence.', positionType: 'physician', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour' },
    })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).doc.id as number
  }
  const open = `Family Physician ${Date.now()}`
  const secret = `Confidential Physician ${Date.now()}`
  const openId = await post(open, false)
  const secretId = await post(secret, true)
  await admin.dispose()

  await page.goto(`/employers/${doc.slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('link', { name: open })).toHaveAttribute('href', `/jobs/${openId}`)
  await expect(page.getByText(secret)).toHaveCount(0)

  await page.goto(`/jobs/${openId}`)
  await expect(page.getByRole('link', { name: en('companies.moreAt', { company: name }) })).toHaveAttribute('href', `/employers/${doc.slug}`)
  await page.goto(`/jobs/${secretId}`)
  // Nothing on the posting names its company; the company's open posting may be among the similar
  // positions below it, named there as everywhere (leaving it out would tell whose the posting is).
  const similar = page.getByRole('region', { name: en('jobs.similarTitle') })
  await expect(similar.getByRole('link', { name: open })).toBeVisible()
  await expect(page.getByText(name)).toHaveCount(await similar.getByText(name).count())
  await expect(page.getByRole('link', { name: en('companies.moreAt', { company: name }) })).toHaveCount(0)

  await page.goto(`/fr/employers/${doc.slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 2, name: 'Postes à pourvoir' })).toBeVisible()
  expect((await page.request.get('/employers/no-such-company')).status()).toBe(404)
})
