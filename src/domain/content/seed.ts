import type { Payload } from 'payload'

import { defaultChrome, type ChromeLink, type Chrome } from './defaultChrome'
import { about, contact, ownership, ownershipInquiry } from './pages/company'
import { home } from './pages/home'
import { antiTheft, privacy, terms } from './pages/policies'
import { pricing } from './pages/pricing'
import { careerResources, employerResources } from './pages/resources'
import { hrServices, medicalBilling, payrollServices, techServices } from './pages/services'
import type { SeedCopy, SeedPage } from './pages/types'

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

/** Seeds read and write one language exactly as stored: never the English fallback. */
const as = (locale: 'en' | 'fr') => ({ locale, fallbackLocale: false, depth: 0, overrideAccess: true }) as const

/**
 * Fills an empty site with its pages, header, footer and settings, in English then in French.
 * Runs at every start and only creates what is missing, so staff edits are never overwritten.
 * A site seeded before French existed gets the French copy of whatever staff have not changed
 * since (a page saved only once, by the seed; a header, footer or settings still as seeded);
 * what they changed, they translate themselves.
 */
export async function seedContent(payload: Payload): Promise<void> {
  await seedChrome(payload)
  await seedPagesInBothLanguages(payload)
}

type Row = { id?: string | null; href: string; label?: string | null }
const sameLinks = (rows: Row[] | null | undefined, links: ChromeLink[]) =>
  (rows ?? []).length === links.length && links.every((link, i) => rows?.[i].href === link.href && rows?.[i].label === link.label)
/** The stored rows (their ids keep each French label on its row) with the French labels. */
const frenchLinks = (rows: Row[] | null | undefined, links: ChromeLink[]) =>
  (rows ?? []).map((row, i) => ({ id: row.id, href: row.href, label: links[i].label }))

async function seedChrome(payload: Payload): Promise<void> {
  const en: Chrome = defaultChrome('en')
  const fr: Chrome = defaultChrome('fr')
  const settings = await payload.findGlobal({ slug: 'site-settings', ...as('en') })
  if (!settings.siteName) {
    await payload.updateGlobal({ slug: 'site-settings', data: en.settings, ...as('en') })
    await payload.updateGlobal({ slug: 'header', data: en.header, ...as('en') })
    await payload.updateGlobal({ slug: 'footer', data: en.footer, ...as('en') })
  } else if (!settings.mailingAddress) {
    // Settings seeded before the mailing address existed (job alerts name it: CASL).
    await payload.updateGlobal({ slug: 'site-settings', data: { mailingAddress: en.settings.mailingAddress }, ...as('en') })
  }
  if (!settings.sellerLegalName) {
    // A demo seller for receipts (docs/receipts.md); an admin enters the real legal name and address.
    await payload.updateGlobal({ slug: 'site-settings', data: { sellerLegalName: `${en.settings.siteName} Inc.`, sellerAddress: settings.mailingAddress || en.settings.mailingAddress }, ...as('en') })
  }

  const header = await payload.findGlobal({ slug: 'header', ...as('en') })
  const frHeader = await payload.findGlobal({ slug: 'header', ...as('fr') })
  const lists = ['primaryLinks', 'serviceLinks', 'moreLinks'] as const
  if (
    lists.every((list) => (frHeader[list] ?? []).every((row) => !row.label)) &&
    lists.every((list) => sameLinks(header[list], en.header[list]))
  ) {
    const data = Object.fromEntries(lists.map((list) => [list, frenchLinks(header[list], fr.header[list])]))
    await payload.updateGlobal({ slug: 'header', data, ...as('fr') })
  }

  const footer = await payload.findGlobal({ slug: 'footer', ...as('en') })
  const frFooter = await payload.findGlobal({ slug: 'footer', ...as('fr') })
  const columns = footer.columns ?? []
  if (
    !frFooter.tagline &&
    (frFooter.columns ?? []).every((c) => !c.heading) &&
    footer.tagline === en.footer.tagline &&
    columns.length === en.footer.columns.length &&
    en.footer.columns.every((c, i) => columns[i].heading === c.heading && sameLinks(columns[i].links, c.links))
  ) {
    const data = {
      tagline: fr.footer.tagline,
      columns: columns.map((c, i) => ({ id: c.id, heading: fr.footer.columns[i].heading, links: frenchLinks(c.links, fr.footer.columns[i].links) })),
    }
    await payload.updateGlobal({ slug: 'footer', data, ...as('fr') })
  }

  const stored = await payload.findGlobal({ slug: 'site-settings', ...as('en') })
  const frSettings = await payload.findGlobal({ slug: 'site-settings', ...as('fr') })
  const statNames = Object.keys(en.settings.stats) as (keyof Chrome['settings']['stats'])[]
  if (
    !frSettings.siteName &&
    stored.siteName === en.settings.siteName &&
    stored.city === en.settings.city &&
    statNames.every((name) => stored.stats?.[name] === en.settings.stats[name])
  ) {
    const { siteName, city, stats } = fr.settings
    await payload.updateGlobal({ slug: 'site-settings', data: { siteName, city, stats }, ...as('fr') })
  }
}

/** The French copy of a page, published with it. */
const addFrench = (payload: Payload, id: number, copy: SeedCopy) =>
  payload.update({
    collection: 'pages',
    id,
    data: { title: copy.title, layout: copy.layout as never, meta: { title: copy.title, description: copy.description }, _status: 'published' },
    ...as('fr'),
  })

async function seedPagesInBothLanguages(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    limit: 0,
    pagination: false,
    select: { slug: true, title: true, frenchVersion: true },
    draft: true,
    ...as('en'),
  })
  const existing = new Map(docs.map((d) => [d.slug, d]))
  for (const page of seedPages) {
    const path = `/${page.slug === 'home' ? '' : page.slug}`
    const doc = existing.get(page.slug)
    if (!doc) {
      const created = await payload.create({
        collection: 'pages',
        data: {
          title: page.title,
          slug: page.slug,
          layout: page.layout as never,
          meta: { title: page.title, description: page.description },
          _status: 'published',
        },
        ...as('en'),
      })
      await addFrench(payload, created.id, page.fr)
      payload.logger.info(`Seeded page ${path}`)
      continue
    }
    // Untouched since it was seeded in English only: one version, the seed's title.
    if (doc.frenchVersion !== 'missing' || doc.title !== page.title) continue
    const { totalDocs } = await payload.countVersions({ collection: 'pages', where: { parent: { equals: doc.id } }, overrideAccess: true })
    if (totalDocs !== 1) continue
    await addFrench(payload, doc.id, page.fr)
    payload.logger.info(`Seeded the French copy of page ${path}`)
  }
}
