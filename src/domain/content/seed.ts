import type { Payload } from 'payload'

import { defaultFooter, defaultHeader, defaultSettings } from './defaultChrome'
import { about, contact, ownership, ownershipInquiry } from './pages/company'
import { home } from './pages/home'
import { antiTheft, privacy, terms } from './pages/policies'
import { pricing } from './pages/pricing'
import { careerResources, employerResources } from './pages/resources'
import { hrServices, medicalBilling, payrollServices, techServices } from './pages/services'
import type { SeedPage } from './pages/types'

export const seedPages: SeedPage[] = [
  home,
  about,
  pricing,
  ownership,
  ownershipInquiry,
  contact,
  terms,
  privacy,
  antiTheft,
  careerResources,
  employerResources,
  techServices,
  medicalBilling,
  hrServices,
  payrollServices,
]

/**
 * Fills an empty site with its pages, header, footer and settings. Runs at every start and
 * only creates what is missing, so staff edits are never overwritten.
 */
export async function seedContent(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!settings.siteName) {
    await payload.updateGlobal({ slug: 'site-settings', data: defaultSettings, overrideAccess: true })
    await payload.updateGlobal({ slug: 'header', data: defaultHeader, overrideAccess: true })
    await payload.updateGlobal({ slug: 'footer', data: defaultFooter, overrideAccess: true })
  }
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
    draft: true,
  })
  const existing = new Set(docs.map((d) => d.slug))
  for (const page of seedPages) {
    if (existing.has(page.slug)) continue
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        title: page.title,
        slug: page.slug,
        layout: page.layout as never,
        meta: { title: page.title, description: page.description },
        _status: 'published',
      },
    })
    payload.logger.info(`Seeded page /${page.slug === 'home' ? '' : page.slug}`)
  }
}
