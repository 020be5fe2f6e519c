import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

import { markedRequest } from '@/access/server'
import { dateToDay, dayToDate } from '@/domain/credentials/days'
import { expirySchema } from '@/domain/credentials/schema'
import { CHECKING, REPLACING, UPLOADING, type CheckFacts, type FileFacts } from '@/domain/credentials/rules'
import { requestTranslator } from '@/i18n/requestLanguage'
import { issueText } from '@/lib/http'
import { invalidFields } from '@/lib/payload/invalidFields'

const replacing = markedRequest(REPLACING)
const checking = markedRequest(CHECKING)

const contextOf = <T>(req: PayloadRequest, key: string) => (req.context as Record<string, unknown>)[key] as T | undefined

/** A file changes only through the replacement endpoint, which checks its bytes. */
export const keepFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'update' || operation === 'updateByID') && args.req?.file && !replacing({ req })) {
    throw new APIError(requestTranslator(req)('credentials.replaceThroughForm'), 400)
  }
  return args
}

/** A day as a client may send it (YYYY-MM-DD or an ISO instant), or the text itself when it is neither. */
const dayOf = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : value instanceof Date ? value.toISOString() : ''
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text
}

/**
 * A changed expiry passes the upload's rule (a real day, not past, not absurdly far) and is stored as
 * the day's noon UTC, whichever door it came by; refusals name the field in the request's language.
 */
export const checkExpiry: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data || !('expiresOn' in data) || checking({ req })) return data
  const day = dayOf(data.expiresOn)
  if (originalDoc?.expiresOn && day === dateToDay(originalDoc.expiresOn)) return { ...data, expiresOn: originalDoc.expiresOn }
  const parsed = expirySchema.safeParse(day)
  if (!parsed.success) {
    const message = issueText(requestTranslator(req), parsed.error.issues[0])
    throw invalidFields(req, { collection: 'credentials', errors: [{ path: 'expiresOn', message }] })
  }
  return { ...data, expiresOn: dayToDate(parsed.data).toISOString() }
}

/** Back in the queue: nothing checked, no reminder sent for the (new) expiry. */
const pending = (now: Date) => ({
  status: 'pending',
  submittedAt: now.toISOString(),
  checkedAt: null,
  checkedBy: null,
  rejectionReason: null,
  reminded30For: null,
  reminded7For: null,
})

/**
 * The server decides what no client may: a new credential belongs to the uploader and waits for a
 * check; an admin's check writes the result; a new file or expiry sends it back to the queue.
 */
export const prepareCredential: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const now = new Date()
  if (operation === 'create') {
    const file = contextOf<FileFacts>(req, UPLOADING)
    return { ...data, ...pending(now), owner: req.user?.id ?? null, originalFilename: file?.originalFilename, fileSize: file?.fileSize }
  }
  // The storage plugin writes its upload metadata back with an update after the insert; not a change.
  if ((req.context as { skipCloudStorage?: boolean }).skipCloudStorage) return data
  const check = contextOf<CheckFacts>(req, CHECKING)
  if (check) {
    return {
      ...data,
      status: check.result,
      checkedAt: check.at,
      checkedBy: check.adminId,
      rejectionReason: check.result === 'rejected' ? check.reason : null,
    }
  }
  const file = contextOf<FileFacts>(req, REPLACING)
  const expiryChanged = 'expiresOn' in data && dateToDay(data.expiresOn) !== dateToDay(originalDoc?.expiresOn)
  if (!file && !expiryChanged) return data
  return { ...data, ...pending(now), ...(file ? { originalFilename: file.originalFilename, fileSize: file.fileSize } : {}) }
}
