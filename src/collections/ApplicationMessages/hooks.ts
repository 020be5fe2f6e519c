import { APIError, Forbidden, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { ownJobIds } from '@/domain/applications/scope'
import { messageProblem } from '@/domain/messages/body'
import { queueMessageNotice } from '@/domain/messages/notice'
import { threadFacts } from '@/domain/messages/thread'
import { withinLimits } from '@/domain/rateLimits'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import type { ApplicationMessage } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'

type Author = { id: number; fullName?: string | null; email?: string }

/**
 * A new message (docs/messages.md). The server decides everything but the text and the thread: the
 * side and author, the posting and applicant the access rules ask for. Refused, in this order and
 * with nothing written: no such application (400), not a side of its thread (403), a bad text
 * (400), a closed thread (409), too many messages (429). Server calls without a user are the
 * server's own. An update only marks a message read, once, at the server's time.
 */
export const prepareMessage: CollectionBeforeChangeHook<ApplicationMessage> = async ({ data, operation, originalDoc, req }) => {
  // Whatever else an update sends, the fields' access keeps (they refuse every client's change).
  if (operation === 'update') return req.user ? { ...data, readAt: originalDoc?.readAt ?? new Date().toISOString() } : data
  const t = translator(requestLocale(req))
  const thread = (await threadFacts(req, [data.application])).get(Number(data.application))
  if (!thread) throw invalidFields(req, { collection: 'application-messages', errors: [{ path: 'application', message: t('threads.noApplication') }] })
  const author = req.user as Author | null
  const fromApplicant = author ? thread.applicant === author.id : Boolean(data.fromApplicant)
  if (author && !fromApplicant && !(await ownJobIds(req)).includes(thread.jobPosting)) throw new Forbidden(req.t)
  const problem = messageProblem(data.body, t)
  if (problem) throw invalidFields(req, { collection: 'application-messages', errors: [{ path: 'body', message: problem }] })
  if (!thread.open) throw new APIError(t('threads.closed'), 409, null, true)
  if (author && !(await withinLimits(req, [['messagesPerThread', String(author.id), String(thread.application)], ['messagesPerAccount', String(author.id)]]))) {
    throw new APIError(t('threads.throttled'), 429, null, true)
  }
  return {
    ...data,
    jobPosting: thread.jobPosting,
    applicant: thread.applicant,
    fromApplicant,
    author: author?.id ?? data.author ?? null,
    // The author's name as it was, for the team (the applicant reads "the employer").
    authorName: author ? author.fullName || author.email || null : (data.authorName ?? null),
    readAt: null,
  }
}

/** The other side hears of a new message by email, in the message's transaction. */
export const noticeMessage: CollectionAfterChangeHook<ApplicationMessage> = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueMessageNotice(req, doc)
  return doc
}
