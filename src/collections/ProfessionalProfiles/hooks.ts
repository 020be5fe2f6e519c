import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { markedRequest } from '@/access/server'
import { RECORDING_LICENCE, removingEvidence } from '@/domain/profiles/rules'
import { LICENCE_IDENTITY, PROFILE_FIELDS, profileSchema } from '@/domain/profiles/schema'
import { queuedForCheck } from '@/domain/profiles/verification'
import { requestTranslator } from '@/i18n/requestLanguage'
import { issueText } from '@/lib/http'
import { invalidFields } from '@/lib/payload/invalidFields'

const recording = markedRequest(RECORDING_LICENCE)
/** The re-check task only moves queue fields; it never rewrites what the person entered. */
const serverQueueWrite = markedRequest('licenceRecheck')

const profileValues = (doc: Record<string, unknown> | undefined) =>
  Object.fromEntries(PROFILE_FIELDS.filter((f) => doc?.[f] !== undefined && doc?.[f] !== null).map((f) => [f, doc![f]]))

/**
 * Every write of a profile passes the form's own schema, on the profile as it will be (the stored
 * one with the changes): one rule for the form, the REST API, the admin panel and the Local API.
 * Refusals name the field, in the request's language.
 */
export const validateProfile: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (recording({ req }) || serverQueueWrite({ req })) return data
  const parsed = profileSchema.safeParse({ ...profileValues(originalDoc), ...profileValues(data) })
  if (!parsed.success) {
    const t = requestTranslator(req)
    throw invalidFields(req, {
      collection: 'professional-profiles',
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueText(t, issue) })),
    })
  }
  return { ...data, ...parsed.data }
}

/**
 * Deletes licence evidence through Payload (its stored file goes too) with access on, the call marked
 * as removing that evidence alone; evidence already gone is no error.
 */
async function removeEvidenceFile(req: PayloadRequest, id: number): Promise<void> {
  await req.payload
    .delete({ collection: 'licence-evidence', id, context: removingEvidence(id), user: req.user, overrideAccess: false, req })
    .catch((error: unknown) => {
      if ((error as { status?: number }).status !== 404) throw error
    })
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase()

/**
 * A new licence, or a changed college, number or class, is unverified and goes to the queue: an
 * earlier result was about another licence. Its evidence goes with it.
 */
export const resetVerification: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (recording({ req }) || serverQueueWrite({ req })) return data
  if (operation === 'create') return { ...data, ...queuedForCheck() }
  const changed = LICENCE_IDENTITY.some((field) => field in data && !same(data[field], originalDoc?.[field]))
  if (!changed) return data
  const evidence = originalDoc?.evidence
  const evidenceId = evidence && typeof evidence === 'object' ? (evidence as { id: number }).id : evidence
  if (evidenceId) {
    // The person may not touch evidence: the call is marked as removing this evidence, which no longer describes their licence.
    await removeEvidenceFile(req, Number(evidenceId))
  }
  return { ...data, ...queuedForCheck() }
}

/** A profile's evidence file goes with it (an account closed, a profile removed by an admin). */
export const removeEvidence: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const evidence = (doc as { evidence?: unknown }).evidence
  const id = evidence && typeof evidence === 'object' ? (evidence as { id: number }).id : evidence
  // Whoever deleted the profile: the call is marked as removing this evidence (and no other).
  if (id) await removeEvidenceFile(req, Number(id))
}
