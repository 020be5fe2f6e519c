import { expect, test, type APIRequestContext } from '@playwright/test'

import { english, french } from '../support/copy'
import { JOB_POSTING_SCHEMA, validate } from '../support/jobPostingSchema'
import { e2e } from './config'
import { adminRequest, createActiveJob, sitemapText } from './helpers'

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } }

/**
 * The JSON-LD blocks of a page's HTML as Google's crawler reads them (no script run): a visitor with
 * no cookies (so no language remembered from an earlier page), the status answered without redirects.
 */
async function jsonLdOf(playwright: Playwright, path: string) {
  const request = await playwright.request.newContext({ baseURL: e2e.baseURL })
  const res = await request.get(path, { maxRedirects: 0 })
  const html = await res.text()
  await request.dispose()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>)
  return { status: res.status(), html, postings: blocks.filter((b) => b['@type'] === 'JobPosting') }
}

test('a posting page carries exactly one valid JobPosting in each language; Find Work carries none', async ({ playwright }) => {
  const admin = await adminRequest(playwright)
  const id = await createActiveJob(admin, `Hospitalist ${Date.now()}`, { city: 'Ottawa', province: 'ON', titleFr: 'Hospitaliste', descriptionFr: 'Rôle en clinique.', requirementsFr: 'Permis.' })
  for (const path of [`/jobs/${id}`, `/fr/jobs/${id}`]) {
    const page = await jsonLdOf(playwright, path)
    expect(page.status, path).toBe(200)
    expect(page.postings, path).toHaveLength(1)
    expect(validate(JOB_POSTING_SCHEMA, page.postings[0]), path).toEqual([])
    expect(page.postings[0]).toMatchObject({ directApply: true, identifier: { value: String(id) } })
  }
  expect((await jsonLdOf(playwright, `/fr/jobs/${id}`)).postings[0]).toMatchObject({ title: 'Hospitaliste', inLanguage: 'fr-CA' })
  for (const path of ['/find-work', `/find-work?job=${id}`, '/fr/find-work']) {
    const list = await jsonLdOf(playwright, path)
    expect(list.status, path).toBe(200)
    expect(list.postings, path).toEqual([])
  }
  await admin.dispose()
})

test('once closed, the posting answers 410 in both languages, every time, and leaves the sitemap', async ({ playwright, request }) => {
  const admin = await adminRequest(playwright)
  const id = await createActiveJob(admin, `Night Pharmacist ${Date.now()}`)
  // Rendered and cached while active.
  expect((await jsonLdOf(playwright, `/jobs/${id}`)).status).toBe(200)
  expect((await jsonLdOf(playwright, `/fr/jobs/${id}`)).status).toBe(200)
  expect(await sitemapText(request)).toContain(`/jobs/${id}</loc>`)

  expect((await admin.post(`/api/job-postings/${id}/close`)).status()).toBe(200)
  for (const [path, title] of [[`/jobs/${id}`, english('jobs')('notFoundTitle')], [`/fr/jobs/${id}`, french('jobs')('notFoundTitle')]] as const) {
    for (let i = 0; i < 2; i++) {
      const page = await jsonLdOf(playwright, path)
      expect(page.status, path).toBe(410)
      expect(page.html).toContain(title)
      expect(page.postings).toEqual([])
    }
  }
  expect(await sitemapText(request)).not.toContain(`/jobs/${id}</loc>`)
  await admin.dispose()
})
