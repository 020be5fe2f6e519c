import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import { pathForSlug } from '@/domain/content/paths'
import { seedPages } from '@/domain/content/seed'
import { localizedPath } from '@/i18n/locale'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'

import { e2e } from './config'
import { adminRequest, createActiveJob } from './helpers'

/**
 * Every public route in French: `<html lang="fr-CA">`, no axe violation, hreflang links to both
 * languages, no English copy from the catalogue on screen, and the language switcher going to
 * English and back with the query kept. One shared browser context, one page per route, in order.
 */
test.describe.configure({ mode: 'default' })

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const QUERY = '?q=infirmiere-i18n'

type Catalogue = { readonly [key: string]: string | Catalogue }

/** Site data the catalogue also holds (the contact phone is written the French way in fr.ts only). */
const NOT_COPY = new Set(['site.contactPhone'])

/**
 * The English catalogue's sentences that must never show on a French page: those French words
 * differently, at least 12 characters long (shorter ones, "Services", "Toronto, ON", occur in any
 * language), without ICU arguments or tags (their English frame is never shown whole).
 */
function englishOnly(english: Catalogue, french: Catalogue, prefix = ''): { key: string; text: string }[] {
  return Object.entries(english).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name
    const other = french[name]
    if (typeof value !== 'string') return englishOnly(value, other as Catalogue, key)
    if (NOT_COPY.has(key) || value === other || value.length < 12 || /[{}<]/.test(value)) return []
    return [{ key, text: value }]
  })
}
const ENGLISH = englishOnly(en as unknown as Catalogue, fr as unknown as Catalogue)

/** The text as whole words ("Confidential" is not in « Confidentialité »). */
const asWords = (text: string) => new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u')

type Route = { name: string; path: string; status: number; alternates: boolean }

/** The English paths of the public routes (the job page's id and the company's address are known once they exist). */
function routes(jobId: number, companySlug = ''): Route[] {
  return [
    ...seedPages.map((page) => ({ name: `content ${pathForSlug(page.slug)}`, path: pathForSlug(page.slug), status: 200, alternates: true })),
    { name: 'Find Work', path: '/find-work', status: 200, alternates: true },
    { name: 'Sign In', path: '/auth', status: 200, alternates: true },
    { name: 'Resume Manager', path: '/resume-manager', status: 200, alternates: true },
    { name: 'Post a Job', path: '/post-job', status: 200, alternates: true },
    { name: 'a job page', path: `/jobs/${jobId}`, status: 200, alternates: true },
    { name: 'a company page', path: `/employers/${companySlug}`, status: 200, alternates: true },
    { name: 'the 404 page', path: '/page-introuvable-i18n', status: 404, alternates: false },
  ]
}

let context: BrowserContext
let jobId = 0
let companySlug = ''

test.beforeAll(async ({ browser, playwright }) => {
  const admin = await adminRequest(playwright)
  jobId = await createActiveJob(admin, `Pharmacien communautaire ${Date.now()}`, {
    company: 'Pharmacie Boréale', location: 'Québec, QC', province: 'QC',
    // Quebec: the French version (frenchText.ts).
    titleFr: 'Pharmacien communautaire', descriptionFr: 'Pharmacie de quartier.', requirementsFr: 'Membre de l’OPQ.',
  })
  const company = await admin.post('/api/facilities', {
    data: { name: `Pharmacie Boréale ${Date.now()}`, type: 'pharmacy', city: 'Québec', province: 'QC', description: 'Pharmacie de quartier au service de la Haute-Ville.' },
  })
  expect(company.status(), await company.text()).toBe(201)
  companySlug = (await company.json()).doc.slug
  await admin.dispose()
  context = await browser.newContext({ baseURL: e2e.baseURL, locale: 'en-CA' })
})

test.afterAll(async () => {
  await context?.close()
})

const pathAndQuery = (url: string | URL) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/** Follows the header's language switcher (a full page load) and waits for the other language's address. */
async function switchLanguage(page: Page, to: string) {
  await Promise.all([
    page.waitForURL((url) => pathAndQuery(url) === to),
    page.getByRole('banner').getByTestId('language-switcher').click(),
  ])
}

// Route names are the English paths' own; the job page's id is only known in beforeAll.
for (const index of routes(0).keys()) {
  test(`French route ${routes(0)[index].name}: lang, axe, hreflang, no English copy, switcher round trip`, async () => {
    const route = routes(jobId, companySlug)[index]
    const french = localizedPath(route.path, 'fr-CA')
    const page = await context.newPage()
    try {
      const res = await page.goto(`${french}${QUERY}`)
      expect(res?.status(), french).toBe(route.status)
      // Pages name their language in the HTML itself; a 404 is Next's error document, rendered in the browser.
      if (route.status === 200) expect(await res!.text()).toMatch(/<html[^>]*\slang="fr-CA"/)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')

      const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), french).toEqual([])

      if (route.alternates) {
        const links = await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')] as const))
        const hreflang = Object.fromEntries(links.map(([lang, href]) => [lang, href ? new URL(href, e2e.baseURL).pathname : null]))
        expect(hreflang['en-CA'], `${french}: English alternate`).toBe(route.path)
        expect(hreflang['fr-CA'], `${french}: French alternate`).toBe(french)
      }

      // Postings' own English text (a similar position's title) is marked lang="en": the site's copy is what is checked.
      const text = await page.locator('body').evaluate((body: HTMLElement) => {
        const marked = [...body.querySelectorAll<HTMLElement>('[lang]:not([lang^="fr"])')]
        const shown = marked.map((element) => element.style.display)
        for (const element of marked) element.style.display = 'none'
        const visible = body.innerText
        marked.forEach((element, i) => (element.style.display = shown[i]))
        return visible
      })
      const shown = ENGLISH.filter(({ text: english }) => asWords(english).test(text)).map(({ key, text: english }) => `${key}: ${english}`)
      expect(shown, `${french}: English catalogue copy on the French page`).toEqual([])

      // The switcher keeps the query both ways.
      await switchLanguage(page, `${route.path}${QUERY}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
      await switchLanguage(page, `${french}${QUERY}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    } finally {
      await page.close()
    }
  })
}

test('a first visit asking for French lands on /fr; the switcher’s choice is then kept by the cookie', async ({ browser }) => {
  const french = await browser.newContext({ baseURL: e2e.baseURL, locale: 'fr-CA' })
  const english = await browser.newContext({ baseURL: e2e.baseURL, locale: 'en-CA' })
  try {
    const page = await french.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')

    const cookie = async () => (await french.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value
    // English chosen with the switcher: kept although the browser asks for French.
    await switchLanguage(page, '/')
    expect(await cookie()).toBe('en-CA')
    await page.goto('/find-work')
    expect(new URL(page.url()).pathname).toBe('/find-work')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')

    // French chosen again: a browser asking for English with that cookie gets French.
    await switchLanguage(page, '/fr/find-work')
    expect(await cookie()).toBe('fr-CA')
    await english.addCookies(await french.cookies())
    const other = await english.newPage()
    await other.goto('/find-work')
    expect(new URL(other.url()).pathname).toBe('/fr/find-work')
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr-CA')
  } finally {
    await Promise.all([french.close(), english.close()])
  }
})
