import 'server-only'

import { unstable_cache } from 'next/cache'

import { JOB_LIST_TAG } from './cacheTags'

type Answer = { status: number; body: string }

/** A request that reads as nobody in particular: no session, no API key, no guest id, no CORS. */
export function isAnonymousRead(request: Request): boolean {
  const h = request.headers
  return !h.has('authorization') && !h.has('x-guest-id') && !h.has('origin') && !/(?:^|;\s*)payload-token=/.test(h.get('cookie') ?? '')
}

/** The query string in one order, so the same question is one cache entry. */
export function normalSearch(url: string): string {
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
    const { status, body } = await cachedAnswer(normalSearch(request.url), ask)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  } catch (error) {
    if (error instanceof NotCached) return error.response
    throw error
  }
}
