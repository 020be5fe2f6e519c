import '../support/nextRuntime'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { Pages } from '@/collections/Pages'
import { defaultChrome } from '@/domain/content/defaultChrome'
import { findPage } from '@/domain/content/findPage'
import { pageTag } from '@/domain/content/paths'
import { seedPages } from '@/domain/content/seed'
import { getSiteChrome } from '@/domain/content/siteChrome'
import type { Page } from '@/payload-types'

import { memoryCacheForEachTest } from '../support/memoryCache'
import { as, getPayload, makePeople, VIEWERS, viewerUser, type People, type Viewer } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let people: People

beforeAll(async () => {
  payload = await getPayload()
  people = await makePeople(payload)
})

const userFor = (viewer: Viewer) => viewerUser(people, viewer)
const isStaff = (viewer: string) => viewer === 'editor' || viewer === 'admin'

let n = 0
const slug = () => `locale-page-${Date.now().toString(36)}-${++n}`
const hero = (heading: string) => [{ blockType: 'hero' as const, heading }]
const heading = (page: Page | null | undefined) => (page?.layout?.[0] as { heading?: string } | undefined)?.heading

/** A published page written in English only, by an editor. */
const englishPage = (s = slug()) =>
  payload.create({ collection: 'pages', data: { title: `English ${s}`, slug: s, layout: hero('English words'), _status: 'published' }, ...as(people.editor) })

/** The same read with and without the English fallback, as staff through the admin. */
const stored = (id: number, locale: 'en' | 'fr', draft = true) =>
  payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, draft, ...as(people.editor) })

describe('pages in French', () => {
  it('a seeded page read in French is its French copy, in English its English one', async () => {
    const fr = await findPage(payload, 'about', 'fr')
    expect(fr?.title).toBe('À propos de nous')
    expect(heading(fr)).toBe('Un meilleur recrutement pour de meilleurs soins')
    expect(fr?.meta?.title).toBe('À propos de nous')
    const en = await findPage(payload, 'about', 'en')
    expect(en?.title).toBe('About Us')
    expect(heading(en)).toBe('Better staffing for better patient care')
  })

  it('every seeded page has French of its own, as seeded', async () => {
    for (const page of seedPages) {
      const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, locale: 'fr', fallbackLocale: false, ...as(null) })
      expect(docs[0]?.title, page.slug).toBe(page.fr.title)
      expect(docs[0]?.title, page.slug).not.toBe(page.title)
      expect(docs[0]?.layout.map((b) => b.blockType), page.slug).toEqual(page.fr.layout.map((b) => b.blockType))
      expect(docs[0]?.frenchVersion, page.slug).toBe('present')
    }
  })

  it('a page not yet translated is read in English in French', async () => {
    const page = await englishPage()
    const fr = await findPage(payload, page.slug, 'fr')
    expect(fr?.title).toBe(page.title)
    expect(heading(fr)).toBe('English words')
    expect(fr?.frenchVersion).toBe('missing')
    const own = await stored(page.id, 'fr')
    expect(own.title ?? null).toBeNull()
    expect(own.layout ?? []).toEqual([])
  })

  it('the French version indicator follows what the French locale holds, drafts included', async () => {
    const page = await englishPage()
    expect(page.frenchVersion).toBe('missing')

    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', draft: true, data: { title: 'Titre' }, ...as(people.editor) })
    expect((await stored(page.id, 'fr')).frenchVersion).toBe('partial')

    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', draft: true, data: { layout: hero('Mots français') }, ...as(people.editor) })
    expect((await stored(page.id, 'fr')).frenchVersion).toBe('present')
    // The published page still has no French until the French is published.
    expect((await stored(page.id, 'fr', false)).frenchVersion).toBe('missing')
    expect((await findPage(payload, page.slug, 'fr'))?.title).toBe(page.title)

    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { _status: 'published' }, ...as(people.editor) })
    const published = await findPage(payload, page.slug, 'fr')
    expect(published?.frenchVersion).toBe('present')
    expect(published?.title).toBe('Titre')
    expect(heading(published)).toBe('Mots français')

    // Saving the English leaves it as it is.
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'English again' }, ...as(people.editor) })
    expect((await stored(page.id, 'en', false)).frenchVersion).toBe('present')
    expect((await findPage(payload, page.slug, 'en'))?.title).toBe('English again')
    expect((await findPage(payload, page.slug, 'fr'))?.title).toBe('Titre')
  })

  it('nobody writes the indicator: it is computed at every save', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: { title: 'Claimed', slug: slug(), layout: hero('x'), frenchVersion: 'present', _status: 'published' },
      ...as(people.admin),
    })
    expect(created.frenchVersion).toBe('missing')
    const updated = await payload.update({ collection: 'pages', id: created.id, data: { frenchVersion: 'present' }, ...as(people.admin) })
    expect(updated.frenchVersion).toBe('missing')
    const viaRest = await rest(payload, 'PATCH', `/pages/${created.id}?locale=en`, { as: people.editor, json: { frenchVersion: 'present' } })
    expect(viaRest.status).toBe(200)
    expect((await stored(created.id, 'en', false)).frenchVersion).toBe('missing')
    // Not even a seed or a migration script (access control off) can set it against the content.
    const forced = await payload.update({ collection: 'pages', id: created.id, data: { frenchVersion: 'present' }, overrideAccess: true })
    expect(forced.frenchVersion).toBe('missing')
  })

  it('the list shows it, and the field is read-only in the admin', () => {
    expect(Pages.admin?.defaultColumns).toContain('frenchVersion')
    const field = Pages.fields.find((f) => 'name' in f && f.name === 'frenchVersion') as { admin?: { readOnly?: boolean } }
    expect(field.admin?.readOnly).toBe(true)
  })

  it('the live preview and the preview link open the language being edited', async () => {
    const url = Pages.admin?.livePreview?.url as (args: { data: Record<string, unknown>; locale: { code: string } }) => string
    expect(url({ data: { slug: 'about' }, locale: { code: 'fr' } })).toBe('http://localhost:3000/preview/about?locale=fr')
    expect(url({ data: { slug: 'about' }, locale: { code: 'en' } })).toBe('http://localhost:3000/preview/about')
    expect(url({ data: { slug: 'home' }, locale: { code: 'fr' } })).toBe('http://localhost:3000/preview/?locale=fr')
    const preview = Pages.admin?.preview as (doc: Record<string, unknown>, opts: { locale: string }) => string
    expect(preview({ slug: 'pricing' }, { locale: 'fr' })).toBe('http://localhost:3000/preview/pricing?locale=fr')
    // Anything else falls back to the default language's URL.
    expect(preview({ slug: 'pricing' }, { locale: 'de' })).toBe('http://localhost:3000/preview/pricing')
  })
})

describe('access rules hold in both languages', () => {
  it.each(VIEWERS)('%s reading a page that was never published, in either language', async (viewer) => {
    const s = slug()
    const page = await payload.create({ collection: 'pages', data: { title: 'Draft', slug: s, layout: hero('Draft'), _status: 'draft' }, draft: true, ...as(people.editor) })
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', draft: true, data: { title: 'Brouillon', layout: hero('Brouillon') }, ...as(people.editor) })
    for (const locale of ['en', 'fr'] as const) {
      for (const draft of [false, true]) {
        const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: s } }, locale, draft, ...as(userFor(viewer)) })
        expect(docs, `${locale} draft=${draft}`).toHaveLength(isStaff(viewer) ? 1 : 0)
        // Staff read the latest draft with `draft`, else the document as last saved outside drafts.
        if (docs.length) expect(docs[0].title).toBe(locale === 'fr' && draft ? 'Brouillon' : 'Draft')
      }
    }
    const anonymous = await rest(payload, 'GET', `/pages/${page.id}?locale=fr&draft=true`)
    expect([403, 404]).toContain(anonymous.status)
  })

  it('a French draft saved over a published page never shows to the public', async () => {
    const page = await englishPage()
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: 'Publié', layout: hero('Mots publiés') }, ...as(people.editor) })
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', draft: true, data: { layout: hero('Mots non publiés') }, ...as(people.editor) })
    for (const viewer of ['anonymous', 'professional', 'employer'] as const) {
      const published = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, locale: 'fr', ...as(userFor(viewer)) })
      expect(heading(published.docs[0]), viewer).toBe('Mots publiés')
      // Asking for drafts shows them nothing newer than what is published.
      const drafts = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, locale: 'fr', draft: true, ...as(userFor(viewer)) })
      expect(drafts.docs.map(heading).filter((h) => h !== 'Mots publiés'), viewer).toEqual([])
    }
    const staff = await findPage(payload, page.slug, 'fr', { draft: true, user: people.editor })
    expect(heading(staff)).toBe('Mots non publiés')
  })

  it.each(VIEWERS)('%s writing French to a page', async (viewer) => {
    const page = await englishPage()
    const update = payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: 'Titre', layout: hero('Mots') }, ...as(userFor(viewer)) })
    if (isStaff(viewer)) await expect(update).resolves.toMatchObject({ title: 'Titre', frenchVersion: 'present' })
    else await expect(update).rejects.toMatchObject({ status: 403 })
  })

  it.each(VIEWERS)('%s writing French to the header, footer and settings', async (viewer) => {
    const header = await payload.findGlobal({ slug: 'header', locale: 'fr', fallbackLocale: false, overrideAccess: true })
    const primaryLinks = (header.primaryLinks ?? []).map((row) => ({ id: row.id, href: row.href, label: row.label ?? 'Lien' }))
    const writes = [
      () => payload.updateGlobal({ slug: 'header', locale: 'fr', data: { primaryLinks }, ...as(userFor(viewer)) }),
      () => payload.updateGlobal({ slug: 'footer', locale: 'fr', data: { tagline: defaultChrome('fr').footer.tagline }, ...as(userFor(viewer)) }),
      () => payload.updateGlobal({ slug: 'site-settings', locale: 'fr', data: { city: 'Toronto (Ontario)' }, ...as(userFor(viewer)) }),
    ]
    for (const write of writes) {
      if (isStaff(viewer)) await expect(write()).resolves.toBeTruthy()
      else await expect(write()).rejects.toMatchObject({ status: 403 })
    }
  })

  it('a sort by the blocks, kept per language, is refused rather than crashing the database adapter', async () => {
    for (const sort of ['layout', '-layout']) {
      expect((await rest(payload, 'GET', `/pages?sort=${sort}&locale=fr`)).status).toBe(400)
      expect((await rest(payload, 'GET', `/pages/versions?sort=version.${sort.replace('-', '')}`, { as: people.editor })).status).toBe(400)
    }
    expect((await rest(payload, 'GET', '/pages?sort=-frenchVersion&locale=fr')).status).toBe(200)
  })

  it('an editor cannot change the admin-only settings through the French locale either', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'fr', data: { postingFeeCents: 50, listingDays: 1 }, ...as(people.editor) })
    const after = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(after.postingFeeCents).toBe(before.postingFeeCents)
    expect(after.listingDays).toBe(before.listingDays)
  })

  it('everyone reads the header, footer and settings in French, and the English stays English', async () => {
    const fr = await payload.findGlobal({ slug: 'header', locale: 'fr', fallbackLocale: 'en', ...as(null) })
    expect(fr.primaryLinks?.map((l) => l.label)).toEqual(defaultChrome('fr').header.primaryLinks.map((l) => l.label))
    const en = await payload.findGlobal({ slug: 'header', locale: 'en', ...as(null) })
    expect(en.primaryLinks?.map((l) => l.label)).toEqual(defaultChrome('en').header.primaryLinks.map((l) => l.label))
    // Same links, same addresses: only the words are per language.
    expect(fr.primaryLinks?.map((l) => [l.id, l.href])).toEqual(en.primaryLinks?.map((l) => [l.id, l.href]))
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr', ...as(null) })
    expect(settings.stats.positionsFilled).toBe('1\u00a0200+')
    expect(settings.contactEmail).toBe(defaultChrome('en').settings.contactEmail)
  })
})

describe('the French seed is typeset as French is', () => {
  /** Every text of a value (hrefs excepted: an address is not prose). */
  const texts = (value: unknown, key = ''): string[] => {
    if (typeof value === 'string') return key === 'href' || key === 'url' ? [] : [value]
    if (Array.isArray(value)) return value.flatMap((v) => texts(v))
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k))
    return []
  }
  const french = [...seedPages.map((p) => p.fr), defaultChrome('fr')].flatMap((v) => texts(v))

  it('no-break spaces before : ; ? ! % $ and inside guillemets, typographic apostrophes', () => {
    const problems = french.flatMap((text) => {
      const found: string[] = []
      if (text.includes("'")) found.push('ASCII apostrophe')
      if (/ [:;?!%»$]/.test(text)) found.push('ordinary space before : ; ? ! % » or $')
      if (/[^\s\u00a0\u202f(][:;?!»](?!\/)/u.test(text.replace(/mailto:\S+|https?:\S+/g, ''))) found.push('double punctuation without a no-break space')
      if (/«[^\u00a0\u202f]/.test(text)) found.push('« without a no-break space')
      if (/\d[ ,]\d{3}\b/.test(text)) found.push('thousands not grouped with a no-break space')
      return found.map((f) => `${f}: ${text.slice(0, 80)}`)
    })
    expect(problems).toEqual([])
    expect(french.some((t) => t.includes('5\u00a0$'))).toBe(true)
  })
})

describe('caches per language', () => {
  const cache = memoryCacheForEachTest()
  afterEach(() => {
    delete process.env.NEXT_RUNTIME
  })
  const tagsOf = () => [...cache.entries.values()].map((e) => e.tags)

  it('the header, footer and settings: one entry per language, all expired by any change', async () => {
    const fr = await getSiteChrome('fr')
    const en = await getSiteChrome('en')
    expect(fr.header.primaryLinks.map((l) => l.label)).toEqual(defaultChrome('fr').header.primaryLinks.map((l) => l.label))
    expect(en.header.primaryLinks.map((l) => l.label)).toEqual(defaultChrome('en').header.primaryLinks.map((l) => l.label))
    expect(fr.footer.tagline).toBe(defaultChrome('fr').footer.tagline)
    expect(tagsOf()).toEqual(expect.arrayContaining([['site-chrome', 'site-chrome:fr'], ['site-chrome', 'site-chrome:en']]))
    expect(cache.entries.size).toBe(2)

    await payload.updateGlobal({ slug: 'footer', locale: 'fr', data: { tagline: defaultChrome('fr').footer.tagline }, ...as(people.editor) })
    expect(cache.expired).toContain('site-chrome')
    expect(cache.entries.size).toBe(0)
  })

  it('a page: one entry per language under the page’s tag, which publishing in either language expires', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    const page = await englishPage()
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: 'Titre', layout: hero('Mots') }, ...as(people.editor) })
    expect((await findPage(payload, page.slug, 'fr'))?.title).toBe('Titre')
    expect((await findPage(payload, page.slug, 'en'))?.title).toBe(page.title)
    expect(tagsOf().filter((tags) => tags.includes(pageTag(page.slug)))).toHaveLength(2)

    cache.expired = []
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: 'Nouveau titre' }, ...as(people.editor) })
    // Each language's copy is stored under its route, /[locale]/<path>.
    expect(cache.expired).toEqual(expect.arrayContaining([pageTag(page.slug), `_N_T_/en-CA/${page.slug}`, `_N_T_/fr-CA/${page.slug}`]))
    expect(tagsOf().filter((tags) => tags.includes(pageTag(page.slug)))).toHaveLength(0)
    expect((await findPage(payload, page.slug, 'fr'))?.title).toBe('Nouveau titre')
    // Drafts and staff reads are never cached.
    await findPage(payload, page.slug, 'fr', { draft: true, user: people.editor })
    expect(tagsOf().filter((tags) => tags.includes(pageTag(page.slug)))).toHaveLength(1)
  })
})
