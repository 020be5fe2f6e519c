import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { HttpError } from '@/lib/http'
import type { Resume } from '@/payload-types'

import { detectResumeType } from './detect'
import { isResumePositionType } from './options'
import { MAX_CATEGORY_LENGTH, cleanFilename, defaultCategoryName, tooLargeForResume } from './rules'
import { removeStoredFile } from './storage'

export type ResumeUpload = { file: { data: Buffer; name: string } | null; categoryName?: string; positionType?: string }

/**
 * Checks and stores one resume for the request's user (or guest): type by content, size, a
 * server-generated storage name. If the database insert fails, the stored file is removed again.
 */
export async function storeResume(req: PayloadRequest, input: ResumeUpload): Promise<Resume> {
  const { file, positionType } = input
  if (!file || !isResumePositionType(positionType)) throw new HttpError('resumes.missingFields', 400)
  if (tooLargeForResume(file.data.length)) throw new HttpError('resumes.tooLarge', 413)
  const type = await detectResumeType(file.data)
  if (!type) throw new HttpError('resumes.badType', 415)
  const originalFilename = cleanFilename(file.name)
  const categoryName = input.categoryName?.trim() || defaultCategoryName(originalFilename)
  if (categoryName.length > MAX_CATEGORY_LENGTH) throw new HttpError('resumes.categoryTooLong', 400)

  const filename = `${Date.now()}-${randomUUID()}.${type.ext}`
  try {
    return await req.payload.create({
      collection: 'resumes',
      // originalFilename and fileSize are server-set fields: the hook takes them from the context.
      data: { categoryName, positionType, originalFilename, fileSize: file.data.length },
      file: { data: file.data, mimetype: type.mime, name: filename, size: file.data.length },
      user: req.user,
      overrideAccess: false,
      depth: 0,
      req,
      context: { resumeUpload: { originalFilename, fileSize: file.data.length } },
    })
  } catch (error) {
    await removeStoredFile(filename).catch((err) => req.payload.logger.error({ err, msg: `Could not remove ${filename}` }))
    throw error
  }
}
