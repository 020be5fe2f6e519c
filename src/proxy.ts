import { NextResponse, type NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/payload/client'

const ENDED = new Set(['expired', 'closed'])

/**
 * - In production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, so Payload's open
 *   "create first user" screen and endpoint are closed to everyone.
 * - A job posting that has ended answers 410 Gone (pages cannot set that status themselves).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/admin/create-first-user' || pathname === '/api/users/first-register') {
    return process.env.NODE_ENV === 'production' ? new NextResponse('Not Found', { status: 404 }) : NextResponse.next()
  }
  const id = /^\/jobs\/(\d{1,12})$/.exec(pathname)?.[1]
  if (id) {
    const payload = await getPayloadClient()
    // Only the status is read, and ended postings are public anyway (see readJobs). If the
    // database is unavailable, the page itself renders the error.
    const found = await payload
      .find({
        collection: 'job-postings',
        where: { and: [{ id: { equals: Number(id) } }, { status: { in: [...ENDED] } }] },
        select: { status: true },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      .catch(() => ({ docs: [] }))
    if (found.docs.length > 0) return NextResponse.rewrite(new URL('/jobs/gone', request.url), { status: 410 })
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin/create-first-user', '/api/users/first-register', '/jobs/:id'],
}
