import type { PayloadRequest } from 'payload'

import { companyOf, ownedCompanyOf } from '@/domain/companies/membership'
import { HttpError } from '@/lib/http'
import type { Company } from '@/payload-types'

import type { PipelineSettings } from './schemas'
import { companyTemplate } from './template'
import { normalTags } from './tags'

/** What the workspace shows of its company's pipeline settings (its members read them; its owner edits them). */
export type PipelineView = {
  tags: string[]
  /** The status email as stored (empty parts send the default). */
  statusEmail: PipelineSettings['statusEmail']
  /** The default text in each language, shown in the empty fields' place. */
  defaults: Record<'en' | 'fr', { subject: string; body: string }>
  isOwner: boolean
}

const asViewer = (req: PayloadRequest) => ({ req, user: req.user, overrideAccess: false, depth: 0 }) as const

const stored = (company: Pick<Company, 'statusEmail'> | null): PipelineSettings['statusEmail'] => ({
  subjectEn: company?.statusEmail?.subjectEn ?? '',
  bodyEn: company?.statusEmail?.bodyEn ?? '',
  subjectFr: company?.statusEmail?.subjectFr ?? '',
  bodyFr: company?.statusEmail?.bodyFr ?? '',
})

/** The signed-in member's company's settings, read as them; null without a company. */
export async function pipelineView(req: PayloadRequest): Promise<PipelineView | null> {
  const company = await companyOf(req)
  if (company === null) return null
  const [doc, owned] = await Promise.all([
    req.payload.findByID({ collection: 'facilities', id: company, select: { pipelineTags: true, statusEmail: true }, ...asViewer(req) }),
    ownedCompanyOf(req),
  ])
  return {
    tags: normalTags(doc.pipelineTags),
    statusEmail: stored(doc),
    defaults: { en: companyTemplate(null, 'en'), fr: companyTemplate(null, 'fr') },
    isOwner: owned !== null,
  }
}

/** The owner saves the tag list and the status email (403 for a member who does not own the company). */
export async function savePipelineSettings(req: PayloadRequest, input: PipelineSettings): Promise<void> {
  if (!req.user) throw new HttpError('employer.signInBody', 401)
  if ((await companyOf(req)) === null) throw new HttpError('pipeline.noCompany', 404)
  const company = await ownedCompanyOf(req)
  if (company === null) throw new HttpError('pipeline.ownerOnly', 403)
  await req.payload.update({ collection: 'facilities', id: company, data: { pipelineTags: input.tags, statusEmail: input.statusEmail }, ...asViewer(req) })
}
