import { expect, test, type APIRequestContext } from '@playwright/test'

import { fieldsetsWithoutLegend, htmlErrors, skippedHeadings } from '../support/htmlChecker'
import { e2e } from './config'
import { adminRequest, createActiveJob, createVerifiedAccount, signIn, sitemapText } from './helpers'

/** The site's screens outside the CMS pages (those come from the sitemap), in English; French adds /fr. */
const SCREENS = [
  '/auth',
  '/auth/forgot-password',
  '/auth/reset-password?token=not-a-token',
  '/auth/callback',
  '/post-job',
  '/resume-manager',
  '/saved-jobs',
  '/applications',
  '/shifts',
  '/shifts?view=week',
  '/shifts/999999999',
  '/alerts/confirm?token=not-a-token',
  '/jobs/999999999',
  '/no-such-page',
]

const bothLanguages = (paths: string[]) => paths.flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`])

/** A company with a public page and an active posting in both languages, listed on Find Work. */
async function publicCompanyAndPosting(admin: APIRequestContext) {
  const name = `Harbourview Pharmacy ${Date.now()}`
  const company = await admin.post('/api/facilities', { data: { name, type: 'pharmacy', city: 'Halifax', province: 'NS', website: 'https://harbourview.example', description: 'A community pharmacy.' } })
  expect(company.status(), await company.text()).toBe(201)
  const { doc } = (await company.json()) as { doc: { id: number; slug: string } }
  const title = `Staff Pharmacist ${Date.now()}`
  const jobId = await createActiveJob(admin, title, {
    company: name,
    facility: doc.id,
    location: 'Halifax, NS',
    province: 'NS',
    positionType: 'pharmacist-full-time',
    employmentType: 'full-time',
    titleFr: `Pharmacien salarié ${Date.now()}`,
    descriptionFr: 'Pharmacie communautaire.',
    requirementsFr: 'Permis de la Nouvelle-Écosse.',
  })
  return { slug: doc.slug, jobId, title }
}

async function pagesOf(request: APIRequestContext, paths: string[]) {
  return Promise.all(
    paths.map(async (p) => {
      const res = await request.get(p)
      expect(res.status(), p).toBeLessThan(500)
      return { name: p, html: await res.text() }
    }),
  )
}

test('every public page, a job, a company and Find Work are valid HTML (W3C Nu checker), skip no heading level and name every field group, in both languages', async ({ playwright, request }) => {
  test.setTimeout(120_000)
  const admin = await adminRequest(playwright)
  const { slug, jobId, title } = await publicCompanyAndPosting(admin)
  await admin.dispose()

  const sitemap = await sitemapText(request)
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search)
  expect(listed).toEqual(expect.arrayContaining(['/about', '/fr/about', '/privacy', '/fr/privacy', `/jobs/${jobId}`, `/employers/${slug}`]))
  const paths = [
    ...new Set([
      ...listed,
      ...bothLanguages([
        ...SCREENS,
        `/jobs/${jobId}`,
        `/employers/${slug}`,
        `/find-work?q=${encodeURIComponent(title)}`,
        `/find-work?job=${jobId}`,
        '/find-work?q=nothing-matches-this',
      ]),
    ]),
  ]
  const anonymous = await pagesOf(request, paths)

  // Signed-in screens: an employer's workspace and account, a professional's lists.
  const employer = await createVerifiedAccount(request, { accountType: 'employer', label: 'vnu-employer' })
  const staff = await playwright.request.newContext({ baseURL: e2e.baseURL, extraHTTPHeaders: { Origin: e2e.baseURL } })
  await signIn(staff, employer.email, employer.password)
  const signedIn = await pagesOf(staff, bothLanguages(['/employer', '/employer/shifts', '/account', '/account/company', '/account/profile', '/post-job', '/auth/change-email']))
  await staff.dispose()

  const pages = [...anonymous, ...signedIn.map((p) => ({ ...p, name: `${p.name} (employer)` }))]
  expect(await htmlErrors(pages)).toEqual([])
  expect(pages.flatMap((p) => skippedHeadings(p.html).map((skip) => `${p.name}: ${skip}`))).toEqual([])
  expect(pages.flatMap((p) => fieldsetsWithoutLegend(p.html).map((group) => `${p.name}: ${group}`))).toEqual([])
})

test('the site’s pages ask for no critical client hint (a first visit is not restarted); the admin keeps its theme hint', async ({ playwright, request }) => {
  const admin = await adminRequest(playwright)
  const jobId = await createActiveJob(admin, `Hint-free Role ${Date.now()}`)
  await admin.dispose()
  for (const p of ['/', '/fr', '/find-work', `/jobs/${jobId}`, '/pricing', '/auth']) {
    const res = await request.get(p)
    expect(res.status(), p).toBe(200)
    expect(res.headers()['critical-ch'], p).toBeUndefined()
    expect(res.headers()['accept-ch'], p).toBeUndefined()
    expect(res.headers()['vary'] ?? '', p).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  }
  const panel = await request.get('/admin/login')
  expect(panel.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
})
