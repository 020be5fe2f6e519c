import type { Endpoint } from 'payload'

import { isAdminUser } from '@/access/roles'
import { dayToDate, defaultNextCheck, licenceCheckSchema } from '@/domain/profiles/checkSchema'
import { MAX_EVIDENCE_BYTES } from '@/domain/profiles/evidenceStorage'
import { recordLicenceCheck } from '@/domain/profiles/verification'
import { readFormData, textField } from '@/lib/formData'
import { HttpError, endpoint, routeId } from '@/lib/http'

/** Room for the evidence file and the form's few fields. */
const MAX_BODY = MAX_EVIDENCE_BYTES + 64 * 1024

export const licenceEndpoints: Endpoint[] = [
  {
    // Admins record a register check. Multipart: result, checkedAt, nextCheckAt (optional), evidence (optional file).
    path: '/:id/licence-check',
    method: 'post',
    handler: endpoint({ failure: { message: 'licences.unexpected' } }, async (req) => {
      if (!req.user) throw new HttpError('licences.signIn', 401)
      if (!isAdminUser(req.user)) throw new HttpError('licences.adminOnly', 403)
      const id = routeId(req, 'licences.notFound')
      const form = await readFormData(req as unknown as Request, MAX_BODY)
      if (form === 'too-large') throw new HttpError('licences.evidenceTooLarge', 413)
      if (!form) throw new HttpError('licences.resultRequired', 400)
      const input = licenceCheckSchema.parse({
        result: textField(form, 'result'),
        checkedAt: textField(form, 'checkedAt'),
        nextCheckAt: textField(form, 'nextCheckAt'),
      })
      const checkedAt = dayToDate(input.checkedAt)
      const file = form.get('evidence')
      const doc = await recordLicenceCheck(req, id, {
        result: input.result,
        checkedAt,
        nextCheckAt: input.nextCheckAt ? dayToDate(input.nextCheckAt) : defaultNextCheck(checkedAt),
        evidence: file instanceof File && file.size > 0 ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : null,
      })
      return { doc }
    }),
  },
]
