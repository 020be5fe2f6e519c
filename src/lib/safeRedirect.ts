import { LOCALE_PREFIX, localizedPath, type Locale } from '@/i18n/locale'

/** Stands in for the site's origin when none is given: only the path part of a target matters. */
const SITE = 'https://site.invalid'
const FALLBACK = '/'
/** Nothing this site links to is longer; anything longer is not one of our paths. */
const MAX_LENGTH = 2048
/** How many layers of percent-encoding are looked through. */
const DECODE_ROUNDS = 3

/** One form of the target: a same-origin path, as the URL parser reads it against the origin. */
function sameOriginPath(value: string, origin: string): string | null {
  // Control characters (tab, newline…) are dropped by the parser and backslashes read as slashes,
  // which is how "/\t/evil" and "/\evil" become "//evil": none belongs in a path of ours.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // The parser resolves dot segments ("/.//evil" → "//evil"): the result must still be a plain path.
  return path.startsWith('/') && !path.startsWith('//') ? path : null
}

/**
 * Where to go after signing in: `value` when it is a path on this site, otherwise "/". The value
 * and every percent-decoded form of it must be a same-origin path, so encoded or mixed tricks
 * ("/%2F%2Fevil", "/%5Cevil", "/%09/evil") are refused as well as plain ones. Pure: no window needed.
 */
export function safeRedirectPath(value: unknown, origin: string = SITE): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return FALLBACK
  const result = sameOriginPath(value, origin)
  if (!result) return FALLBACK
  for (let layer = value, round = 0; ; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(layer)
    } catch {
      return FALLBACK
    }
    if (decoded === layer) return result
    // Still encoded after that many rounds, or a decoded form that leaves the site: refused.
    if (round === DECODE_ROUNDS || !sameOriginPath(decoded, origin)) return FALLBACK
    layer = decoded
  }
}

/** A language prefix at the start of a path: `/fr`, `/fr/…`, `/fr?…`, `/en#…`. */
const LANGUAGE_PREFIX = new RegExp(`^(?:${Object.values(LOCALE_PREFIX).join('|')})(?=[/?#]|$)`)

/**
 * Where to go after signing in, in the page's language: the safe path (see safeRedirectPath) with
 * any language prefix it carried replaced by the locale's (`/jobs/3` and `/fr/jobs/3` both lead to
 * `/fr/jobs/3` from a French page, to `/jobs/3` from an English one). For a plain router, not the
 * locale-aware one, which would add the prefix a second time.
 */
export function safeRedirectPathIn(value: unknown, locale: Locale, origin: string = SITE): string {
  const safe = safeRedirectPath(value, origin)
  const bare = safe.replace(LANGUAGE_PREFIX, '')
  // What follows the prefix is checked again: `/fr//evil.example` must not become `//evil.example`.
  const path = safeRedirectPath(bare.startsWith('/') ? bare : `/${bare}`, origin)
  const end = path.search(/[?#]/)
  const [pathname, rest] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)]
  return `${localizedPath(pathname, locale)}${rest}`
}
