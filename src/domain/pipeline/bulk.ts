import { APIError, commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import { execute, sql } from '@/lib/payload/sql'
import { applications } from '@/payload-generated-schema'
import type { Application } from '@/payload-types'

import type { BulkStatus, BulkTag } from './schemas'
import { chooseStatusEmail } from './statusEmail'
import { normalTags } from './tags'

/*
 * Bulk actions on the applicants selected in the workspace (one applicant is a selection of one).
 * Each application is changed through the Local API as the viewer (`overrideAccess: false`), so its
 * collection's access and hooks decide, status moves by the application table included; all of them
 * change in one transaction or none does.
 */

type Outcome = { changed: number }

/** PostgreSQL's codes for a transaction that lost a race with another (a deadlock, a serialization failure). */
const LOST_RACE = new Set(['40P01', '40001'])
const codeOf = (error: unknown) => (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code

/** Payload's refusals as the person's: a 404 or 403 for the whole selection, a 400 with its reason; a lost race, a 409 to try again. */
function refusal(error: unknown): unknown {
  if (LOST_RACE.has(codeOf(error) ?? '')) return new HttpError('pipeline.bulkBusy', 409)
  if (!(error instanceof APIError) || error.status >= 500) return error
  if (error.status === 404) return new HttpError('pipeline.bulkNotFound', 404)
  if (error.status === 403 || error.status === 401) return new HttpError('pipeline.bulkNotAllowed', 403)
  const data = error.data as { errors?: { message?: string }[] } | undefined
  return new HttpError('pipeline.refusedBecause', 400, undefined, { reason: data?.errors?.[0]?.message ?? error.message })
}

async function eachApplication(req: PayloadRequest, ids: number[], change: (current: Pick<Application, 'status' | 'tags'>) => Partial<Application> | null): Promise<Outcome> {
  if (!req.user) throw new HttpError('employer.signInBody', 401)
  const started = await initTransaction(req)
  try {
    // The rows are locked first, in id order: a colleague's selection changed at the same moment
    // waits for this one (no tag lost between its read and its write) and never deadlocks with it.
    const sorted = [...new Set(ids)].sort((a, b) => a - b)
    await execute(req.payload, sql`SELECT ${applications.id} FROM ${applications} WHERE ${applications.id} IN (${sql.join(sorted.map((id) => sql`${id}`), sql`, `)}) ORDER BY ${applications.id} FOR UPDATE`, req)
    let changed = 0
    for (const id of sorted) {
      const asViewer = { collection: 'applications', id, depth: 0, user: req.user, overrideAccess: false, req } as const
      const current = await req.payload.findByID({ ...asViewer, select: { status: true, tags: true, jobPosting: true } })
      const data = change(current)
      if (data === null) continue
      await req.payload.update({ ...asViewer, data })
      changed += 1
    }
    if (started) await commitTransaction(req)
    return { changed }
  } catch (error) {
    if (started) await killTransaction(req)
    throw refusal(error)
  }
}

/** Moves the selected applications to `status` (those already there stay as they are), emailing each applicant or not. */
export function bulkStatus(req: PayloadRequest, input: BulkStatus): Promise<Outcome> {
  chooseStatusEmail(req, input.emailApplicant)
  return eachApplication(req, input.ids, (current) =>
    current.status === input.status && !input.interviewedAt ? null : { status: input.status, ...(input.interviewedAt ? { interviewedAt: input.interviewedAt } : {}) },
  )
}

/** Adds a tag of the company's list to the selected applications (those that have it stay as they are). */
export function bulkTag(req: PayloadRequest, input: BulkTag): Promise<Outcome> {
  return eachApplication(req, input.ids, (current) => {
    const tags = normalTags(current.tags)
    return tags.includes(input.tag) ? null : { tags: [...tags, input.tag] }
  })
}
