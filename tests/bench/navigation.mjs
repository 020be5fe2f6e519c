/**
 * What the site's own links send. A link, a page of a list or the filter form inside a screen does not
 * load a new document: Next's router asks the server for the new page's server components only (an RSC
 * request naming the router state the browser holds; the layouts it already has are not rendered again).
 * `navigationHeaders` signs in a real browser, opens `from`, follows its "next page" link once and
 * returns what that request carried, so that fetch can ask for other addresses of the same screen the
 * way the browser would (bench:lists times both: a first load, and a move within the screen).
 */
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs'

/** A browser and its context signed in with the session `cookie` (`name=value`) for `base`. */
async function signedInBrowser(base, cookie) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const context = await browser.newContext()
  const [name, ...value] = cookie.split('=')
  await context.addCookies([{ name, value: value.join('='), url: base }])
  return { browser, context }
}

/** The request headers of a navigation from `from`, and the `_rsc` value Next added to its address. */
export async function navigationHeaders(base, cookie, from) {
  const { browser, context } = await signedInBrowser(base, cookie)
  try {
    const page = await context.newPage()
    /** What the failure message reports: the page's script errors and the documents it loaded. */
    const problems = []
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    // A link that loads a whole document instead says so.
    page.on('request', (request) => void (request.resourceType() === 'document' && problems.push(`document ${request.url()}`)))
    // A link clicked before the page's script has taken over loads a whole document: try again.
    for (let attempt = 1; ; attempt++) {
      await page.goto(base + from, { waitUntil: 'networkidle' })
      const navigation = page.waitForRequest((request) => request.headers().rsc === '1' && !request.headers()['next-router-prefetch'], { timeout: 10_000 })
      await page.locator('a[rel="next"]').first().click()
      const request = await navigation.catch((error) => {
        if (attempt === 5) throw new Error(`following a link on ${from} made no navigation (now at ${page.url()}; ${problems.join(' | ') || 'no script errors'}): ${error.message}`)
        return null
      })
      if (!request) continue
      const kept = Object.fromEntries(Object.entries(request.headers()).filter(([key]) => key === 'rsc' || key.startsWith('next-')))
      return { headers: kept, rsc: new URL(request.url()).searchParams.get('_rsc') }
    }
  } finally {
    await browser.close()
  }
}

/** `url` as that navigation asks for it. */
export const navigationUrl = (url, rsc) => {
  const address = url.split('#')[0] // a fragment never reaches the server
  return `${address}${address.includes('?') ? '&' : '?'}_rsc=${rsc}`
}

/**
 * What a view of each of `paths` asks of the server in a real browser signed in with `cookie`: the
 * document and every request until the network is idle (prefetches, the session, data), each page in a
 * new tab. Static build assets (`/_next/static`, cached for good after a first visit) are left out.
 */
export async function viewRequests(base, cookie, paths) {
  const { browser, context } = await signedInBrowser(base, cookie)
  try {
    const views = []
    for (const path of paths) {
      const page = await context.newPage()
      const asked = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin !== base || url.pathname.startsWith('/_next/static/')) return
        asked.push(`${request.headers()['next-router-prefetch'] ? 'prefetch ' : ''}${url.pathname}`)
      })
      await page.goto(base + path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(1000) // a prefetch scheduled once the page is idle
      views.push({ path, asked })
      await page.close()
    }
    return views
  } finally {
    await browser.close()
  }
}
