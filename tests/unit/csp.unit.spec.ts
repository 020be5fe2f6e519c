import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  applyContentSecurityPolicy,
  areaOf,
  contentSecurityPolicy,
  isNextDataScript,
  MONACO_CDN,
  nextInlineScriptHashes,
} from '../../src/framework/csp.mjs'

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

const NEXT_SCRIPTS = [
  '(self.__next_f=self.__next_f||[]).push([0])',
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\u003cb\\u003e"])',
  'self.__next_f.push([3,"AAECAw=="])',
  '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,{"a":[1,"x"]}])',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[12]});',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"b":2});',
]

describe('which inline scripts are hashed', () => {
  it("accepts the statements Next writes, whose arguments are JSON data", () => {
    for (const script of NEXT_SCRIPTS) expect(isNextDataScript(script), script).toBe(true)
  })

  it('reads strings as JavaScript does: a quote escaped inside one does not end it', () => {
    expect(isNextDataScript('self.__next_f.push([1,"x\\"]);alert(1);//"])')).toBe(true)
    expect(JSON.parse('[1,"x\\"]);alert(1);//"]')).toEqual([1, 'x"]);alert(1);//'])
  })

  it('refuses anything that could run code', () => {
    for (const script of [
      '',
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push([1,"x"+alert(1)])',
      'self.__next_f.push([1,x])',
      'self.__next_f.push([1,"x"])//',
      'self.__next_f.push([1,"x"]) ',
      'self.__next_f.push([1,"x"],alert(1))',
      "self.__next_f.push([1,'x'])",
      'self.__next_f.push([1,`${alert(1)}`])',
      'self.__next_f.push([1,{"toString":1}])',
      '(self.__next_f=self.__next_f||[]).push([1])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
      '(globalThis[alert(1)] || (globalThis[alert(1)] = [])).push({})',
      '(globalThis["a"] || (globalThis["b"] = [])).push({})',
    ]) {
      expect(isNextDataScript(script), script).toBe(false)
    }
  })

  it("hashes Next's inline scripts of a page and nothing else", () => {
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      `<script id="_R_">${NEXT_SCRIPTS[4]}</script></head><body>`,
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script>alert("injected")</script>',
      `<script nonce="abc">${NEXT_SCRIPTS[0]}</script><script>${NEXT_SCRIPTS[1]}</script>`,
      `<script>${NEXT_SCRIPTS[1]}</script>`,
      // The browser hashes the text with CR LF turned into LF.
      '<script>self.__next_f.push([1,"a"]);\r\n</script>',
      '</body></html>',
    ].join('')
    expect(nextInlineScriptHashes(html).sort()).toEqual(
      [sha(NEXT_SCRIPTS[4]), sha(NEXT_SCRIPTS[0]), sha(NEXT_SCRIPTS[1]), sha('self.__next_f.push([1,"a"]);\n')].sort(),
    )
  })
})

describe('the policies', () => {
  it('public pages: no inline script or eval in production, nothing framed', () => {
    const csp = contentSecurityPolicy({ area: 'site', nonce: 'bm9uY2U=' })
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2U='; ")
    expect(csp).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic|jsdelivr|gravatar/)
    expect(csp).toContain("worker-src 'self';")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(contentSecurityPolicy({ area: 'site', hashes: ['sha256-abc='] })).toContain("script-src 'self' 'sha256-abc='; ")
    expect(contentSecurityPolicy({ area: 'site', dev: true })).toContain("script-src 'self' 'unsafe-eval'")
    expect(contentSecurityPolicy({ area: 'preview' })).toContain("frame-ancestors 'self'")
  })

  it('the admin loads Monaco from the folder Payload asks for', () => {
    const csp = contentSecurityPolicy({ area: 'admin', nonce: 'bm9uY2U=' })
    expect(csp).toContain(`script-src 'self' 'nonce-bm9uY2U=' ${MONACO_CDN};`)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
    // The URL @payloadcms/ui's bundled loader uses must be under MONACO_CDN.
    const dist = path.resolve('node_modules/@payloadcms/ui/dist')
    const urls = new Set<string>()
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js')) continue
      for (const m of readFileSync(path.join(dist, file), 'utf8').matchAll(/https?:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^'"`\s]+/g)) urls.add(m[0])
    }
    expect(urls.size).toBeGreaterThan(0)
    for (const url of urls) expect(`${url}/`.startsWith(MONACO_CDN), url).toBe(true)
  })

  it('areas follow the path', () => {
    expect(areaOf('/admin')).toBe('site') // the marketplace dashboard, a site page
    expect(areaOf('/admin/collections/pages')).toBe('admin')
    expect(areaOf('/administration')).toBe('site')
    expect(areaOf('/preview/about')).toBe('preview')
    expect(areaOf('/')).toBe('site')
  })
})

describe('the server hook', () => {
  const page = `<html><body><h1>Hi</h1><script>${NEXT_SCRIPTS[0]}</script><script>alert(1)</script>${'<p>filler</p>'.repeat(200)}</body></html>`
  let server: Server
  let base: string
  const seenNonces: string[] = []

  beforeAll(async () => {
    // Next's own compression, wrapped around the response after the hook, as in Next's router.
    const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void
    server = createServer((req, res) => {
      applyContentSecurityPolicy(req, res, { dev: false })
      seenNonces.push(/'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? '')
      compression()(req, res, () => {})
      const url = new URL(req.url ?? '/', 'http://x')
      if (url.pathname === '/api') {
        res.setHeader('content-type', 'application/json')
        return res.end('{}')
      }
      res.setHeader('content-type', 'text/html; charset=utf-8')
      if (url.pathname === '/cached' && req.headers['if-none-match'] === '"v1"') {
        res.statusCode = 304
        return res.end()
      }
      if (url.pathname === '/cached' && url.searchParams.get('v') === '2') {
        // The page published again: a new body and ETag.
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('etag', '"v2"')
        return res.end(`<html><body><script>${NEXT_SCRIPTS[2]}</script></body></html>`)
      }
      if (url.pathname === '/cached') {
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('etag', '"v1"')
        // Written in pieces, as a stream would.
        res.write(page.slice(0, 100))
        return setTimeout(() => res.end(page.slice(100)), 10)
      }
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.write('<html><body>')
      res.end(`<script nonce="${seenNonces.at(-1)}">${NEXT_SCRIPTS[0]}</script></body></html>`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('a cached page: the hashes of its own inline scripts, the body unchanged, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await fetch(`${base}/cached`, { headers: { 'accept-encoding': encoding } })
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding)
      expect(await res.text()).toBe(page)
      const csp = res.headers.get('content-security-policy')!
      expect(csp).toContain(`script-src 'self' '${sha(NEXT_SCRIPTS[0])}';`)
      expect(csp).not.toContain('nonce-')
      expect(csp).not.toContain(sha('alert(1)'))
    }
    // A new version of the page (new ETag) gets the hashes of its own scripts.
    const republished = (await fetch(`${base}/cached?v=2`)).headers.get('content-security-policy')!
    expect(republished).toContain(`script-src 'self' '${sha(NEXT_SCRIPTS[2])}';`)
    // The client's own policy header never reaches the page as its nonce.
    await fetch(`${base}/cached`, { headers: { 'content-security-policy': "script-src 'nonce-chosen'" } })
    expect(seenNonces.at(-1)).not.toBe('chosen')
  })

  it('the collected body goes out whole, with its length', async () => {
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${base}/cached`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    expect(headers['content-encoding']).toBe('gzip')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(gunzipSync(body).toString()).toBe(page)
  })

  it('a page rendered for the request: its nonce, a new one each time', async () => {
    const first = await fetch(`${base}/dynamic`)
    const second = await fetch(`${base}/dynamic`)
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(first)).toBeTruthy()
    expect(nonce(first)).not.toBe(nonce(second))
    expect(await first.text()).toContain(`nonce="${nonce(first)}"`)
  })

  it('304 carries no policy; other responses only frame-ancestors', async () => {
    const notModified = await fetch(`${base}/cached`, { headers: { 'if-none-match': '"v1"' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
    expect((await fetch(`${base}/api`)).headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })
})
