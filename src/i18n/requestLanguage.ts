import { defaultLocale, languageOf, localeOf, type Language, type Locale } from './locale'
import { routing } from './routing'
import { translator } from './translator'

/**
 * The language of a request, in one order for the whole site:
 * 1. the site page that sent it (the browser sends it as Referer): `/fr/…` is French, any other site page English;
 * 2. for a request from the admin panel, the panel's language;
 * 3. the language the person chose on the site (the NEXT_LOCALE cookie);
 * 4. the browser's Accept-Language (its highest-weighted language the site speaks);
 * 5. English.
 *
 * `requestLocale` answers the request itself (refusals, validation messages, a confirmation shown
 * at once). `chosenLocale` skips 4: it is what is kept to write to someone later (an ownership
 * inquiry's confirmation), and a browser's setting is only a guess at what they read. Emails to an
 * account go out in the recipient's language (src/domain/email/language.ts).
 */

type RequestLike =
  | { headers?: Pick<Headers, 'get'> | null; i18n?: { language?: string } | null }
  | null
  | undefined

const COOKIE = (typeof routing.localeCookie === 'object' && routing.localeCookie.name) || 'NEXT_LOCALE'

/** `fr`, `fr-CA`, `FR-fr` → fr-CA; `en…` → en-CA; anything else: none. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'fr') return 'fr-CA'
  if (primary === 'en') return 'en-CA'
  return null
}

const headerOf = (req: RequestLike, name: string): string | null => {
  const headers = req?.headers
  return headers && typeof headers.get === 'function' ? headers.get(name) : null
}

/** 1 and 2: the language of the page the request came from, when it came from one. */
function pageLocale(req: RequestLike): Locale | null {
  const referer = headerOf(req, 'referer')
  if (!referer) return null
  let page: string
  try {
    page = new URL(referer).pathname
  } catch {
    return null
  }
  if (/^\/admin(\/|$)/.test(page)) return req?.i18n?.language ? localeOf(req.i18n.language) : null
  if (/^\/api(\/|$)/.test(page)) return null
  return /^\/fr(\/|$)/.test(page) ? 'fr-CA' : 'en-CA'
}

/** 3: the NEXT_LOCALE cookie. */
function cookieLocale(req: RequestLike): Locale | null {
  const header = headerOf(req, 'cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== COOKIE) continue
    try {
      return localeOfTag(decodeURIComponent(part.slice(eq + 1)))
    } catch {
      return null
    }
  }
  return null
}

/** 4: the highest-weighted language of Accept-Language the site speaks (`en-US,fr;q=0.8` → English). */
function browserLocale(req: RequestLike): Locale | null {
  const header = headerOf(req, 'accept-language')
  if (!header) return null
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';')
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { locale: localeOfTag(tag), weight: q === undefined ? 1 : Number(q), index }
    })
    .filter((e) => e.locale !== null && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked[0]?.locale ?? null
}

/** 1 to 4, or null when the request says nothing of its language (a server call without headers). */
export const saidLocale = (req: RequestLike): Locale | null => pageLocale(req) ?? cookieLocale(req) ?? browserLocale(req)

export const requestLocale = (req: RequestLike): Locale => saidLocale(req) ?? defaultLocale

export const chosenLocale = (req: RequestLike): Locale => pageLocale(req) ?? cookieLocale(req) ?? defaultLocale

export const requestLanguage = (req: RequestLike): Language => languageOf(requestLocale(req))

/** The catalogue in the request's language. */
export const requestTranslator = (req: RequestLike) => translator(requestLocale(req))
