import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { en, english } from '../support/copy'
import { MONACO_CDN } from '../../src/framework/csp.mjs'
import { adminRequest, createActiveJob, useAdminSession } from './helpers'

const n = english('nav')

/** The directives every HTML document of the site carries. */
function expectDocumentPolicy(res: APIResponse, framing: "'none'" | "'self'") {
  const csp = res.headers()['content-security-policy'] ?? ''
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name, sources]
    }),
  )
  expect(directives['default-src']).toEqual(["'self'"])
  expect(directives['script-src']).toContain("'self'")
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  expect(directives['script-src']).not.toContain("'unsafe-eval'")
  expect(directives['object-src']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'self'"])
  expect(directives['form-action']).toEqual(["'self'"])
  expect(directives['frame-ancestors']).toEqual([framing])
  for (const name of ['img-src', 'style-src', 'connect-src', 'font-src']) expect(directives[name], name).toContain("'self'")
  return directives as Record<string, string[]>
}

/** Collects the page's CSP violations (the DOM event and Chromium's console report). */
async function watchViolations(page: Page) {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`,
      )
    })
  })
  return seen
}

/** The mobile menu only opens once the header has hydrated. */
async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: n('openMenu') }).click()
  await expect(page.getByRole('button', { name: n('closeMenu') })).toHaveAttribute('aria-expanded', 'true')
}

test.describe('public pages', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a content page stays static: hashes for its inline scripts, hydrates with no violation, also after revalidation', async ({ page, request }) => {
    // Served from Next's prerender cache, not rendered for the request. Another test may have expired
    // it; Next stores the new render after its response has gone, so a request right after may miss.
    let res = await request.get('/pricing')
    await expect.poll(async () => (res = await request.get('/pricing')).headers()['x-nextjs-cache']).toBe('HIT')
    expect(res.headers()['x-nextjs-prerender']).toBe('1')
    expect(res.headers()['cache-control']).not.toContain('no-store')
    const directives = expectDocumentPolicy(res, "'none'")
    expect(directives['script-src'].some((s) => s.startsWith("'sha256-"))).toBe(true)
    expect(directives['script-src'].some((s) => s.startsWith("'nonce-"))).toBe(false)

    // A conditional request answers 304 without a policy, so the browser keeps the one of the body it has.
    const notModified = await request.get('/pricing', { headers: { 'if-none-match': res.headers()['etag'] } })
    expect(notModified.status()).toBe(304)
    expect(notModified.headers()['content-security-policy']).toBeUndefined()

    const violations = await watchViolations(page)
    await page.goto('/pricing')
    await openMobileMenu(page)
    await page.reload()
    await openMobileMenu(page)
    await page.goto('/')
    await openMobileMenu(page)
    expect(violations).toEqual([])
  })

  test('an injected inline script, event handler or eval does not run on a public page', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/pricing')
    await openMobileMenu(page)
    await expect(page.addScriptTag({ content: 'window.__injected = "script"' })).rejects.toThrow(/Content Security Policy/)
    // Even a copy of the statements Next writes runs only when it is in the page the server hashed.
    await expect(page.addScriptTag({ content: 'self.__next_f.push([1,"injected"])' })).rejects.toThrow(/Content Security Policy/)
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__injected = \'handler\'">')
    })
    // Code run from DevTools may eval; a string the page hands to setTimeout is compiled as the page's own.
    await page.evaluate(() => {
      window.setTimeout('window.__injected = "eval"', 0)
    })
    await expect.poll(() => violations.filter((v) => /^script-src(-attr)? /.test(v)).length).toBeGreaterThanOrEqual(2)
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined()
    expect(violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true)
    expect(violations.some((v) => v.startsWith('script-src-attr blocked inline'))).toBe(true)
    expect(violations.some((v) => v.startsWith('script-src blocked eval'))).toBe(true)
  })

  test('Find Work and postings come from the cache with hashes; pages rendered per request get a fresh nonce; all hydrate with no violation', async ({ page, playwright }) => {
    const admin = await adminRequest(playwright)
    const jobId = await createActiveJob(admin, `CSP Pharmacist ${Date.now()}`)
    await admin.dispose()

    for (const route of ['/find-work?q=csp+pharmacist', `/jobs/${jobId}`]) {
      let res = await page.request.get(route)
      // The page asked again comes from the cache; a posting another test changes meanwhile expires it, so ask a few times.
      for (let ask = 0; ask < 5 && res.headers()['x-nextjs-cache'] !== 'HIT'; ask++) res = await page.request.get(route)
      expect(res.status(), route).toBe(200)
      expect(res.headers()['x-nextjs-cache'], route).toBe('HIT')
      // Stored anywhere, but checked with the site on every use: the site expires it the moment a posting changes.
      expect(res.headers()['cache-control'], route).toBe('public, max-age=0, must-revalidate')
      const directives = expectDocumentPolicy(res, "'none'")
      expect(directives['script-src'].some((s) => s.startsWith("'sha256-")), route).toBe(true)
      expect(directives['script-src'].some((s) => s.startsWith("'nonce-")), route).toBe(false)
      // The same page's data for client-side navigations is checked on every use too.
      const data = await page.request.get(route, { headers: { rsc: '1' } })
      expect(data.headers()['content-type'], route).toContain('text/x-component')
      expect(data.headers()['cache-control'], route).toBe('public, max-age=0, must-revalidate')
    }

    const nonces = new Set<string>()
    for (const route of ['/auth', '/auth', '/auth/forgot-password']) {
      const res = await page.request.get(route)
      expect(res.status(), route).toBe(200)
      expect(res.headers()['cache-control'], route).toContain('no-store')
      const directives = expectDocumentPolicy(res, "'none'")
      const nonce = directives['script-src'].find((s) => s.startsWith("'nonce-"))
      expect(nonce, route).toBeTruthy()
      nonces.add(nonce!)
      // Next stamped the same nonce on its scripts.
      expect(await res.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`)
    }
    expect(nonces.size).toBe(3)

    const violations = await watchViolations(page)
    await page.goto('/find-work')
    await openMobileMenu(page)
    await page.goto(`/jobs/${jobId}`)
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    await openMobileMenu(page)

    await page.goto('/auth')
    await page.getByRole('group', { name: en('auth.toggleLabel') }).getByRole('button', { name: en('auth.createAccountTitle') }).click()
    const form = page.getByRole('form', { name: en('auth.createAccountTitle') })
    await form.getByRole('button', { name: en('auth.submitCreate') }).click()
    // The form's own validation ran in the browser.
    await expect(form.getByText(en('validation.fullNameRequired'))).toBeVisible()
    expect(violations).toEqual([])
  })
})

test('the admin has its own policy, framable by the site only, and works with no violation', async ({ page, playwright }) => {
  test.setTimeout(150_000)
  await useAdminSession(page)
  const res = await page.request.get('/admin/account')
  const directives = expectDocumentPolicy(res, "'self'")
  expect(directives['script-src'].some((s) => s.startsWith("'nonce-"))).toBe(true)
  expect(directives['style-src']).toContain("'unsafe-inline'")
  expect(expectDocumentPolicy(await page.request.get('/preview/about'), "'self'")).toBeTruthy()
  // The marketplace dashboard (/admin itself) is a site page: the site's policy, never framed.
  expect(expectDocumentPolicy(await page.request.get('/admin'), "'none'")['script-src']).not.toContain(MONACO_CDN)

  // No network here: the Monaco editor Payload loads from jsDelivr is served from the copy npm
  // installed beside @monaco-editor/react (its version may differ from the one Payload asks for).
  const monaco = path.resolve('node_modules/monaco-editor/min')
  await page.route(/^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/]+\/min\/(.+)$/, async (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/npm\/monaco-editor@[^/]+\/min\//, '')
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript'
    await readFile(path.join(monaco, file)).then(
      (body) => route.fulfill({ body, contentType: type, headers: { 'access-control-allow-origin': '*' } }),
      () => route.fulfill({ status: 404 }),
    )
  })
  await page.route(/^https:\/\/www\.gravatar\.com\//, (route) => route.fulfill({ status: 404 }))

  const violations = await watchViolations(page)
  await page.goto('/admin')
  await page.getByRole('tab', { name: en('admin.tabApplications') }).click()
  await expect(page.getByRole('tab', { name: en('admin.tabApplications') })).toHaveAttribute('aria-selected', 'true')

  // A page in the editor, and its live preview (the draft page framed by the admin).
  const admin = await adminRequest(playwright)
  const about = (await (await admin.get('/api/pages?where[slug][equals]=about&depth=0')).json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/pages/${about.docs[0].id}`)
  await expect(page.getByRole('button', { name: /publish/i }).first()).toBeVisible()
  await page.locator('#live-preview-toggler').click()
  await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toBeVisible()

  // A queued job's JSON fields open in the code editor. Queued jobs run and disappear, so queue one
  // (the scheduled expiry) and try again if it went before the page showed it.
  await expect(async () => {
    await admin.get('/api/payload-jobs/handle-schedules?allQueues=true')
    const jobs = (await (await admin.get('/api/payload-jobs?limit=1&depth=0')).json()) as { docs: { id: number }[] }
    expect(jobs.docs).toHaveLength(1)
    await page.goto(`/admin/collections/payload-jobs/${jobs.docs[0].id}`)
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 })
  }).toPass({ timeout: 75_000 })
  await admin.dispose()
  expect(violations).toEqual([])
})
