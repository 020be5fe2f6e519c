import type { Endpoint } from 'payload'

import { applyToJob } from '@/domain/applications/apply'
import { MAX_UPLOAD_BODY_BYTES } from '@/domain/resumes/rules'
import { readFormData, textField } from '@/lib/formData'
import { HttpError, endpoint } from '@/lib/http'

export const applicationEndpoints: Endpoint[] = [
  {
    // Multipart: jobPosting, coverLetter, and either resume (a saved resume's id) or file.
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
        file: file instanceof File && file.size > 0 ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : null,
      })
      return Response.json({ doc }, { status: 201 })
    }),
  },
]
