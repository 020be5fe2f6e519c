import { and, asc, eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import { database, rowId } from '@/lib/payload/sql'
import { facilities_texts, job_postings } from '@/payload-generated-schema'
import type { Application } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'

/*
 * Tags are the company's: its owner keeps the list (`facilities.pipelineTags`, settings.ts) and its
 * team puts them on applications. A tag added to an application must be on the list of the posting's
 * company; one already on it stays when the list later drops it (nothing is rewritten behind anyone).
 */

/** Tags as kept: trimmed, none empty, each once, in the order given. */
export const normalTags = (tags: unknown): string[] =>
  Array.isArray(tags) ? [...new Set(tags.filter((t): t is string => typeof t === 'string').map((t) => t.trim()).filter(Boolean))] : []

/** The tag list of the company that owns posting `jobId`, read as the server (empty for a posting without one). */
async function postingCompanyTags(req: PayloadRequest, jobId: unknown): Promise<string[]> {
  const id = rowId(jobId)
  if (id === null) return []
  const db = await database(req.payload, req)
  const [row] = await db.select({ company: job_postings.facility }).from(job_postings).where(eq(job_postings.id, id))
  if (row?.company == null) return []
  // `pipelineTags` is a text list: its rows in the company's texts table, under the field's path.
  const tags = await db
    .select({ text: facilities_texts.text })
    .from(facilities_texts)
    .where(and(eq(facilities_texts.parent, row.company), eq(facilities_texts.path, 'pipelineTags')))
    .orderBy(asc(facilities_texts.order))
  return normalTags(tags.map((tag) => tag.text))
}

/** An application's tags, kept tidy; a tag it did not have must be on its company's list (400 otherwise, nothing changes). */
export const checkApplicationTags: CollectionBeforeChangeHook<Application> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !('tags' in data) || data.tags === undefined) return data
  const tags = normalTags(data.tags)
  const had = new Set(normalTags(originalDoc?.tags))
  const added = tags.filter((tag) => !had.has(tag))
  if (added.length > 0) {
    const list = new Set(await postingCompanyTags(req, originalDoc?.jobPosting))
    const unknown = added.find((tag) => !list.has(tag))
    if (unknown !== undefined) {
      const message = translator(requestLocale(req))('pipeline.unknownTag', { tag: unknown })
      throw invalidFields(req, { collection: 'applications', errors: [{ path: 'tags', message }] })
    }
  }
  return { ...data, tags }
}
