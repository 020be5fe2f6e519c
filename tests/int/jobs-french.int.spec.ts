import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { actOnPosting } from '@/domain/jobs/lifecycle'
import { HttpError } from '@/lib/http'
import type { JobPosting, User } from '@/payload-types'

import { deliver, draftPosting, makePosting, makeUser, postingFields, startCheckout, storedCheckoutEvent, storedPosting } from '../support/factories'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Postings' French version (titleFr, descriptionFr, requirementsFr). Quebec's Charter of the
 * French Language (src/domain/jobs/frenchText.ts): a posting in Quebec needs its French title,
 * description and requirements before it is paid for (checkout) or published (an admin's approval
 * or free post); postings elsewhere are unaffected. Through the REST API the French fields are
 * exactly as private as their English counterparts.
 */

let payload: Payload
let employer: User
let otherEmployer: User
let professional: User
let admin: User

const FRENCH = { titleFr: 'Pharmacien communautaire', descriptionFr: 'Officine achalandée à Laval.', requirementsFr: 'Membre de l’OPQ.' }
const QUEBEC = { location: 'Laval, QC', city: 'Laval', province: 'QC' as const }

/** The page a browser request comes from (endpoints answer in its language). */
const fromPage = (path: string) => ({ referer: `http://localhost:3000${path}` })

const checkout = (job: JobPosting, headers: Record<string, string> = {}) =>
  rest(payload, 'POST', `/job-postings/${job.id}/checkout`, { as: employer, json: {}, headers })

const approve = (job: JobPosting, headers: Record<string, string> = {}) =>
  rest(payload, 'POST', `/job-postings/${job.id}/approve`, { as: admin, json: {}, headers })

const error = async (res: Response) => ((await res.json()) as { error?: string }).error ?? ''

/** A posting paid through Stripe and waiting for review (the owner added the French text when it was a draft). */
async function paidPosting(fields: Partial<JobPosting>) {
  const job = await draftPosting(payload, employer, fields)
  await startCheckout(payload, employer, job.id)
  const res = await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed'))
  expect(res.status).toBe(200)
  expect((await storedPosting(payload, job.id)).status).toBe('pending_review')
  return job
}

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'quebec-employer')
  otherEmployer = await makeUser(payload, ['employer'], 'quebec-other')
  professional = await makeUser(payload, ['professional'], 'quebec-pro')
  admin = await makeUser(payload, ['admin'], 'quebec-admin')
})

describe('paying for a posting in Quebec', () => {
  it('is refused without the French version, naming the missing fields in the reader’s language; nothing is charged', async () => {
    const job = await draftPosting(payload, employer, { ...QUEBEC, titleFr: 'Pharmacien' })
    const english = await checkout(job, fromPage('/post-job'))
    expect(english.status).toBe(400)
    const message = await error(english)
    expect(message).toContain('Quebec')
    expect(message).toContain('Job Description (French) and Requirements (French)')
    expect(message).not.toContain('Job Title (French)')

    const french = await checkout(job, fromPage('/fr/post-job'))
    expect(french.status).toBe(400)
    expect(await error(french)).toContain('Description du poste (français) et Exigences (français)')

    expect(await storedPosting(payload, job.id)).toMatchObject({ status: 'draft', paid: false, stripeCheckoutSessionId: null })
  })

  it('is refused when the French text is only blank space', async () => {
    const job = await draftPosting(payload, employer, { ...QUEBEC, ...FRENCH, descriptionFr: '   ' })
    expect((await checkout(job)).status).toBe(400)
  })

  it('goes ahead with the French version, and the payment moves it to review', async () => {
    const job = await paidPosting({ ...QUEBEC, ...FRENCH })
    expect(await storedPosting(payload, job.id)).toMatchObject({ paid: true, ...FRENCH })
  })

  it('a posting outside Quebec needs no French version', async () => {
    const job = await draftPosting(payload, employer, { location: 'Ottawa, ON', province: 'ON' })
    expect((await checkout(job)).status).toBe(200)
  })
})

describe('publishing a posting in Quebec', () => {
  it('an approval without the French version is refused (400) and changes nothing', async () => {
    // The owner took a French text out of the draft after checkout; Stripe's confirmation is never refused.
    const job = await draftPosting(payload, employer, { ...QUEBEC, ...FRENCH })
    await startCheckout(payload, employer, job.id)
    await payload.update({ collection: 'job-postings', id: job.id, data: { requirementsFr: '' }, user: employer, overrideAccess: false })
    expect((await deliver(await storedCheckoutEvent(payload, job.id, 'checkout.session.completed'))).status).toBe(200)
    expect((await storedPosting(payload, job.id)).status).toBe('pending_review')
    const res = await approve(job)
    expect(res.status).toBe(400)
    expect(await error(res)).toContain('Requirements (French)')
    const refused = await actOnPosting(payload, job.id, 'approve', admin, {}).catch((e: HttpError) => e)
    expect(refused).toBeInstanceOf(HttpError)
    expect((refused as HttpError).status).toBe(400)
    expect((refused as HttpError).textIn('fr-CA').error).toContain('Exigences (français)')
    expect(await storedPosting(payload, job.id)).toMatchObject({ status: 'pending_review', postedDate: null })
    const audit = await payload.find({ collection: 'status-changes', where: { jobPosting: { equals: job.id } }, overrideAccess: true, depth: 0 })
    expect(audit.docs.map((d) => d.to)).not.toContain('active')
  })

  it('an approval with the French version puts it on Find Work', async () => {
    const job = await paidPosting({ ...QUEBEC, ...FRENCH })
    const res = await approve(job)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await storedPosting(payload, job.id)).status).toBe('active')
  })

  it('a posting outside Quebec is approved without a French version', async () => {
    const job = await paidPosting({ location: 'Regina, SK', province: 'SK' })
    expect((await approve(job)).status).toBe(200)
  })

  it('a posting in the wrong state is told so first (409), whatever its language', async () => {
    const job = await makePosting(payload, employer, { status: 'active', ...QUEBEC })
    expect((await approve(job)).status).toBe(409)
  })

  it('an admin’s free post in Quebec is refused without the French version, field by field', async () => {
    const fields = postingFields({ ...QUEBEC })
    const res = await rest(payload, 'POST', '/job-postings', { as: admin, json: fields, headers: fromPage('/fr/post-job') })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    const invalid = body.errors[0].data?.errors ?? []
    expect(invalid.map((f) => f.path)).toEqual(['titleFr', 'descriptionFr', 'requirementsFr'])
    expect(invalid[0].message).toContain('Québec')
    expect(invalid[1].message).toContain('Description du poste (français)')
    const found = await payload.find({ collection: 'job-postings', where: { title: { equals: fields.title } }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
  })

  it('an admin’s free post in Quebec with the French version goes live at once', async () => {
    const res = await rest(payload, 'POST', '/job-postings', { as: admin, json: postingFields({ ...QUEBEC, ...FRENCH }) })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: JobPosting }
    expect(await storedPosting(payload, doc.id)).toMatchObject({ status: 'active', paid: true, ...FRENCH })
  })

  it('an edit moving a posting under review or live to Quebec, or taking out its French text, is refused (400) in the reader’s language', async () => {
    const patch = (job: JobPosting, data: Record<string, unknown>, headers: Record<string, string> = {}) =>
      rest(payload, 'PATCH', `/job-postings/${job.id}`, { as: admin, json: data, headers })

    const ontario = await makePosting(payload, employer, { status: 'active', location: 'Ottawa, ON', province: 'ON' })
    const moved = await patch(ontario, QUEBEC, fromPage('/fr/employer'))
    expect(moved.status).toBe(400)
    const french = JSON.stringify(await moved.json())
    expect(french).toContain('Québec')
    expect(french).toContain('Titre du poste (français)')
    expect((await storedPosting(payload, ontario.id)).province).toBe('ON')
    // With its French version it may move.
    expect((await patch(ontario, { ...QUEBEC, ...FRENCH })).status).toBe(200)

    const live = await makePosting(payload, employer, { status: 'active', ...QUEBEC, ...FRENCH })
    const cleared = await patch(live, { descriptionFr: '  ' }, fromPage('/admin/collections/job-postings'))
    expect(cleared.status).toBe(400)
    expect(JSON.stringify(await cleared.json())).toContain('Job Description (French)')
    expect(await storedPosting(payload, live.id)).toMatchObject(FRENCH)
    // Other edits of a live Quebec posting go through.
    expect((await patch(live, { title: `${live.title} (updated)` })).status).toBe(200)

    const review = await paidPosting({ ...QUEBEC, ...FRENCH })
    await expect(
      payload.update({ collection: 'job-postings', id: review.id, data: { titleFr: '' }, user: admin, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 400 })
    expect((await storedPosting(payload, review.id)).titleFr).toBe(FRENCH.titleFr)
  })

  it('a draft’s French text may be taken out, and a draft moved to Quebec without it (checkout refuses it)', async () => {
    const job = await draftPosting(payload, employer, { ...QUEBEC, ...FRENCH })
    const cleared = await payload.update({ collection: 'job-postings', id: job.id, data: { titleFr: '' }, user: employer, overrideAccess: false })
    expect(cleared.status).toBe('draft')
    const ontario = await draftPosting(payload, employer, { location: 'Ottawa, ON', province: 'ON' })
    expect((await payload.update({ collection: 'job-postings', id: ontario.id, data: QUEBEC, user: employer, overrideAccess: false })).province).toBe('QC')
    expect((await checkout(ontario)).status).toBe(400)
  })

  it('an employer may still save a Quebec draft without French text (the rule applies at payment)', async () => {
    const job = await draftPosting(payload, employer, { ...QUEBEC })
    expect((await storedPosting(payload, job.id)).status).toBe('draft')
  })

  it('renewing an expired Quebec posting makes a draft the owner can complete in French before paying', async () => {
    const job = await makePosting(payload, employer, { status: 'expired', ...QUEBEC })
    await actOnPosting(payload, job.id, 'renew', employer)
    expect((await storedPosting(payload, job.id)).status).toBe('draft')
    expect((await checkout(job)).status).toBe(400)
    await payload.update({ collection: 'job-postings', id: job.id, data: FRENCH, user: employer, overrideAccess: false })
    expect((await checkout(job)).status).toBe(200)
  })
})

describe('the French fields through the REST API', () => {
  const tag = `frtag${Date.now().toString(36)}`
  const texts = (label: string) => ({
    title: `${label} ${tag}`,
    titleFr: `${label} fr ${tag}`,
    description: `Days ${tag}`,
    descriptionFr: `Jours ${tag}`,
    requirements: `Licence ${tag}`,
    requirementsFr: `Permis ${tag}`,
  })
  let live: JobPosting
  let draft: JobPosting
  const viewers = () => [null, professional, otherEmployer, employer, admin]
  const name = (who: User | null) => (who ? who.email.split('@')[0] : 'anonymous')

  beforeAll(async () => {
    live = await makePosting(payload, employer, { status: 'active', ...texts('Live') })
    draft = await makePosting(payload, employer, { status: 'draft', ...texts('Draft') })
  })

  const read = async (who: User | null, path: string) => {
    const res = await rest(payload, 'GET', path, { as: who })
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & { docs?: { id: number }[] } }
  }

  it.each([
    ['title', 'titleFr'],
    ['description', 'descriptionFr'],
    ['requirements', 'requirementsFr'],
  ])('%s and %s: the same postings for everyone through select and where', async (english, french) => {
    for (const who of viewers()) {
      for (const job of [live, draft]) {
        const [en, fr] = await Promise.all([
          read(who, `/job-postings/${job.id}?depth=0&select[${english}]=true`),
          read(who, `/job-postings/${job.id}?depth=0&select[${french}]=true`),
        ])
        expect(fr.status, `${name(who)} reads ${french} of posting ${job.status}`).toBe(en.status)
        if (en.status === 200) {
          expect(fr.body[french]).toBe(job[french as keyof JobPosting])
          expect(fr.body[english]).toBeUndefined()
        }
      }
      const [en, fr] = await Promise.all([
        read(who, `/job-postings?depth=0&where[${english}][like]=${tag}`),
        read(who, `/job-postings?depth=0&where[${french}][like]=${tag}`),
      ])
      expect(fr.status, `${name(who)} filters by ${french}`).toBe(en.status)
      expect(fr.body.docs?.map((d) => d.id).sort(), `${name(who)} filters by ${french}`).toEqual(en.body.docs?.map((d) => d.id).sort())
    }
  })

  it('the French search text, like the search text, is read and queried by admins only', async () => {
    for (const who of viewers()) {
      const [en, fr] = await Promise.all([
        read(who, `/job-postings/${live.id}?depth=0&select[searchText]=true&select[searchTextFr]=true`),
        read(who, `/job-postings?depth=0&where[searchTextFr][like]=${tag}`),
      ])
      const english = await read(who, `/job-postings?depth=0&where[searchText][like]=${tag}`)
      expect(fr.status, `${name(who)} queries searchTextFr`).toBe(english.status)
      expect(fr.body.docs?.length ?? 0, `${name(who)} finds by searchTextFr`).toBe(who === admin ? english.body.docs?.length : 0)
      if (who === admin) expect(en.body.searchTextFr).toBe(`live fr ${tag} \n jours ${tag}`)
      else expect(en.body).not.toHaveProperty('searchTextFr')
    }
  })

  it('the owner edits the French version of a draft only, like the English one; nobody else does', async () => {
    const job = await draftPosting(payload, employer)
    const patch = (who: User, data: Record<string, string>, id = job.id) => rest(payload, 'PATCH', `/job-postings/${id}`, { as: who, json: data })
    expect((await patch(employer, { titleFr: 'Nouveau titre' })).status).toBe(200)
    expect((await storedPosting(payload, job.id)).titleFr).toBe('Nouveau titre')
    for (const who of [otherEmployer, professional]) {
      const [en, fr] = [await patch(who, { title: 'x' }), await patch(who, { titleFr: 'x' })]
      expect(fr.status).toBe(en.status)
    }
    expect((await storedPosting(payload, job.id)).titleFr).toBe('Nouveau titre')
    const [en, fr] = [await patch(employer, { title: 'x' }, live.id), await patch(employer, { titleFr: 'x' }, live.id)]
    expect(fr.status).toBe(en.status)
    expect((await storedPosting(payload, live.id)).titleFr).toBe(live.titleFr)
    expect((await patch(admin, { titleFr: `Live fr ${tag}` }, live.id)).status).toBe(200)
  })
})
