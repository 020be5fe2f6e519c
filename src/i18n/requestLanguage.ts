import { defaultLocale, languageOf, type Language, type Locale } from './locale'
import { routing } from './routing'
import { translator } from './translator'

/**
 * The language a request is answered in (endpoint refusals, validation messages, hooks' errors):
 * the NEXT_LOCALE cookie the site keeps for the visitor, else the Accept-Language header's first
 * language the site speaks, else English. Emails do not use this: they go out in the recipient's
 * language (see src/domain/email/language.ts).
 */

type RequestLike = { headers?: Headers | null } | null | undefined

const COOKIE = (typeof routing.localeCookie === 'object' && routing.localeCookie.name) || 'NEXT_LOCALE'

/** `fr`, `fr-CA`, `FR-fr` → fr-CA; `en…` → en-CA; anything else: none. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'fr') return 'fr-CA'
  if (primary === 'en') return 'en-CA'
  return null
}

function cookieLocale(header: string | null): Locale | null {
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

/** The highest-weighted language of Accept-Language the site speaks (`en-US,fr;q=0.8` → English). */
function acceptedLocale(header: string | null): Locale | null {
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

const headerOf = (req: RequestLike, name: string): string | null => {
  const headers = req?.headers
  return headers && typeof headers.get === 'function' ? headers.get(name) : null
}

export const requestLocale = (req: RequestLike): Locale =>
  cookieLocale(headerOf(req, 'cookie')) ?? acceptedLocale(headerOf(req, 'accept-language')) ?? defaultLocale

export const requestLanguage = (req: RequestLike): Language => languageOf(requestLocale(req))

/** The catalogue in the request's language. */
export const requestTranslator = (req: RequestLike) => translator(requestLocale(req))
