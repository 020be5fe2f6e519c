import createIntlMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { publicStatus } from '@/domain/jobs/publicStatus'
import { FIND_WORK_BASES, parseJobSearchParams, postingId, type FindWorkBase } from '@/domain/jobs/query'
import { VIEW_PATH, viewKey } from '@/domain/jobs/viewKey'
import { isLocale } from '@/i18n/locale'
import { routing } from '@/i18n/routing'
import { secureCookies } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'

const notFound = () => new NextResponse('Not Found', { status: 404 })
const intl = createIntlMiddleware(routing)
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i

/**
 * - In production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, so Payload's open
 *   "create first user" screen and endpoint are closed to everyone.
 * - Every site page goes through next-intl first: `/fr/…` is French, other paths English unless
 *   the NEXT_LOCALE cookie or a first visit's Accept-Language asks for French (a redirect to /fr).
 *   Pages live under `[locale]`; next-intl's rewrite names it.
 * - Find Work is served from one cached page per search and language: the query string becomes a
 *   path (domain/jobs/viewKey.ts), which is internal and never requested directly.
 * - A posting's page answers 410 Gone once it has ended and 404 while it is not public (pages
 *   cannot set those statuses themselves, and a cached page must only ever hold an active one).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin/create-first-user' || pathname === '/api/users/first-register') {
    return process.env.NODE_ENV === 'production' ? notFound() : NextResponse.next()
  }
  // A control character cannot be in a page's address (next-intl would drop it and serve the page
  // without it, a second address for the same page).
  if (CONTROL_CHARACTER.test(pathname)) return notFound()
  const localized = withSecureCookies(intl(request))
  const rewrite = localized.headers.get('x-middleware-rewrite')
  if (!rewrite) return localized // a redirect to the visitor's language (or its prefix-less form)
  const [, locale, ...rest] = new URL(rewrite).pathname.split('/')
  if (!isLocale(locale)) return localized
  const path = `/${rest.join('/')}`

  const target = await siteTarget(path, searchParams)
  if (!target) return localized
  if (target === 'not-found') return notFound()
  const headers = new Headers(request.headers)
  headers.set('X-NEXT-INTL-LOCALE', locale)
  const response = NextResponse.rewrite(new URL(`/${locale}${target.path}`, request.url), {
    status: target.status,
    request: { headers },
  })
  for (const cookie of localized.cookies.getAll()) response.cookies.set(cookie)
  return response
}

/** next-intl sets the language cookie without `Secure`; over https it must have it. */
function withSecureCookies(response: NextResponse): NextResponse {
  if (secureCookies()) for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true })
  return response
}

type Target = { path: string; status?: number } | 'not-found' | null

/** Where a site path is served from when it is not its own page (null: as next-intl rewrote it). */
async function siteTarget(path: string, searchParams: URLSearchParams): Promise<Target> {
  if ((FIND_WORK_BASES as readonly string[]).includes(path)) {
    const query = parseJobSearchParams(searchParams)
    // Only an active posting opens beside the list: any other id would make one more cached copy
    // of the same page (one per number anyone types).
    if (query.job !== null && (await publicStatus(await getPayloadClient(), query.job).catch(() => 'missing')) !== 'active') query.job = null
    return { path: `${VIEW_PATH}/${viewKey(path as FindWorkBase, query)}` }
  }
  if (path.startsWith(`${VIEW_PATH}/`) || path === VIEW_PATH) return 'not-found'
  const jobPath = /^\/jobs\/([^/]+)$/.exec(path)?.[1]
  if (jobPath && !['gone', 'missing'].includes(jobPath)) {
    const id = postingId(jobPath)
    if (id === null) return { path: '/jobs/missing', status: 404 }
    // If the database is unavailable, the page itself renders the error.
    const status = await publicStatus(await getPayloadClient(), id).catch(() => 'active' as const)
    if (status === 'ended') return { path: '/jobs/gone', status: 410 }
    if (status === 'missing') return { path: '/jobs/missing', status: 404 }
  }
  return null
}

export const config = {
  // Every page, `/admin` itself included (the marketplace dashboard is a site page); not the rest of
  // Payload's admin and API, Next's assets, or the site's files.
  matcher: [
    '/admin/create-first-user',
    '/api/users/first-register',
    '/((?!api/|api$|admin/|_next/|sitemap\\.xml$|sitemaps/|robots\\.txt$|icon\\.svg$|favicon\\.ico$).*)',
  ],
}
