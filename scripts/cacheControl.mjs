/**
 * Pages served from Next's cache (content pages, Find Work, postings), and the data of the same
 * pages that client-side navigations fetch, come with Next's `s-maxage=…, stale-while-revalidate=…`,
 * which tells a CDN or proxy in front to keep them for hours. The site expires those pages itself the moment a posting or page changes (a company made
 * confidential must disappear at once), and a shared cache in front would not hear of it. So a
 * cached page may be stored anywhere but must be checked with the site on every use: with its
 * ETag that is a cheap 304.
 */
const REVALIDATE_EVERY_USE = 'public, max-age=0, must-revalidate'

/**
 * Call before handing the request to Next (and before applyContentSecurityPolicy, which wraps
 * `writeHead` again and calls this one).
 * @param {import('node:http').ServerResponse} res
 */
export function applyCacheControl(res) {
  const { writeHead } = res
  res.writeHead = /** @type {any} */ (
    function (...args) {
      const value = String(this.getHeader('cache-control') ?? '')
      if (/s-maxage/.test(value)) {
        this.setHeader('cache-control', REVALIDATE_EVERY_USE)
      }
      return writeHead.apply(this, args)
    }
  )
}
