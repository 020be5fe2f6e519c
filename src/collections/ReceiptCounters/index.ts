import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/roles'

/**
 * The next number of each receipt series (domain/receipts/number.ts), one row a series, moved only by
 * the server's SQL in the transaction that issues the receipt. Nobody reads or writes it through the API.
 */
export const ReceiptCounters: CollectionConfig = {
  slug: 'receipt-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'series', type: 'text', required: true, unique: true },
    { name: 'next', type: 'number', required: true },
  ],
}
