import 'server-only'

import { unstable_cache } from 'next/cache'

import { JOB_LIST_TAG } from './cacheTags'

type Answer = { status: number; body: string }

/**
 * A request that reads as nobody in particular: no session cookie (read the way Payload reads it),
 * no API key or token, no guest id, no CORS. The cached answer is made from a copy of the request
 * with no credentials at all (anonymousCopy), so even a request this misjudges could only ever be
 * answered, and cached, as an anonymous one.
 */
export function isAnonymousRead(request: Request): boolean {
  const h = request.headers
  // Payload splits the header at ";" and "=" and trims each name ("payload-token =…" counts).
  const cookieNames = (h.get('cookie') ?? '').split(';').map((cookie) => cookie.split('=')[0].trim())
  return !h.has('authorization') && !h.has('x-guest-id') && !h.has('origin') && !cookieNames.some((name) => name.endsWith('-token'))
}

/** The request as Payload should see it for the cached answer: the same URL, and no credentials. */
export const anonymousCopy = (request: Request) => new Request(request.url, { headers: { accept: 'application/json' } })

/** The query string in one order, so the same question is one cache entry. */
export function normalQueryString(url: string): string {
  const params = new URL(url).searchParams
  params.sort()
  return params.toString()
}

class NotCached extends Error {
  constructor(readonly response: Response) {
    super('not cached')
  }
}

const cachedAnswer = unstable_cache(
  async (search: string, ask: () => Promise<Response>): Promise<Answer> => {
    const response = await ask()
    // Only a plain success is kept; refusals and errors are answered as they are, every time.
    if (response.status !== 200) throw new NotCached(response)
    return { status: 200, body: await response.text() }
  },
  ['public-job-api'],
  { tags: [JOB_LIST_TAG], revalidate: 3600 },
)

/**
 * Payload's answer to an anonymous list read of postings, cached per query string until a posting
 * changes (same tag as Find Work). Anonymous answers are the same for everyone: access control
 * runs exactly as for any anonymous request, the first time.
 */
export async function answerAnonymousList(request: Request, ask: () => Promise<Response>): Promise<Response> {
  try {
    const { status, body } = await cachedAnswer(normalQueryString(request.url), ask)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  } catch (error) {
    if (error instanceof NotCached) return error.response
    throw error
  }
}
