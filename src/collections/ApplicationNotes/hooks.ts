import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { worksApplication } from '@/domain/pipeline/team'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import type { ApplicationNote } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'

/**
 * A new note belongs to the application's team: its posting (kept on the note, which is what the
 * access rules ask) and its author, with the name colleagues see, are the server's. An application
 * that does not exist is a 400, one outside the writer's team a 403; nothing is written either way.
 * Server calls without a user are the server's own.
 */
export const prepareNote: CollectionBeforeChangeHook<ApplicationNote> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const works = await worksApplication(req, data.application)
  if (works === null) {
    const message = translator(requestLocale(req))('pipeline.noteNoApplication')
    throw invalidFields(req, { collection: 'application-notes', errors: [{ path: 'application', message }] })
  }
  // Never on one's own application, even for a member of the company one applied to.
  if (req.user && !works.allowed) throw new Forbidden(req.t)
  const jobPosting = works.job
  const author = req.user as { id: number; fullName?: string | null; email?: string } | null
  return { ...data, jobPosting, author: author?.id ?? null, authorName: author ? author.fullName || author.email || null : null }
}
