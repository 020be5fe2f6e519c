import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'

/**
 * What each Checkout session priced, whatever it sells (a posting, a credit pack, a booking fee): the
 * buying company and the lines and taxes (domain/receipts/sale.ts), kept by the checkout that made
 * the session so the webhook's receipt has the figures charged (docs/receipts.md). Server-only.
 */
export const CheckoutSales: CollectionConfig = {
  slug: 'checkout-sales',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true },
    { name: 'company', type: 'relationship', relationTo: 'facilities', index: true },
    { name: 'sale', type: 'json', required: true },
  ],
}
