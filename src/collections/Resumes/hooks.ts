import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { guestKeyFrom } from '@/domain/resumes/guest'
import { isResumePositionType } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { requestTranslator } from '@/i18n/requestLanguage'
import { invalidFields } from '@/lib/payload/invalidFields'

/** A resume's file never changes after upload (upload a new one instead). */
export const keepFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'update' || operation === 'updateByID') && args.req?.file) {
    throw new APIError(requestTranslator(req)('resumes.replaceNotAllowed'), 400)
  }
  return args
}

type MoveRefusal = 'resumes.moveRequired' | 'resumes.categoryTooLong' | 'resumes.moveUnchanged'

/** A refused move, in the request's language. */
const invalid = (req: PayloadRequest, path: string, message: MoveRefusal) =>
  invalidFields(req, { collection: 'resumes', errors: [{ path, message: requestTranslator(req)(message) }] })

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
  if (!categoryName || !isResumePositionType(positionType)) throw invalid(req, 'categoryName', 'resumes.moveRequired')
  if (categoryName.length > MAX_CATEGORY_LENGTH) throw invalid(req, 'categoryName', 'resumes.categoryTooLong')
  if (categoryName === originalDoc?.categoryName && positionType === originalDoc?.positionType) {
    throw invalid(req, 'categoryName', 'resumes.moveUnchanged')
  }
  return { ...next, categoryName, positionType }
}
