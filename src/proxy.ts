import { NextResponse, type NextRequest } from 'next/server'

import { publicStatus } from '@/domain/jobs/publicStatus'
import { FIND_WORK_BASES, parseJobSearchParams, postingId, type FindWorkBase } from '@/domain/jobs/query'
import { VIEW_PATH, viewKey } from '@/domain/jobs/viewKey'
import { getPayloadClient } from '@/lib/payload/client'

const notFound = () => new NextResponse('Not Found', { status: 404 })

/**
 * - In production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, so Payload's open
 *   "create first user" screen and endpoint are closed to everyone.
 * - Find Work is served from one cached page per search: the query string becomes a path
 *   (domain/jobs/viewKey.ts), which is internal and never requested directly.
 * - A posting's page answers 410 Gone once it has ended and 404 while it is not public (pages
 *   cannot set those statuses themselves, and a cached page must only ever hold an active one).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin/create-first-user' || pathname === '/api/users/first-register') {
    return process.env.NODE_ENV === 'production' ? notFound() : NextResponse.next()
  }
  if ((FIND_WORK_BASES as readonly string[]).includes(pathname)) {
    const query = parseJobSearchParams(searchParams)
    // Only an active posting opens beside the list: any other id would make one more cached copy
    // of the same page (one per number anyone types).
    if (query.job !== null && (await publicStatus(await getPayloadClient(), query.job).catch(() => 'missing')) !== 'active') query.job = null
    const key = viewKey(pathname as FindWorkBase, query)
    return NextResponse.rewrite(new URL(`${VIEW_PATH}/${key}`, request.url))
  }
  if (pathname.startsWith(`${VIEW_PATH}/`) || pathname === VIEW_PATH) return notFound()
  const jobPath = /^\/jobs\/([^/]+)$/.exec(pathname)?.[1]
  if (jobPath && !['gone', 'missing'].includes(jobPath)) {
    const id = postingId(jobPath)
    if (id === null) return NextResponse.rewrite(new URL('/jobs/missing', request.url), { status: 404 })
    // If the database is unavailable, the page itself renders the error.
    const status = await publicStatus(await getPayloadClient(), id).catch(() => 'active' as const)
    if (status === 'ended') return NextResponse.rewrite(new URL('/jobs/gone', request.url), { status: 410 })
    if (status === 'missing') return NextResponse.rewrite(new URL('/jobs/missing', request.url), { status: 404 })
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin/create-first-user', '/api/users/first-register', '/find-work', '/find-work/view/:path*', '/candidates', '/jobs/:id'],
}
