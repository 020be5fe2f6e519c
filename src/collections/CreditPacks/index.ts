import type { Access, CollectionConfig } from 'payload'

import { adminOnlyField, hiddenUnlessAdmin, isAdminUser, nobody } from '@/access/roles'
import { companyOf } from '@/domain/companies/membership'
import { CREDIT_PACK_STATUSES } from '@/domain/credits/options'

import { creditPackEndpoints } from './endpoints'

/** The company's team reads its purchases (the workspace's balance and history); admins all. */
const readPacks: Access = async ({ req }) => {
  if (isAdminUser(req.user)) return true
  const company = req.user ? await companyOf(req) : null
  return company === null ? false : { company: { equals: company } }
}

const label = (en: string, fr: string) => ({ en, fr })

/**
 * A pack of posting credits a company bought (docs/credit-packs.md): its Checkout session, what it
 * cost and what became of it. Written only by the server (the checkout endpoint, the Stripe webhook
 * and an admin's refund), as typed SQL; nobody writes one through the API.
 */
export const CreditPacks: CollectionConfig = {
  slug: 'credit-packs',
  labels: { singular: label('Credit pack', 'Forfait de crédits'), plural: label('Credit packs', 'Forfaits de crédits') },
  admin: {
    group: 'Marketplace',
    defaultColumns: ['company', 'size', 'amountCents', 'status', 'createdAt'],
    hidden: hiddenUnlessAdmin,
    components: { edit: { beforeDocumentControls: ['@/components/admin/CreditPackRefund#CreditPackRefund'] } },
  },
  access: { read: readPacks, create: nobody, update: nobody, delete: nobody },
  endpoints: creditPackEndpoints,
  defaultSort: '-createdAt',
  fields: [
    { name: 'company', label: label('Company', 'Entreprise'), type: 'relationship', relationTo: 'facilities', index: true },
    { name: 'buyer', label: label('Bought by', 'Acheté par'), type: 'relationship', relationTo: 'users' },
    { name: 'size', label: label('Postings', 'Offres'), type: 'number', required: true, min: 1 },
    { name: 'priceCents', label: label('Price (cents, before tax)', 'Prix (cents, avant taxes)'), type: 'number', required: true, min: 0 },
    { name: 'amountCents', label: label('Charged (cents, with tax)', 'Facturé (cents, taxes incluses)'), type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', required: true },
    { name: 'stripeCheckoutSessionId', type: 'text', unique: true, index: true, access: { read: adminOnlyField } },
    { name: 'stripePaymentIntentId', type: 'text', access: { read: adminOnlyField } },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...CREDIT_PACK_STATUSES] },
    { name: 'paidAt', type: 'date' },
    { name: 'refundedAt', type: 'date' },
  ],
  timestamps: true,
}
