import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { STRONG_PASSWORD } from './payload'

/** The REST route handlers the server mounts, by method. */
export const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
const tokens = new Map<number, Promise<string>>()

/** A session token for a test user (they all share the test password); one login per user, even when asked concurrently. */
export function tokenFor(payload: Payload, user: User): Promise<string> {
  if (!tokens.has(user.id)) {
    tokens.set(
      user.id,
      payload.login({ collection: 'users', data: { email: user.email, password: STRONG_PASSWORD } }).then(({ token }) => token!),
    )
  }
  return tokens.get(user.id)!
}

/** A JSON or multipart body encoded as a browser sends it, its Content-Type set on `headers`. */
export async function encodeBody(headers: Headers, { json, form }: { json?: unknown; form?: FormData }): Promise<BodyInit | undefined> {
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json')
    return JSON.stringify(json)
  }
  if (!form) return undefined
  const encoded = new Response(form)
  headers.set('Content-Type', encoded.headers.get('content-type')!)
  return Buffer.from(await encoded.arrayBuffer())
}

type RestOptions = { as?: User | null; json?: unknown; form?: FormData; headers?: Record<string, string> }

/**
 * Calls the site's REST API in process, through the same Next route handlers the server mounts,
 * authenticated like a client (a JWT header) or anonymous.
 */
export async function rest(payload: Payload, method: keyof typeof handlers, path: string, opts: RestOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers)
  if (opts.as) headers.set('Authorization', `JWT ${await tokenFor(payload, opts.as)}`)
  const body = await encodeBody(headers, opts)
  const url = new URL(`http://localhost:3000/api${path}`)
  const request = new Request(url, { method, headers, body })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}
