import type { PayloadRequest } from 'payload'

import { recordMark } from '@/access/server'

import type { JobPosting } from '@/payload-types'

/*
 * The server's own writes of a posting's server-only fields (status, payment, listing dates,
 * archiving): the lifecycle's claimed moves (lifecycle.ts) and an admin's archive (archive.ts). Their
 * code decides the move first (who asks, from which state, the claim), then marks its one call
 * with the posting it writes. The collection's access lets exactly that call through, on that
 * posting alone (src/collections/JobPostings/access.ts); the API cannot set context, so no client can.
 */

const postingWrite = recordMark('jobs:serverWrite')

/** The posting a request's server write names, if it is marked. */
export const serverWriteOf = postingWrite.of

/**
 * Writes `data` to posting `id` with access on, in `req`'s transaction, as the server's marked call
 * on that posting (its hooks run). Payload keeps a call's context on the request, so the mark is
 * taken off again: the transaction's later calls are not marked. The posting comes back as the
 * request's user may read it.
 */
export async function writePosting(req: PayloadRequest, id: number, data: Partial<JobPosting>): Promise<JobPosting> {
  try {
    return await req.payload.update({ collection: 'job-postings', id, data, context: postingWrite.mark(id), overrideAccess: false, depth: 0, req })
  } finally {
    if (req.context) delete (req.context as Record<string, unknown>)[postingWrite.key]
  }
}
