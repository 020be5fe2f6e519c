import type { Endpoint } from 'payload'

import { applyToJob } from '@/domain/applications/apply'
import { bulkStatus, bulkTag } from '@/domain/pipeline/bulk'
import { bulkStatusSchema, bulkTagSchema } from '@/domain/pipeline/schemas'
import { MAX_UPLOAD_BODY_BYTES } from '@/domain/resumes/rules'
import { readFormData, textField } from '@/lib/formData'
import { HttpError, endpoint } from '@/lib/http'

const PIPELINE_FAILURE = { message: 'pipeline.failedBody', title: 'pipeline.failed' } as const

export const applicationEndpoints: Endpoint[] = [
  {
    // Multipart: jobPosting, coverLetter, screeningAnswers (JSON), and either resume (a saved resume's id) or file.
    path: '/apply',
    method: 'post',
    handler: endpoint({ failure: { title: 'applications.error', message: 'applications.unexpected' } }, async (req) => {
      if (!req.user) throw new HttpError('applications.signInBody', 401, 'applications.signInTitle')
      const form = await readFormData(req as unknown as Request, MAX_UPLOAD_BODY_BYTES)
      if (form === 'too-large') throw new HttpError('applications.fileTooLargeBody', 413, 'applications.fileTooLarge')
      if (!form) throw new HttpError('applications.resumeRequiredBody', 400, 'applications.resumeRequired')
      const file = form.get('file')
      const doc = await applyToJob(req, {
        jobPosting: textField(form, 'jobPosting'),
        coverLetter: textField(form, 'coverLetter'),
        resumeId: textField(form, 'resume') || undefined,
        screeningAnswers: textField(form, 'screeningAnswers'),
        file: file instanceof File && file.size > 0 ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : null,
      })
      return Response.json({ doc }, { status: 201 })
    }),
  },
  // The workspace's pipeline (docs/pipeline.md): the selected applications change together, or none does.
  { path: '/bulk/status', method: 'post', handler: endpoint({ body: bulkStatusSchema, failure: PIPELINE_FAILURE }, bulkStatus) },
  { path: '/bulk/tag', method: 'post', handler: endpoint({ body: bulkTagSchema, failure: PIPELINE_FAILURE }, bulkTag) },
]
