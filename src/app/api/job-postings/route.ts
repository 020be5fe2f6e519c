import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { anonymousCopy, answerAnonymousList, isAnonymousRead } from '@/domain/jobs/publicApi'

/**
 * /api/job-postings itself (the list, bulk writes and create): Payload's own handlers, with
 * anonymous list reads answered from the cache (see publicApi.ts). Every other /api path,
 * /api/job-postings/:id included, stays with the catch-all route.
 */
const params = { params: Promise.resolve({ slug: ['job-postings'] }) }
const payloadGet = REST_GET(config)
const [payloadPost, payloadPatch, payloadDelete, payloadOptions] = [REST_POST, REST_PATCH, REST_DELETE, REST_OPTIONS].map((route) => route(config))

export function GET(request: Request) {
  if (!isAnonymousRead(request)) return payloadGet(request, params)
  // Payload gets a copy without credentials (Next also forbids reading the incoming request inside a cached function).
  const copy = anonymousCopy(request)
  return answerAnonymousList(request, () => payloadGet(copy, params))
}
export const POST = (request: Request) => payloadPost(request, params)
export const PATCH = (request: Request) => payloadPatch(request, params)
export const DELETE = (request: Request) => payloadDelete(request, params)
export const OPTIONS = (request: Request) => payloadOptions(request, params)
