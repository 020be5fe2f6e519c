import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { privacySubjectOf } from '@/domain/privacy/mark'

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

/**
 * A resume sent with an application stays while the application does: it is what the employer
 * received (a withdrawn application goes, and with it this hold). Its owner's delete is refused (409)
 * until then; the erasure of their account and the retention task remove it with the rest.
 */
export const keepSentResumes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user || isAdminUser(req.user) || privacySubjectOf(req) !== null) return
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { resume: { equals: id } }, user: req.user, overrideAccess: false, req })
  if (totalDocs > 0) throw new APIError(requestTranslator(req)('resumes.sentWithApplications', { count: totalDocs }), 409, null, true)
}
