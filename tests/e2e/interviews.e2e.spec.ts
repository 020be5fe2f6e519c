import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { applications } from '@/payload-generated-schema'

import { english } from '../support/copy'
import { databaseUrl } from '../support/database'
import { e2e } from './config'
import { applicantsOf, createVerifiedAccount, mailTo, signIn } from './helpers'

/*
 * Interview booking in a browser (docs/pipeline.md, Interviews): the owner proposes a time from the
 * applicant's card; the applicant books it on My Applications with an accommodation request; both
 * screens show the booking, and the applicant's email carries the calendar invitation.
 */

const iv = english('interviews')
const e = english('employer')
const RUN = `Iv${Date.now().toString(36)}`

test('the employer proposes a time and the applicant books it', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  const owner = await createVerifiedAccount(request, { accountType: 'employer', label: 'interview-owner' })
  const pro = await createVerifiedAccount(request, { accountType: 'professional', label: 'interview-pro' })
  await signIn(request, owner.email, owner.password)
  const res = await request.post('/api/job-postings', {
    data: {
      title: `Interview Pharmacist ${RUN}`, company: `Birch Pharmacy ${RUN}`, location: 'Guelph, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: `hr-${RUN}@birch.example`,
      description: 'Dispensary.', requirements: 'Licence.', positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 50, payMax: 60, payUnit: 'hour',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const job = ((await res.json()) as { doc: { id: number } }).doc.id
  await request.dispose()
  const client = new pg.Client({ connectionString: databaseUrl(e2e.database) })
  await client.connect()
  await drizzle(client).insert(applications).values({ jobPosting: job, applicant: pro.id, status: 'pending', appliedAt: new Date().toISOString(), applicantName: 'Test Person', applicantEmail: pro.email })
  await client.end()

  // The owner proposes one time, three days ahead, in the zone the form offers.
  await signIn(page.request, owner.email, owner.password)
  await page.goto(`/employer?posting=${job}`)
  const card = applicantsOf(page).getByRole('list', { name: e('applicantsHeading') }).locator(':scope > li').filter({ hasText: pro.email })
  await card.locator('summary', { hasText: iv('heading') }).click()
  await expect(card.getByText(iv('none'))).toBeVisible()
  await card.locator('summary', { hasText: iv('propose') }).click()
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await card.getByLabel(iv('start')).fill(`${day}T10:00`)
  await card.getByLabel(iv('end')).fill(`${day}T10:45`)
  await card.getByLabel(iv('placeLabel')).fill('Birch Pharmacy, 12 Wyndham St, Guelph')
  await card.getByRole('button', { name: iv('sendProposal') }).click()
  await expect(page.getByText(iv('proposalSent'))).toBeVisible()
  await expect(card.getByText(iv('stateProposed'))).toBeVisible()

  // The applicant books it, asking for an accommodation.
  const proCtx = await browser.newContext({ timezoneId: 'America/Vancouver' })
  const proPage = await proCtx.newPage()
  await signIn(proPage.request, pro.email, pro.password)
  await proPage.goto('/applications')
  const invitation = proPage.getByRole('region', { name: iv('yourInvitation') })
  await expect(invitation.getByText(iv('zones.toronto'), { exact: false })).toBeVisible()
  // Seen from Vancouver, the time is also given in the viewer's own zone.
  await expect(invitation.getByText(new RegExp(iv('yourTime', { time: '' }).trim()))).toBeVisible()
  await invitation.getByLabel(iv('accommodationLabel')).fill('A chair with arms, please.')
  await invitation.getByRole('button', { name: /^Book / }).click()
  await expect(proPage.getByText(iv('bookedToast'))).toBeVisible()
  await expect(invitation.getByText(iv('stateBooked'))).toBeVisible()

  const booked = await mailTo(pro.email, iv('mail.bookedSubject', { title: `Interview Pharmacist ${RUN}` }))
  const calendar = booked.attachments.find((a) => a.filename.endsWith('.ics'))
  expect(calendar?.content).toContain('METHOD:REQUEST')
  expect(calendar?.content).toContain('DTSTART;TZID=America/Toronto:')

  // The owner's card shows the booking and what the applicant asked for.
  await page.reload()
  await card.locator('summary', { hasText: iv('heading') }).click()
  await expect(card.getByText(iv('stateBooked'))).toBeVisible()
  await expect(card.getByText('A chair with arms, please.', { exact: false })).toBeVisible()
  await proCtx.close()
})
