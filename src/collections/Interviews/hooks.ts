import { randomUUID } from 'node:crypto'

import { eq } from '@payloadcms/db-postgres/drizzle'
import { APIError, Forbidden, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { ownJobIds } from '@/domain/applications/scope'
import { queueInterviewEmails } from '@/domain/interviews/emails'
import { cancelBookingsBeforeDelete, hasActiveRound } from '@/domain/interviews/round'
import { parseSlots } from '@/domain/interviews/slots'
import { threadFacts } from '@/domain/messages/thread'
import { withinLimits } from '@/domain/rateLimits'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import { database, rowId } from '@/lib/payload/sql'
import { interviews } from '@/payload-generated-schema'
import type { Interview } from '@/payload-types'
import { invalidFields } from '@/lib/payload/invalidFields'


/**
 * A proposal (docs/pipeline.md, Interviews). The server decides everything but the application, the
 * slots, the place and the message. Refused, in this order and with nothing written: no such
 * application or not its team (404, the same answer), its own applicant (403), bad slots (400, the
 * reason), a closed application (409),
 * a round already under way (409), too many steps (429). Server calls without a user are the server's own.
 */
export const prepareInterview: CollectionBeforeChangeHook<Interview> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const t = translator(requestLocale(req))
  const applicationId = rowId(data.application)
  const thread = applicationId === null ? undefined : (await threadFacts(req, [applicationId])).get(applicationId)
  const user = req.user
  // Another company's application answers as a missing one would: ids cannot be probed.
  if (user && (!thread || !(await ownJobIds(req)).includes(thread.jobPosting))) throw new APIError(t('interviews.noApplication'), 404, null, true)
  if (!thread) throw invalidFields(req, { collection: 'interviews', errors: [{ path: 'application', message: t('interviews.noApplication') }] })
  // Someone who applied to their own company's posting does not interview themselves.
  if (user && thread.applicant === Number(user.id)) throw new Forbidden(req.t)
  const parsed = parseSlots(data.slots)
  if ('problem' in parsed) throw invalidFields(req, { collection: 'interviews', errors: [{ path: 'slots', message: t(`interviews.problems.${parsed.problem}`) }] })
  if (!thread.open) throw new APIError(t('interviews.closed'), 409, null, true)
  if (await hasActiveRound(req, thread.application)) throw new APIError(t('interviews.alreadyActive'), 409, null, true)
  if (user && !(await withinLimits(req, [['interviewSteps', String(user.id), String(thread.application)]]))) throw new APIError(t('interviews.throttled'), 429, null, true)
  return {
    ...data,
    slots: parsed.slots,
    jobPosting: thread.jobPosting,
    applicant: thread.applicant,
    proposedBy: user ? Number(user.id) : null,
    status: 'proposed',
    chosenSlot: null,
    startsAt: null,
    endsAt: null,
    timeZone: null,
    accommodation: null,
    note: null,
    cancelledBy: null,
    uid: `${randomUUID()}@interviews`,
    sequence: 0,
    remindedSequence: null,
    heldAt: null,
  }
}

/** The applicant is invited by email, in the proposal's transaction. */
export const sendProposal: CollectionAfterChangeHook<Interview> = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueInterviewEmails(req, doc.id, 'proposed')
  return doc
}

/**
 * An application's interview rounds go with it (withdrawn, or its posting's records deleted after
 * three years); a booking still to come is cancelled first, by the applicant when they withdraw.
 */
export const removeInterviews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const which = eq(interviews.application, Number(id))
  await cancelBookingsBeforeDelete(req, which)
  await (await database(req.payload, req)).delete(interviews).where(which)
}
