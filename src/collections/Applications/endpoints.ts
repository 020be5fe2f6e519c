import type { Endpoint } from 'payload'

import { ApplyError, applyToJob } from '@/domain/applications/apply'
import { MAX_UPLOAD_BODY_BYTES } from '@/domain/resumes/rules'
import { ResumeInputError } from '@/domain/resumes/upload'
import { messages } from '@/i18n'
import { readFormData, textField } from '@/lib/formData'

const m = messages.applications
const fail = (title: string, error: string, status: number) => Response.json({ title, error }, { status })

export const applicationEndpoints: Endpoint[] = [
  {
    // Multipart: jobPosting, coverLetter, and either resume (a saved resume's id) or file.
    path: '/apply',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return fail(m.signInTitle, m.signInBody, 401)
      const form = await readFormData(req as unknown as Request, MAX_UPLOAD_BODY_BYTES)
      if (form === 'too-large') return fail(m.fileTooLarge, m.fileTooLargeBody, 413)
      if (!form) return fail(m.resumeRequired, m.resumeRequiredBody, 400)
      const file = form.get('file')
      try {
        const doc = await applyToJob(req, {
          jobPosting: textField(form, 'jobPosting'),
          coverLetter: textField(form, 'coverLetter'),
          resumeId: textField(form, 'resume') || undefined,
          file: file instanceof File && file.size > 0 ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : null,
        })
        return Response.json({ doc }, { status: 201 })
      } catch (error) {
        if (error instanceof ApplyError) return fail(error.title, error.message, error.status)
        if (error instanceof ResumeInputError) {
          const tooLarge = error.status === 413
          return fail(tooLarge ? m.fileTooLarge : m.uploadFailed, tooLarge ? m.fileTooLargeBody : error.message, error.status)
        }
        req.payload.logger.error({ err: error, msg: 'Application failed' })
        return fail(m.error, m.unexpected, 500)
      }
    },
  },
]
