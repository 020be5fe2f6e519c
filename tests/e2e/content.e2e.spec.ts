import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { pathForSlug } from '@/domain/content/paths'
import { seedPages } from '@/domain/content/seed'

import { e2e } from './config'
import { sitemapText, staffRequest } from './helpers'

/** The h1 a seeded page shows: its hero heading, or its title when it has no hero. */
const expectedH1 = (page: (typeof seedPages)[number]) => {
  const first = page.layout[0]
  return first.blockType === 'hero' ? first.heading : page.title
}

test.describe('every content route renders its seeded copy', () => {
  for (const page of seedPages) {
    test(pathForSlug(page.slug), async ({ page: browser }) => {
      const res = await browser.goto(pathForSlug(page.slug))
      expect(res?.status()).toBe(200)
      await expect(browser.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(expectedH1(page))
      await expect(browser).toHaveTitle(new RegExp(page.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      const canonical = await browser.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname).toBe(pathForSlug(page.slug))
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', page.description)
    })
  }
})

test('the spec copy: home statistics and sample openings, terms and pricing facts', async ({ page }) => {
  await page.goto('/')
  for (const text of ['500+', '200+', '1,200+', '98%', 'Relief Pharmacist', 'Toronto, ON', 'Family Physician', 'Vancouver, BC', 'Emergency Physician', 'Calgary, AB', 'Priority']) {
    await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Post a Position' })).toHaveAttribute('href', '/post-job')
  await expect(page.getByRole('main').getByRole('link', { name: 'Find Opportunities' })).toHaveAttribute('href', '/find-work')

  await page.goto('/terms')
  await expect(page.getByText('Last updated: January 2024')).toBeVisible()
  await expect(page.getByText('Every posting requires a $5 payment to activate.')).toBeVisible()

  await page.goto('/pricing')
  for (const name of ['Relief Positions', 'Full-Time Positions', 'Specialized Roles']) {
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible()
  }
  await expect(page.getByText('Most Popular')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/post-job')
  await expect(page.getByRole('link', { name: 'Request a custom quote' })).toHaveAttribute('href', /^mailto:/)

  await page.goto('/ownership')
  await expect(page.getByRole('link', { name: 'Learn About Our Mission' })).toHaveAttribute('href', '/about')
  await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', /^mailto:/)
})

test('publishing in the admin shows on the live page; a draft never does', async ({ page, playwright }) => {
  const editor = await staffRequest(playwright, ['editor'])
  const found = await (await editor.get('/api/pages?where[slug][equals]=career-resources&depth=0')).json()
  const doc = found.docs[0]
  const hero = doc.layout[0]

  await page.goto('/career-resources')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading)

  const published = `Published heading ${Date.now()}`
  const pub = await editor.patch(`/api/pages/${doc.id}`, {
    data: { _status: 'published', layout: [{ ...hero, heading: published }, ...doc.layout.slice(1)] },
  })
  expect(pub.status(), await pub.text()).toBe(200)
  await expect(async () => {
    await page.goto('/career-resources')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })

  const draft = `Draft heading ${Date.now()}`
  const save = await editor.patch(`/api/pages/${doc.id}?draft=true`, {
    data: { layout: [{ ...hero, heading: draft }, ...doc.layout.slice(1)] },
  })
  expect(save.status(), await save.text()).toBe(200)
  await page.waitForTimeout(1500)
  await page.goto('/career-resources')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
  expect(await (await page.request.get('/career-resources')).text()).not.toContain(draft)

  // Staff see the draft in the preview; the public cannot open the preview at all.
  expect((await page.request.get('/preview/career-resources')).status()).toBe(404)
  const preview = await editor.get('/preview/career-resources')
  expect(preview.status()).toBe(200)
  expect(await preview.text()).toContain(draft)
  await editor.dispose()
})

test('a page without its own French is one English page to search engines until it is translated', async ({ page, playwright }) => {
  const editor = await staffRequest(playwright, ['editor'])
  const slug = `english-only-${Date.now().toString(36)}`
  const created = await editor.post('/api/pages?locale=en', {
    data: { title: 'English Only', slug, _status: 'published', layout: [{ blockType: 'hero', heading: 'Written in English' }] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()

  const head = async (path: string) => {
    await page.goto(path)
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!, e2e.baseURL).pathname
    const links = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')] as const))
    return { canonical, hreflang: Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!, e2e.baseURL).pathname])) }
  }
  // Its French address shows the English text: it names the English page as the one to list.
  expect(await head(`/fr/${slug}`)).toEqual({ canonical: `/${slug}`, hreflang: { 'en-CA': `/${slug}`, 'x-default': `/${slug}` } })
  // (`/en/…` asks for English: a bare path follows the language last chosen, French by now.)
  expect(await head(`/en/${slug}`)).toEqual({ canonical: `/${slug}`, hreflang: { 'en-CA': `/${slug}`, 'x-default': `/${slug}` } })
  let sitemap = await sitemapText(page.request)
  expect(sitemap).toContain(`/${slug}</loc>`)
  expect(sitemap).not.toContain(`/fr/${slug}</loc>`)

  // Translated and published: both languages, each its own canonical.
  const french = await editor.patch(`/api/pages/${doc.id}?locale=fr`, {
    data: { title: 'Seulement en anglais', _status: 'published', layout: [{ blockType: 'hero', heading: 'Écrit en français' }] },
  })
  expect(french.status(), await french.text()).toBe(200)
  const both = { 'en-CA': `/${slug}`, 'fr-CA': `/fr/${slug}`, 'x-default': `/${slug}` }
  await expect(async () => expect(await head(`/fr/${slug}`)).toEqual({ canonical: `/fr/${slug}`, hreflang: both })).toPass({ timeout: 15_000 })
  await expect(async () => expect(await head(`/en/${slug}`)).toEqual({ canonical: `/${slug}`, hreflang: both })).toPass({ timeout: 15_000 })
  sitemap = await sitemapText(page.request)
  expect(sitemap).toContain(`/fr/${slug}</loc>`)
  await editor.dispose()
})

test('the editor reads neither inquiries nor other users through REST', async ({ playwright }) => {
  const editor = await staffRequest(playwright, ['editor'])
  expect((await editor.get('/api/ownership-inquiries')).status()).toBe(403)
  const users = await (await editor.get('/api/users')).json()
  expect(users.docs).toHaveLength(1)
  expect(users.docs[0].roles).toEqual(['editor'])
  // But content is theirs to edit.
  const settings = await editor.post('/api/globals/site-settings', { data: { city: 'Toronto, ON' } })
  expect(settings.status()).toBe(200)
  await editor.dispose()
})

test('sitemap lists content pages; robots keeps crawlers out of admin and API', async ({ request }) => {
  const sitemap = await sitemapText(request)
  for (const page of seedPages) expect(sitemap).toContain(`${pathForSlug(page.slug)}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api')
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test.describe('accessibility', () => {
  for (const page of seedPages) {
    test(`no axe violations (WCAG 2.1 AA) on ${pathForSlug(page.slug)}`, async ({ page: browser }) => {
      await browser.goto(pathForSlug(page.slug))
      const results = await new AxeBuilder({ page: browser }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    })
  }

  test('landmarks and the skip link work from the keyboard', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})
