import type { Payload } from 'payload'

import { DEMO_COMPANY, demoPostings } from '@/domain/jobs/samples'
import { postingTerms } from '@/domain/jobs/postingTerms'

/** Demo accounts so a newcomer can try each side of the marketplace. Password for all: see README. */
const DEMO_PASSWORD = 'demo-Password-2024'
const DEMO_USERS = [
  { email: 'employer@example.com', fullName: 'Dana Employer', roles: ['employer'] as const },
  { email: 'professional@example.com', fullName: 'Priya Professional', roles: ['professional'] as const },
  { email: 'editor@example.com', fullName: 'Evan Editor', roles: ['editor'] as const },
]

/** Seeds demo content once; safe to call on every start. */
export async function seedDemo(payload: Payload): Promise<void> {
  for (const user of DEMO_USERS) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: user.email } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      disableVerificationEmail: true,
      data: { ...user, roles: [...user.roles], password: DEMO_PASSWORD, _verified: true, preferredLanguage: 'en' },
    })
    payload.logger.info(`Seeded demo account ${user.email}`)
  }
  await seedDemoJobs(payload)
  await seedCreditPacks(payload)
}

/** Two packs of postings on sale (docs/credit-packs.md): 10 for the price of 8, 25 for the price of 18. */
async function seedCreditPacks(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if ((settings.creditPacks ?? []).length > 0) return
  const fee = postingTerms(settings).feeCents
  await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { creditPacks: [{ size: 10, priceCents: 8 * fee }, { size: 25, priceCents: 18 * fee }] } })
}

/** Enough active postings across provinces to explore Find Work, of the demo employer's company. */
async function seedDemoJobs(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'job-postings', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_USERS[0].email } },
    limit: 1,
    overrideAccess: true,
  })
  const employer = docs[0]
  if (!employer) return
  // The demo employer's company, with its public page; the postings below belong to it (each names
  // the company's site that hires, across the provinces, so the company is described as national).
  if (!employer.company) {
    await payload.create({
      collection: 'facilities',
      overrideAccess: true,
      depth: 0,
      data: {
        name: DEMO_COMPANY,
        type: 'clinic',
        city: 'Toronto',
        province: 'ON',
        size: '25-99',
        website: 'https://lakeshore-health.example',
        description: 'Community pharmacies, family clinics and health centres across Canada.',
        owner: employer.id,
      },
    })
  }
  for (const posting of demoPostings(60, employer.email)) {
    await payload.create({ collection: 'job-postings', overrideAccess: true, depth: 0, data: { ...posting, createdBy: employer.id } })
  }
  payload.logger.info('Seeded 60 demo job postings')
}
