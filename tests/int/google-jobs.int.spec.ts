import '../support/nextRuntime'

import { generateKeyPairSync } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { execute, sql } from '@/lib/payload/sql'
import { partNames, partXml, POSTINGS_PER_PART } from '@/domain/seo/sitemap'
import { companyLinkOf } from '@/domain/companies/publicPage'
import { jobPostingJsonLd, safeJson, textToHtml } from '@/domain/jobs/jsonLd'
import { actOnPosting, expireDuePostings } from '@/domain/jobs/lifecycle'
import { publicJob } from '@/domain/jobs/publicViews'
import { nextUtcDay } from '@/domain/google/indexingTask'
import { publishNotification, serviceAccountOf } from '@/domain/google/indexingApi'
import type { Company, JobPosting, User } from '@/payload-types'
import { googleIndexingEnv, parseEnv } from '@/lib/env'
import { proxy } from '@/proxy'

import { memoryCacheForEachTest } from '../support/memoryCache'
import { makePosting, makeUser, unique } from '../support/factories'
import { startGoogleStub, type GoogleStub } from '../support/googleStub'
import { hiringOrganizationProblems, JOB_POSTING_SCHEMA, validate, type KnownCompany } from '../support/jobPostingSchema'
import { as, getPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let admin: User
let employer: User

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'google-admin')
  employer = await makeUser(payload, ['employer'], 'google-employer')
})

memoryCacheForEachTest()

const DAY = 86_400_000
const listed = () => ({ postedDate: new Date().toISOString(), validThrough: new Date(Date.now() + 30 * DAY).toISOString() })
const SITE = 'http://localhost:3000'

/** A posting as an anonymous visitor reads it (what the page renders from), with the page's JSON-LD. */
async function ldOf(job: JobPosting, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const seen = (await publicJob(job.id))!
  const company = seen.company ? await companyLinkOf(seen.facility) : null
  const path = locale === 'fr-CA' ? `/fr/jobs/${job.id}` : `/jobs/${job.id}`
  return jobPostingJsonLd(seen, 'Healthcare Staffing Canada', `${SITE}${path}`, locale, company) as Record<string, unknown> & {
    hiringOrganization: Record<string, unknown>
    baseSalary?: { value: Record<string, unknown> }
  }
}

const expectValid = (ld: unknown) => expect(validate(JOB_POSTING_SCHEMA, ld)).toEqual([])

describe('JobPosting data passes Google’s rules, for every shape of posting', () => {
  it('on site, paid hourly: its place with the province code, the pay, direct apply, its id', async () => {
    const job = await makePosting(payload, employer, {
      ...listed(),
      location: 'Kingston, ON',
      city: 'Kingston',
      province: 'ON',
      payMin: 52,
      payMax: 61.5,
      payUnit: 'hour',
      employmentType: 'part-time',
    })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(ld).toMatchObject({
      title: job.title,
      directApply: true,
      employmentType: 'PART_TIME',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Kingston', addressRegion: 'ON', addressCountry: 'CA' } },
      baseSalary: { currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 52, maxValue: 61.5, unitText: 'HOUR' } },
      identifier: { '@type': 'PropertyValue', value: String(job.id) },
      hiringOrganization: { name: 'Lakeshore Health' },
    })
    expect(ld.jobLocationType).toBeUndefined()
  })

  it('fully remote: TELECOMMUTE for applicants in Canada, no place; one yearly amount', async () => {
    const job = await makePosting(payload, employer, { ...listed(), location: 'Remote', remote: true, payMin: 98_000, payUnit: 'year' })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } })
    expect(ld.jobLocation).toBeUndefined()
    expect(ld.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', value: 98_000, unitText: 'YEAR' } })
  })

  it('remote with a place (hybrid): both the place and TELECOMMUTE', async () => {
    const job = await makePosting(payload, employer, { ...listed(), location: 'Halifax, NS', city: 'Halifax', province: 'NS', remote: true })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', jobLocation: { address: { addressLocality: 'Halifax', addressRegion: 'NS' } } })
  })

  it('no pay, or pay of zero: no baseSalary at all', async () => {
    // (Pay is required on new postings now; older rows may have none.)
    for (const pay of [{ payMin: null, payMax: null, payUnit: null }, { payMin: 0, payMax: 0, payUnit: 'hour' as const }, { payMin: 45, payMax: null, payUnit: null }]) {
      const job = await makePosting(payload, employer, { ...listed(), province: 'AB', city: 'Calgary', location: 'Calgary, AB', ...pay })
      const ld = await ldOf(job)
      expectValid(ld)
      expect(ld.baseSalary, JSON.stringify(pay)).toBeUndefined()
    }
  })

  it('confidential: Google’s anonymous employer, `confidential` in both languages, with nothing of the company', async () => {
    const company = await publicCompany()
    const job = await makePosting(payload, employer, { ...listed(), province: 'ON', city: 'Ottawa', confidential: true, facility: company.id })
    const known = await knownCompany(company)
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const ld = await ldOf(job, locale)
      expectValid(ld)
      expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'confidential' })
      expect(hiringOrganizationProblems(ld, { hidden: known })).toEqual([])
      // Nor the posting's own display name for it.
      expect(safeJson(ld)).not.toContain('Lakeshore')
    }
  })

  it('a public company: one organisation, its name with its logo (absolute) and its website and page on the site', async () => {
    const company = await publicCompany()
    const job = await makePosting(payload, employer, { ...listed(), province: 'BC', city: 'Victoria', company: company.name, facility: company.id })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(hiringOrganizationProblems(ld, { named: await knownCompany(company) })).toEqual([])
    expect(ld.hiringOrganization.name).toBe(company.name)
    expect(ld.hiringOrganization.logo).toMatch(new RegExp(`^${SITE}/api/media/file/logo-.+\\.webp$`))
    expect(ld.hiringOrganization.sameAs).toEqual(['https://harbour-clinic.example.ca', `${SITE}/employers/${company.slug}`])
    // An unpaid one (a preview) is anonymous.
    const unpaid = jobPostingJsonLd({ ...job, paid: false }, 'Site', `${SITE}/jobs/${job.id}`, 'en-CA', { name: company.name, slug: company.slug, website: company.website })
    expect(unpaid.hiringOrganization).toEqual({ '@type': 'Organization', name: 'confidential' })
  })

  it('a posting named after the site that hires: the organisation is its company, never the site’s name with the company’s links', async () => {
    const company = await publicCompany()
    const site = unique('Harbour Clinic Downtown')
    const job = await makePosting(payload, employer, { ...listed(), province: 'NS', city: 'Halifax', company: site, facility: company.id })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(hiringOrganizationProblems(ld, { named: await knownCompany(company) })).toEqual([])
    expect(ld.hiringOrganization.name).not.toBe(site)
  })

  it('a posting for no company (an admin’s): its company name, linking to nothing', async () => {
    const job = await makePosting(payload, admin, { ...listed(), province: 'AB', city: 'Calgary', company: unique('Foothills Clinic') })
    expect(job.facility ?? null).toBeNull()
    const ld = await ldOf(job)
    expectValid(ld)
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: job.company })
  })

  it('the schema refuses an organisation named with a "Confidential" label, and an anonymous one that links or shows a logo', () => {
    const base = { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'T', description: '<p>D</p>', datePosted: '2026-01-01', validThrough: '2026-02-01', employmentType: 'FULL_TIME', identifier: { '@type': 'PropertyValue', name: 'S', value: '1' }, directApply: true, jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } }
    const withOrg = (org: Record<string, unknown>) => validate(JOB_POSTING_SCHEMA, { ...base, hiringOrganization: { '@type': 'Organization', ...org } })
    expect(withOrg({ name: 'confidential' })).toEqual([])
    expect(withOrg({ name: 'Harbour Clinic', sameAs: `${SITE}/employers/harbour-clinic`, logo: `${SITE}/logo.png` })).toEqual([])
    for (const name of ['Confidential', 'Confidentiel']) expect(withOrg({ name }), name).not.toEqual([])
    expect(withOrg({ name: 'confidential', sameAs: 'https://harbour-clinic.example.ca' })).not.toEqual([])
    expect(withOrg({ name: 'confidential', logo: `${SITE}/logo.png` })).not.toEqual([])
  })

  it('a French page: the French text, a French description heading, the French company page', async () => {
    const company = await publicCompany()
    const job = await makePosting(payload, employer, {
      ...listed(),
      province: 'QC',
      city: 'Montréal',
      location: 'Montréal, QC',
      company: company.name,
      facility: company.id,
      titleFr: 'Pharmacien de soir',
      descriptionFr: 'Soirs et fins de semaine.',
      requirementsFr: 'Permis OPQ.',
    })
    const ld = await ldOf(job, 'fr-CA')
    expectValid(ld)
    expect(ld).toMatchObject({ title: 'Pharmacien de soir', inLanguage: 'fr-CA', url: `${SITE}/fr/jobs/${job.id}` })
    expect(ld.description).toBe('<p>Soirs et fins de semaine.</p><h2>Exigences</h2><p>Permis OPQ.</p>')
    expect(ld.hiringOrganization.sameAs).toContain(`${SITE}/fr/employers/${company.slug}`)
    expect((await ldOf(job)).title).toBe(job.title)
  })

  it('the description is HTML made from the text: paragraphs, line breaks, and markup kept as text', async () => {
    expect(textToHtml('First line\nsecond line\n\n  Next <b>para</b> & "more"\r\n\r\n\r\nLast')).toBe(
      '<p>First line<br>second line</p><p>Next &lt;b&gt;para&lt;/b&gt; &amp; &quot;more&quot;</p><p>Last</p>',
    )
    const job = await makePosting(payload, employer, { ...listed(), province: 'MB', city: 'Winnipeg', description: 'Nights.</script><script>alert(1)</script>' })
    const ld = await ldOf(job)
    expectValid(ld)
    expect(safeJson(ld)).not.toContain('</script')
    expect(JSON.parse(safeJson(ld)).description).toContain('&lt;/script&gt;')
  })
})

/** The company as the site stores it (its logo's address too), to compare a posting's organisation with. */
async function knownCompany(company: Company): Promise<KnownCompany> {
  const logoId = company.logo && typeof company.logo === 'object' ? company.logo.id : company.logo!
  const logo = await payload.findByID({ collection: 'media', id: logoId, depth: 0, overrideAccess: true })
  return { name: company.name, slug: company.slug, website: company.website, logoUrl: logo.url }
}

/** A company with a logo in media and a website, whose postings are public. */
async function publicCompany(): Promise<Company> {
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0369a1' } }).png().toBuffer()
  const logo = await payload.create({ collection: 'media', data: { alt: 'Harbour Clinic' }, file: { data: image, mimetype: 'image/png', name: `logo-${Date.now()}.png`, size: image.length }, overrideAccess: true })
  return payload.create({
    collection: 'facilities',
    data: { name: unique('Harbour Clinic'), type: 'clinic', website: 'https://harbour-clinic.example.ca', logo: logo.id },
    overrideAccess: true,
  })
}

describe('ended postings are gone for Google', () => {
  const ask = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')))
  const rewrite = (res: Response) => new URL(res.headers.get('x-middleware-rewrite')!).pathname

  it('closed and expired postings answer 410 with the "no longer available" page, in both languages', async () => {
    const open = await makePosting(payload, employer, listed())
    const closed = await makePosting(payload, employer, listed())
    await actOnPosting(payload, closed.id, 'close', employer)
    const expired = await makePosting(payload, employer, { postedDate: new Date(Date.now() - 40 * DAY).toISOString(), validThrough: new Date(Date.now() - 60_000).toISOString() })
    await expireDuePostings(payload)

    for (const [prefix, locale] of [['', 'en-CA'], ['/fr', 'fr-CA']] as const) {
      const live = await ask(`${prefix}/jobs/${open.id}`)
      expect(live.status).toBe(200)
      expect(rewrite(live)).toBe(`/${locale}/jobs/${open.id}`)
      for (const ended of [closed, expired]) {
        const res = await ask(`${prefix}/jobs/${ended.id}`)
        expect(res.status, `${prefix}/jobs/${ended.id}`).toBe(410)
        expect(rewrite(res)).toBe(`/${locale}/jobs/gone`)
      }
    }
    // A posting never public (a draft) is simply not found.
    const draft = await makePosting(payload, employer, { status: 'draft' })
    expect((await ask(`/fr/jobs/${draft.id}`)).status).toBe(404)
  })

  it('the sitemap lists active, paid postings only, in both languages', async () => {
    const open = await makePosting(payload, employer, listed())
    const closed = await makePosting(payload, employer, listed())
    await actOnPosting(payload, closed.id, 'close', admin)
    const expired = await makePosting(payload, employer, { status: 'expired' })
    const unpaid = await makePosting(payload, employer, { ...listed(), paid: false })
    const xml = (await Promise.all((await partNames(payload)).map((name) => partXml(payload, name)))).join('\n')
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ url: m[1], lastModified: m[2] }))
    const urls = entries.map((entry) => entry.url)
    expect(urls).toEqual(expect.arrayContaining([`http://localhost:3000/jobs/${open.id}`, `http://localhost:3000/fr/jobs/${open.id}`]))
    // Each posting's entry says when it last changed, to the millisecond.
    const stored = await payload.findByID({ collection: 'job-postings', id: open.id, depth: 0 })
    expect(entries.find((e) => e.url === `http://localhost:3000/jobs/${open.id}`)?.lastModified).toBe(new Date(stored.updatedAt).toISOString())
    for (const gone of [closed, expired, unpaid]) {
      expect(urls.filter((u) => u.endsWith(`/jobs/${gone.id}`)), String(gone.id)).toEqual([])
    }
  })

  it('comes in parts of at most 50,000 addresses, named by its index; any other part is not found', async () => {
    const [row] = await execute(payload, sql`SELECT count(*)::int AS n FROM job_postings WHERE status = 'active' AND paid`)
    const names = await partNames(payload)
    expect(names).toEqual(['pages.xml', ...Array.from({ length: Math.ceil(Number(row.n) / POSTINGS_PER_PART) }, (_, i) => `jobs-${i + 1}.xml`)])
    for (const name of names) expect([...(await partXml(payload, name))!.matchAll(/<loc>/g)].length).toBeLessThanOrEqual(50_000)
    for (const name of [`jobs-${names.length}.xml`, 'jobs-0.xml', 'jobs-1', '../pages.xml', 'other.xml']) expect(await partXml(payload, name), name).toBeNull()
  })
})

describe('Google Indexing API, through the queue', () => {
  let google: GoogleStub

  beforeAll(async () => {
    google = await startGoogleStub()
    process.env.GOOGLE_INDEXING_CREDENTIALS = google.credentials
    process.env.GOOGLE_INDEXING_ENDPOINT = google.base
  })
  afterAll(async () => {
    delete process.env.GOOGLE_INDEXING_CREDENTIALS
    delete process.env.GOOGLE_INDEXING_ENDPOINT
    delete process.env.GOOGLE_INDEXING_DAILY_BUDGET
    await google.close()
  })

  /** Waits until no indexing task is due (the queue runs them every few seconds). */
  async function drained() {
    const deadline = Date.now() + 30_000
    for (;;) {
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'googleIndexing' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }, { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: new Date().toISOString() } }] }] },
        overrideAccess: true,
      })
      if (totalDocs === 0) return
      if (Date.now() > deadline) throw new Error('the indexing queue did not drain in time')
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  const ledger = async (posting: number) =>
    (await payload.find({ collection: 'indexing-notices', where: { posting: { equals: posting } }, sort: 'createdAt', limit: 50, overrideAccess: true })).docs
  const urls = (id: number) => [`http://localhost:3000/jobs/${id}`, `http://localhost:3000/fr/jobs/${id}`]
  const calls = (id: number) => google.notifications.filter((n) => urls(id).includes(n.url))

  it('the service account’s token request is signed with its key (RS256), for its token URI and the indexing scope', async () => {
    const account = serviceAccountOf(google.credentials)
    const url = `http://localhost:3000/jobs/signed-${Date.now()}`
    expect(await publishNotification(account, google.base, url, 'URL_UPDATED')).toEqual({ status: 200 })
    const [request] = google.tokenRequests.slice(-1)
    expect(request).toMatchObject({ grantType: 'urn:ietf:params:oauth:grant-type:jwt-bearer', signatureValid: true })
    expect(request.claims).toMatchObject({ iss: account.client_email, aud: `${google.base}/token`, scope: 'https://www.googleapis.com/auth/indexing' })
    expect(google.notifications.at(-1)).toEqual({ url, type: 'URL_UPDATED', authorised: true })
  })

  it('publishing sends URL_UPDATED for each language, closing URL_DELETED; each is in the ledger', async () => {
    const job = await makePosting(payload, employer, { ...listed(), status: 'pending_review' })
    await actOnPosting(payload, job.id, 'approve', admin)
    await drained()
    expect(google.tokenRequests.length).toBeGreaterThan(0)
    expect(google.tokenRequests.every((t) => t.signatureValid && t.grantType === 'urn:ietf:params:oauth:grant-type:jwt-bearer')).toBe(true)
    expect(calls(job.id)).toEqual(urls(job.id).map((url) => ({ url, type: 'URL_UPDATED', authorised: true })))

    // An edit of the live posting: updated again.
    await payload.update({ collection: 'job-postings', id: job.id, data: { title: unique('Senior Pharmacist') }, ...as(admin) })
    await drained()
    expect(calls(job.id).filter((c) => c.type === 'URL_UPDATED')).toHaveLength(4)

    await actOnPosting(payload, job.id, 'close', employer)
    await drained()
    expect(calls(job.id).slice(4)).toEqual(urls(job.id).map((url) => ({ url, type: 'URL_DELETED', authorised: true })))

    const rows = await ledger(job.id)
    expect(rows.map((r) => [r.url, r.type, r.outcome, r.statusCode])).toEqual([
      ...urls(job.id).map((u) => [u, 'URL_UPDATED', 'sent', 200]),
      ...urls(job.id).map((u) => [u, 'URL_UPDATED', 'sent', 200]),
      ...urls(job.id).map((u) => [u, 'URL_DELETED', 'sent', 200]),
    ])
    expect(rows.every((r) => r.createdAt)).toBe(true)

    // An admin's edit of the closed posting tells Google nothing new.
    await payload.update({ collection: 'job-postings', id: job.id, data: { title: unique('Closed Pharmacist') }, ...as(admin) })
    await drained()
    expect(calls(job.id)).toHaveLength(6)
  })

  it('expiry and deletion are removals; a draft’s edits send nothing', async () => {
    const expiring = await makePosting(payload, employer, { postedDate: new Date(Date.now() - 40 * DAY).toISOString(), validThrough: new Date(Date.now() - 60_000).toISOString() })
    await drained()
    const before = calls(expiring.id).length
    await expireDuePostings(payload)
    const deleted = await makePosting(payload, employer, listed())
    // Only the retention task deletes a posting (three years after it was archived).
    await payload.delete({ collection: 'job-postings', id: deleted.id, overrideAccess: true })
    const draft = await makePosting(payload, employer, { status: 'draft' })
    await payload.update({ collection: 'job-postings', id: draft.id, data: { title: unique('Draft') }, ...as(employer) })
    await drained()
    expect(calls(expiring.id).slice(before).map((c) => c.type)).toEqual(['URL_DELETED', 'URL_DELETED'])
    expect(calls(deleted.id).map((c) => c.type).at(-1)).toBe('URL_DELETED')
    expect((await ledger(deleted.id)).map((r) => r.outcome)).not.toContain('failed')
    expect(calls(draft.id)).toEqual([])
  })

  it('what Google refuses is recorded as failed, with its answer', async () => {
    google.state.failWith = 403
    try {
      const job = await makePosting(payload, employer, listed())
      await drained()
      const rows = await ledger(job.id)
      expect(rows.map((r) => [r.outcome, r.statusCode])).toEqual([['failed', 403], ['failed', 403]])
    } finally {
      google.state.failWith = 0
    }
  })

  it('past the daily budget, notifications wait for the next UTC day', async () => {
    await drained()
    const spent = await payload.count({
      collection: 'indexing-notices',
      where: { and: [{ outcome: { not_equals: 'deferred' } }, { createdAt: { greater_than_equal: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())).toISOString() } }] },
      overrideAccess: true,
    })
    process.env.GOOGLE_INDEXING_DAILY_BUDGET = String(spent.totalDocs + 3)
    try {
      const first = await makePosting(payload, employer, listed())
      await drained()
      const second = await makePosting(payload, employer, listed())
      await drained()
      expect(calls(first.id)).toHaveLength(2)
      expect(calls(second.id)).toHaveLength(1)
      expect((await ledger(second.id)).map((r) => [r.url, r.outcome])).toEqual([
        [urls(second.id)[0], 'sent'],
        [urls(second.id)[1], 'deferred'],
      ])
      // The rest is queued again for the start of the next UTC day, for the address still owed.
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'googleIndexing' } }, { completedAt: { exists: false } }] }, overrideAccess: true, limit: 100 })
      const waiting = docs.filter((d) => (d.input as { posting?: number }).posting === second.id)
      expect(waiting).toHaveLength(1)
      expect(new Date(waiting[0].waitUntil!).toISOString()).toBe(nextUtcDay().toISOString())
      expect(waiting[0].input).toMatchObject({ locales: ['fr-CA'] })
      await payload.delete({ collection: 'payload-jobs', id: waiting[0].id, overrideAccess: true })
    } finally {
      delete process.env.GOOGLE_INDEXING_DAILY_BUDGET
    }
  })

  it('nobody reads the ledger but admins, and nobody writes it through the API', async () => {
    const anonymous = await rest(payload, 'GET', '/indexing-notices')
    expect(anonymous.status).toBe(403)
    expect((await rest(payload, 'GET', '/indexing-notices', { as: employer })).status).toBe(403)
    const read = await rest(payload, 'GET', '/indexing-notices?limit=1', { as: admin })
    expect(read.status).toBe(200)
    const made = await rest(payload, 'POST', '/indexing-notices', { as: admin, json: { url: 'https://x.example/1', type: 'URL_UPDATED', outcome: 'sent' } })
    expect(made.status).toBe(403)
  })

  it('a key the token endpoint refuses sends nothing and records why', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const impostor = { ...serviceAccountOf(google.credentials), private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }
    const sent = google.notifications.length
    const result = await publishNotification(impostor, google.base, 'http://localhost:3000/jobs/refused', 'URL_UPDATED')
    expect(result.status).toBe(0)
    expect(result.detail).toMatch(/token request answered 400.*invalid_grant/)
    expect(google.tokenRequests.at(-1)).toMatchObject({ signatureValid: false })
    expect(google.notifications).toHaveLength(sent)
  })
})

describe('the Indexing API settings', () => {
  it('are off without credentials, with Google’s address and a budget of 200 by default; a bad value is named', () => {
    expect(googleIndexingEnv({})).toEqual({ GOOGLE_INDEXING_CREDENTIALS: undefined, GOOGLE_INDEXING_ENDPOINT: 'https://indexing.googleapis.com', GOOGLE_INDEXING_DAILY_BUDGET: 200 })
    expect(googleIndexingEnv({ GOOGLE_INDEXING_ENDPOINT: '', GOOGLE_INDEXING_DAILY_BUDGET: '50' })).toMatchObject({ GOOGLE_INDEXING_ENDPOINT: 'https://indexing.googleapis.com', GOOGLE_INDEXING_DAILY_BUDGET: 50 })
    expect(() => parseEnv({ NODE_ENV: 'development', GOOGLE_INDEXING_DAILY_BUDGET: 'lots' })).toThrow(/GOOGLE_INDEXING_DAILY_BUDGET/)
    expect(() => parseEnv({ NODE_ENV: 'development', GOOGLE_INDEXING_ENDPOINT: 'not a url' })).toThrow(/GOOGLE_INDEXING_ENDPOINT/)
  })

  it('take the service account from the JSON itself or from a file', async () => {
    const { writeFile, mkdtemp } = await import('node:fs/promises')
    const { tmpdir } = await import('node:os')
    const path = `${await mkdtemp(`${tmpdir()}/sa-`)}/key.json`
    const key = { client_email: 'a@b.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\n…' }
    await writeFile(path, JSON.stringify(key))
    expect(serviceAccountOf(path)).toEqual({ ...key, token_uri: 'https://oauth2.googleapis.com/token' })
    expect(serviceAccountOf(JSON.stringify(key)).client_email).toBe(key.client_email)
    expect(() => serviceAccountOf('{"client_email":"x"}')).toThrow(/private_key/)
  })
})
