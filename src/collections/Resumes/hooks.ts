import { APIError, ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'

import { guestKeyFrom } from '@/domain/resumes/guest'
import { isResumePositionType } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { messages } from '@/i18n'

const m = messages.resumes

/** A resume's file never changes after upload (upload a new one instead). */
export const keepFile: CollectionBeforeOperationHook = ({ args, operation }) => {
  if ((operation === 'update' || operation === 'updateByID') && args.req?.file) throw new APIError(m.replaceNotAllowed, 400)
  return args
}

const invalid = (path: string, message: string) => new ValidationError({ collection: 'resumes', errors: [{ path, message }] })

/** New resumes belong to the uploader (account or guest); a move must change something. */
export const prepareResume: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const next = { ...data }
  if (operation === 'create') {
    const upload = (req.context as { resumeUpload?: { originalFilename: string; fileSize: number } }).resumeUpload
    next.originalFilename = upload?.originalFilename
    next.fileSize = upload?.fileSize
    next.owner = req.user?.id ?? null
    next.guestKey = req.user ? null : guestKeyFrom(req)
    next.status = 'active'
    next.uploadedAt = new Date().toISOString()
    return next
  }
  // The storage plugin writes its upload metadata back with an update after the insert; not a move.
  if ((req.context as { skipCloudStorage?: boolean }).skipCloudStorage) return next
  const categoryName = typeof next.categoryName === 'string' ? next.categoryName.trim() : originalDoc?.categoryName
  const positionType = next.positionType ?? originalDoc?.positionType
  if (!categoryName || !isResumePositionType(positionType)) throw invalid('categoryName', m.moveRequired)
  if (categoryName.length > MAX_CATEGORY_LENGTH) throw invalid('categoryName', m.categoryTooLong)
  if (categoryName === originalDoc?.categoryName && positionType === originalDoc?.positionType) {
    throw invalid('categoryName', m.moveUnchanged)
  }
  return { ...next, categoryName, positionType }
}
