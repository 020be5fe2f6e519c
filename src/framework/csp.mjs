/**
 * The Content-Security-Policy of every response, set by the site's own server (scripts/server.mjs).
 *
 * Why the server and not next.config.mjs or src/proxy.ts: scripts are allowed per response, and
 * the site serves two kinds of HTML that need two different proofs.
 *
 * - Pages rendered for the request (Find Work, a job, auth, the admin, every `ƒ` route) get a
 *   nonce. The server writes a fresh one into the request's own Content-Security-Policy header
 *   before Next sees it; Next reads it from there and stamps it on every script it renders (the
 *   chunk `<script src>`s, its inline flight data, the Turbopack bootstrap, React's streaming
 *   helpers). The response's policy names the same nonce and nothing else inline.
 * - Static pages (the CMS content pages, rendered once and kept until they are published again,
 *   and the `○` screens) come out of Next's cache and cannot carry a per-request nonce; reading
 *   one through headers() would render every page per request. But their whole body is in hand
 *   before it is sent, so the server hashes the inline scripts Next wrote and lists the hashes.
 *   Only scripts that can do nothing but hand data to Next are hashed:
 *   `self.__next_f.push(<JSON>)` (the RSC payload) and the Turbopack chunk list
 *   `(globalThis["TURBOPACK"] || …).push(<JSON>)`, each checked by parsing its argument as JSON.
 *   Any other inline script, an injected one included, gets no hash and does not run.
 *
 * External scripts are allowed from 'self' (no 'strict-dynamic': a static page's `<script src>`
 * has no nonce, and Turbopack loads further chunks by inserting script elements). With
 * X-Content-Type-Options: nosniff, only JavaScript served by this site can run. (Next's
 * experimental.sri only adds integrity attributes to those `<script src>`s; it does nothing for
 * the inline ones, which are the hard part, so it is not turned on.) JSON-LD blocks
 * are data, never executed, and need no allowance. Development adds 'unsafe-eval' (React's dev
 * tools evaluate code) and the HMR WebSocket. Styles allow 'unsafe-inline' (style attributes
 * in server HTML, toasts and Payload inject <style>).
 *
 * Payload's admin panel (below /admin) has its own, looser policy: Payload's code and JSON fields load the Monaco
 * editor from one pinned folder of jsDelivr (scripts, its CSS and font, a blob: worker), and
 * account avatars are Gravatar images.
 * The panel and /preview may be framed by this site (live preview); nothing else may be framed.
 */
import { createHash, randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { ByteLimitedCache } from './byteLimitedCache.mjs'

const CSP = 'content-security-policy'

/** Where Payload's CodeEditor (@monaco-editor/loader, bundled in @payloadcms/ui) loads Monaco from. */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'

/**
 * @param {string} pathname
 * @returns {'admin' | 'preview' | 'site'}
 */
export function areaOf(pathname) {
  // `/admin` itself is the marketplace dashboard, a site page; Payload's panel is below it.
  if (pathname.startsWith('/admin/')) return 'admin'
  if (pathname === '/preview' || pathname.startsWith('/preview/')) return 'preview'
  return 'site'
}

/** @param {'admin' | 'preview' | 'site'} area */
const frameAncestors = (area) => (area === 'site' ? "'none'" : "'self'")

/**
 * The policy of an HTML document.
 * @param {{ area: 'admin' | 'preview' | 'site', dev?: boolean, nonce?: string, hashes?: string[] }} options
 */
export function contentSecurityPolicy({ area, dev = false, nonce, hashes = [] }) {
  const admin = area === 'admin'
  /** @type {Record<string, Array<string | false | undefined>>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce && `'nonce-${nonce}'`, ...hashes.map((h) => `'${h}'`), admin && MONACO_CDN, dev && "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'", admin && MONACO_CDN],
    'img-src': ["'self'", 'data:', 'blob:', admin && 'https://www.gravatar.com'],
    'font-src': ["'self'", admin && 'data:', admin && MONACO_CDN],
    'connect-src': ["'self'", dev && 'ws:', dev && 'wss:'],
    'worker-src': ["'self'", admin && 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors(area)],
  }
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ')
}

// ---------------------------------------------------------------------------------------------
// Hashes of the inline scripts Next writes into a static page.

/** The statements Next's inline scripts consist of, each a prefix, one JSON argument and `)`. */
const STATEMENTS = [
  // The flight payload: `(self.__next_f=self.__next_f||[]).push([0])` starts it ...
  { prefix: /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/, accepts: (v) => Array.isArray(v) && v.length === 1 && v[0] === 0 },
  // ... then `self.__next_f.push([1,"text"])`, `[3,"base64"]` chunks and `[2, formState]`.
  {
    prefix: /^self\.__next_f\.push\(/,
    accepts: (v) => Array.isArray(v) && v.length === 2 && (v[0] === 2 || ((v[0] === 1 || v[0] === 3) && typeof v[1] === 'string')),
  },
  // Turbopack's chunk list: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({...});`
  {
    prefix: /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/,
    accepts: (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  },
]

/** Index just past the JSON array or object starting at `start`, or -1. */
function endOfJson(text, start) {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') depth++
    else if (c === ']' || c === '}') {
      if (--depth === 0) return i + 1
    }
  }
  return -1
}

/**
 * True when the script is nothing but Next's own data statements: running it can only push JSON
 * values onto Next's queues.
 * @param {string} source
 */
export function isNextDataScript(source) {
  let rest = source
  while (rest.length > 0) {
    const statement = STATEMENTS.map((s) => ({ s, m: s.prefix.exec(rest) })).find(({ m }) => m)
    if (!statement) return false
    const start = statement.m[0].length
    const end = endOfJson(rest, start)
    if (end < 0 || rest[end] !== ')') return false
    let value
    try {
      value = JSON.parse(rest.slice(start, end))
    } catch {
      return false
    }
    if (!statement.s.accepts(value)) return false
    rest = rest.slice(end + 1).replace(/^;?\n?/, '')
  }
  return source.length > 0
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * `sha256-…` sources for the inline scripts of `html` that are Next's data statements.
 * @param {string} html
 * @returns {string[]}
 */
export function nextInlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    // The browser hashes the text as parsed: HTML turns CR LF and CR into LF.
    const source = text.replace(/\r\n?/g, '\n')
    if (isNextDataScript(source)) hashes.add(`sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/** @param {Buffer} body @param {unknown} encoding */
function decode(body, encoding) {
  switch (String(encoding ?? 'identity').toLowerCase()) {
    case 'identity':
      return body
    case 'gzip':
      return gunzipSync(body)
    case 'deflate':
      return inflateSync(body)
    case 'br':
      return brotliDecompressSync(body)
    default:
      return undefined
  }
}

// ---------------------------------------------------------------------------------------------
// The request/response hook.

/**
 * Hashes of the static pages served lately, by ETag (Next derives it from the page's body), so a
 * page is read once per version rather than once per request. A stale or colliding entry can only
 * hold hashes of Next's data statements, so at worst a page would lose its scripts, never gain any.
 */
const hashesByEtag = new ByteLimitedCache(1024 * 1024, (hashes) => 64 + hashes.reduce((n, h) => n + h.length * 2 + 16, 0))

/** @param {string | undefined} url */
function pathnameOf(url) {
  try {
    return new URL(url ?? '/', 'http://site').pathname
  } catch {
    return '/'
  }
}

/**
 * Gives Next the request's nonce and sets the response's policy. Call before handing the request
 * to Next: it wraps `res.writeHead`, `res.write` and `res.end`, which Next (and its compression)
 * call through.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ dev: boolean }} options
 */
export function applyContentSecurityPolicy(req, res, { dev }) {
  const area = areaOf(pathnameOf(req.url))
  const nonce = randomBytes(16).toString('base64')
  const rendered = contentSecurityPolicy({ area, dev, nonce })
  // Next takes the nonce for what it renders from this header (or the report-only one), so the
  // client's own copies never reach it.
  req.headers[CSP] = rendered
  delete req.headers['content-security-policy-report-only']

  const { writeHead, write, end } = res
  /** While a static page's body is collected: the arguments of its deferred writeHead. */
  let held = /** @type {any[] | null} */ (null)
  /** @type {Buffer[]} */
  const chunks = []
  const collect = (chunk, encoding) => {
    if (chunk != null && chunk.length) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk))
  }

  res.writeHead = /** @type {any} */ (
    function (statusCode, ...rest) {
      if (held) return this
      const last = rest.at(-1)
      if (last && typeof last === 'object' && !Array.isArray(last)) {
        for (const [name, value] of Object.entries(rest.pop())) this.setHeader(name, value)
      }
      const html = String(this.getHeader('content-type') ?? '').startsWith('text/html')
      if (statusCode === 304) {
        // The browser keeps the policy it stored with the body; a 304's headers would replace it.
        this.removeHeader(CSP)
      } else if (!html) {
        this.setHeader(CSP, `frame-ancestors ${frameAncestors(area)}`)
      } else if (/no-store/.test(String(this.getHeader('cache-control') ?? '')) && !this.hasHeader('x-nextjs-prerender')) {
        // Rendered for this request, with the request's nonce; streamed as it renders.
        this.setHeader(CSP, rendered)
      } else {
        held = [statusCode, ...rest]
        return this
      }
      return writeHead.call(this, statusCode, ...rest)
    }
  )

  res.write = /** @type {any} */ (
    function (chunk, encoding, callback) {
      if (!held) return write.call(this, chunk, encoding, callback)
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      collect(chunk, encoding)
      if (typeof callback === 'function') process.nextTick(callback)
      return true
    }
  )

  res.end = /** @type {any} */ (
    function (chunk, encoding, callback) {
      if (!held) return end.call(this, chunk, encoding, callback)
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      collect(chunk, encoding)
      const body = Buffer.concat(chunks)
      const etag = this.getHeader('etag')
      let hashes = typeof etag === 'string' ? hashesByEtag.get(etag) : undefined
      if (!hashes) {
        hashes = []
        try {
          const html = decode(body, this.getHeader('content-encoding'))
          if (html) hashes = nextInlineScriptHashes(html.toString('utf8'))
        } catch (error) {
          console.error('[csp] could not read a static page to hash its scripts:', error)
        }
        if (typeof etag === 'string') hashesByEtag.set(etag, hashes)
      }
      this.setHeader(CSP, contentSecurityPolicy({ area, dev, hashes }))
      if (req.method !== 'HEAD' && !this.hasHeader('transfer-encoding')) this.setHeader('content-length', body.length)
      const args = held
      held = null
      writeHead.call(this, ...args)
      return end.call(this, body, callback)
    }
  )
}
