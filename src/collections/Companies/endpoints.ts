import type { Endpoint } from 'payload'

import { LOGO_MAX_BYTES, setCompanyLogo } from '@/domain/companies/logo'
import { companySchema, inviteSchema, joinSchema } from '@/domain/companies/schemas'
import { pipelineSettingsSchema } from '@/domain/pipeline/schemas'
import { savePipelineSettings } from '@/domain/pipeline/settings'
import { invite, joinCompany, myTeam, removeMember, revokeInvitation, saveMyCompany } from '@/domain/companies/team'
import { requestTranslator } from '@/i18n/requestLanguage'
import { readFormData } from '@/lib/formData'
import { HttpError, endpoint, routeId } from '@/lib/http'

const failure = { message: 'companies.failed' } as const

/** The signed-in person's company and team (/account/company). Answers in the request's language. */
export const companyEndpoints: Endpoint[] = [
  // { company, isOwner, members, invitations } or { company: null } without one.
  { path: '/mine', method: 'get', handler: endpoint(async (req) => (await myTeam(req)) ?? { company: null }) },
  {
    // The company's details: sets it up for an employer without one, else its owner edits it.
    path: '/mine',
    method: 'patch',
    handler: endpoint({ body: companySchema, failure }, async (req, input) => {
      const company = await saveMyCompany(req, input)
      return { company, message: requestTranslator(req)('companies.saved') }
    }),
  },
  {
    // The owner's pipeline settings: the tag list and the status email (docs/pipeline.md).
    path: '/mine/pipeline',
    method: 'patch',
    handler: endpoint({ body: pipelineSettingsSchema, failure }, async (req, input) => {
      await savePipelineSettings(req, input)
      return { message: requestTranslator(req)('pipeline.settingsSaved') }
    }),
  },
  {
    path: '/mine/invitations',
    method: 'post',
    handler: endpoint({ body: inviteSchema, failure }, async (req, input) => {
      const { email } = await invite(req, input)
      return { message: requestTranslator(req)('companies.inviteSent', { email }) }
    }),
  },
  {
    path: '/mine/invitations/:id',
    method: 'delete',
    handler: endpoint({ failure }, async (req) => {
      await revokeInvitation(req, routeId(req, 'companies.inviteNotFound'))
      return { message: requestTranslator(req)('companies.inviteRevoked') }
    }),
  },
  {
    // The owner removes a member; a member's own id: leaving.
    path: '/mine/members/:id',
    method: 'delete',
    handler: endpoint({ failure }, async (req) => {
      const { left } = await removeMember(req, routeId(req, 'companies.memberNotFound'))
      return { message: requestTranslator(req)(left ? 'companies.left' : 'companies.memberRemoved') }
    }),
  },
  {
    // Multipart `file`: the company's logo (its owner); DELETE removes it.
    path: '/mine/logo',
    method: 'post',
    handler: endpoint({ failure }, async (req) => {
      const form = await readFormData(req as unknown as Request, LOGO_MAX_BYTES + 64 * 1024)
      if (form === 'too-large') throw new HttpError('companies.logoTooLarge', 413)
      const file = form?.get('file')
      if (!(file instanceof File)) throw new HttpError('companies.logoType', 400)
      const logo = await setCompanyLogo(req, { data: Buffer.from(await file.arrayBuffer()), name: file.name })
      return { logo, message: requestTranslator(req)('companies.logoSaved') }
    }),
  },
  {
    path: '/mine/logo',
    method: 'delete',
    handler: endpoint({ failure }, async (req) => {
      await setCompanyLogo(req, null)
      return { message: requestTranslator(req)('companies.logoRemoved') }
    }),
  },
  {
    // { token } from the invitation email.
    path: '/join',
    method: 'post',
    handler: endpoint({ body: joinSchema, failure }, async (req, input) => {
      const company = await joinCompany(req, input)
      return { company, message: requestTranslator(req)('companies.joined', { company: company.name }) }
    }),
  },
]
