import type { PayloadRequest } from 'payload'

import { companyOf } from '@/domain/companies/membership'

import { type CreditPackOffer, packsOnSale } from './options'

export type CreditsView = { balance: number; packs: CreditPackOffer[] }

/**
 * What the workspace shows of posting credits, read as the viewer: their company's balance (its
 * members read it) and the packs on sale. Null outside a company.
 */
export async function creditsView(req: PayloadRequest): Promise<CreditsView | null> {
  const company = await companyOf(req)
  if (company === null) return null
  const asViewer = { req, user: req.user, overrideAccess: false, depth: 0 } as const
  const [own, settings] = await Promise.all([
    req.payload.findByID({ collection: 'facilities', id: company, select: { postingCredits: true }, ...asViewer }).catch(() => null),
    req.payload.findGlobal({ slug: 'site-settings', select: { creditPacks: true }, ...asViewer }),
  ])
  return { balance: Number(own?.postingCredits ?? 0), packs: packsOnSale(settings) }
}
