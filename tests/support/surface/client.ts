import type { Payload } from 'payload'

import { GUEST_HEADER } from '@/domain/resumes/guest'
import type { User } from '@/payload-types'

import { encodeBody, handlers, tokenFor } from '../rest'

export type Method = keyof typeof handlers

/** Who sends a request: a signed-in user (JWT), or nobody, optionally with a guest id header. */
export type Caller = { user: User | null; guestId: string | null }

export type Request = {
  method: Method
  /** Path under /api, with its query string. */
  path: string
  json?: unknown
  form?: FormData
  /** A raw body (e.g. an urlencoded query for the method-override form of GET). */
  body?: string
  headers?: Record<string, string>
}

export type Answer = { status: number; text: string; json: unknown; contentType: string }

/** The request line as a reader would type it (for failure reports). */
export const describeRequest = (r: Request) =>
  `${r.method} /api${r.path}${r.json !== undefined ? ` ${JSON.stringify(r.json).slice(0, 300)}` : ''}${r.body ? ` body=${r.body.slice(0, 300)}` : ''}${
    r.headers ? ` headers=${JSON.stringify(r.headers)}` : ''
  }`

/** Calls the REST route handlers the server mounts, in process, as the caller. */
export async function send(payload: Payload, caller: Caller, r: Request): Promise<Answer> {
  const headers = new Headers(r.headers)
  if (caller.user) headers.set('Authorization', `JWT ${await tokenFor(payload, caller.user)}`)
  if (caller.guestId) headers.set(GUEST_HEADER, caller.guestId)
  const body = r.json !== undefined || r.form ? await encodeBody(headers, r) : r.body
  const url = new URL(`http://localhost:3000/api${r.path}`)
  const request = new Request(url, { method: r.method, headers, body })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch (_error) {
        return s
      }
    })
  let response: Response
  try {
    response = await handlers[r.method](request, { params: Promise.resolve({ slug }) })
  } catch (error) {
    // A handler that throws instead of answering is a crash as far as a client is concerned.
    return { status: 599, text: `handler threw: ${(error as Error)?.stack ?? String(error)}`, json: null, contentType: '' }
  }
  const contentType = response.headers.get('content-type') ?? ''
  const buffer = Buffer.from(await response.arrayBuffer())
  // Binary bodies (files) are scanned as latin1 so a canary inside a file still shows.
  const text = contentType.includes('json') || contentType.startsWith('text/') ? buffer.toString('utf8') : buffer.toString('latin1')
  let json: unknown = null
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(text)
    } catch (_error) {
      json = null
    }
  }
  return { status: response.status, text, json, contentType }
}

/** `a[b][0]=c` style query strings (what qs parses), from nested objects and arrays. */
export function qs(params: Record<string, unknown>): string {
  const parts: string[] = []
  const walk = (prefix: string, value: unknown) => {
    if (value === undefined) return
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
      for (const [k, v] of entries) walk(prefix ? `${prefix}[${k}]` : k, v)
      return
    }
    const key = prefix.replace(/[^A-Za-z0-9_.\-[\]]/g, (c) => encodeURIComponent(c))
    parts.push(`${key}=${encodeURIComponent(String(value))}`)
  }
  walk('', params)
  return parts.join('&')
}

/** Bounded concurrency: runs `work` over `items`, at most `limit` at a time, keeping order of results. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i], i)
    }
  })
  await Promise.all(runners)
  return results
}

/**
 * Sends a request again with Payload's error log captured, and says what failed on the server
 * (answers only say "Something went wrong."). Run it alone: concurrent requests would mix logs.
 */
export async function serverError(payload: Payload, caller: Caller, r: Request): Promise<string> {
  const logger = payload.logger as unknown as Record<string, unknown>
  const original = logger.error
  const seen: string[] = []
  logger.error = (obj: unknown, msg?: unknown) => {
    const o = obj as { err?: { message?: unknown; cause?: { message?: unknown } }; msg?: unknown } | undefined
    // A failed SQL statement says why in its cause (the database's own message).
    seen.push(String(o?.err?.cause?.message ?? o?.err?.message ?? o?.msg ?? msg ?? obj).split('\n')[0].slice(0, 160))
  }
  try {
    await send(payload, caller, r)
  } finally {
    logger.error = original
  }
  return seen[0] ?? 'no error logged'
}
