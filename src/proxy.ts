import { NextResponse, type NextRequest } from 'next/server'

/**
 * In production the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD, so Payload's open
 * "create first user" screen and endpoint are closed to everyone.
 */
export function proxy(_request: NextRequest) {
  if (process.env.NODE_ENV === 'production') {
    return new NextResponse('Not Found', { status: 404 })
  }
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin/create-first-user', '/api/users/first-register'],
}
