import { readStoredFile } from '@/domain/resumes/storage'
import type { Resume } from '@/payload-types'

import { privacyOf, whole } from '../mark'
import type { PersonalDataEntry } from '../types'
import { allDocs } from './shared'

/** A file name safe inside a ZIP on every system, keeping what it can of the original. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || 'resume'

/** Where a resume's file goes in the export's ZIP. */
const resumePath = (resume: Pick<Resume, 'id' | 'originalFilename' | 'filename'>) =>
  `resumes/${resume.id}-${safeName(resume.originalFilename || resume.filename || 'resume')}`

/**
 * The person's resumes: their details in the JSON and their files beside it; removed with their
 * files (Payload removes a deleted upload's file from the folder or the bucket), with access on, the
 * call marked as the erasure of their data (resumes' access lets it delete their resumes alone).
 */
export const resumesEntry: PersonalDataEntry = {
  key: 'resumes',
  where: 'resumes (and their stored files)',
  export: async (ctx) => {
    const resumes = await allDocs<Resume>(ctx, 'resumes', { owner: { equals: ctx.subject.id } }, 'uploadedAt')
    return {
      data: resumes.map((r) => ({
        id: r.id,
        categoryName: r.categoryName,
        positionType: r.positionType,
        originalFilename: r.originalFilename,
        fileSize: r.fileSize,
        mimeType: r.mimeType ?? null,
        uploadedAt: r.uploadedAt ?? null,
        file: resumePath(r),
      })),
      files: resumes.map((r) => ({ path: resumePath(r), read: () => readStoredFile(String(r.filename ?? '')) })),
    }
  },
  erase: async ({ req, subject }) => {
    const where = { owner: { equals: subject.id } }
    await whole(req.payload.delete({ collection: 'resumes', where, context: privacyOf(subject.id), user: req.user, overrideAccess: false, req }))
  },
}
