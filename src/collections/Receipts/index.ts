import type { CollectionConfig } from 'payload'

import { adminOnlyField, hiddenUnlessAdmin, nobody } from '@/access/roles'

import { readReceipts } from './access'
import { receiptEndpoints } from './endpoints'

const label = (en: string, fr: string) => ({ en, fr })

/**
 * Receipts and credit notes (docs/receipts.md): one per paid ledger row and per refund, numbered
 * without gaps, with the figures as charged. Written only by the server, in the transaction that
 * records the payment or refund; read by the buying company's billing people and admins.
 */
export const Receipts: CollectionConfig = {
  slug: 'receipts',
  labels: { singular: label('Receipt', 'Reçu'), plural: label('Receipts', 'Reçus') },
  admin: { group: 'Marketplace', useAsTitle: 'number', defaultColumns: ['number', 'kind', 'company', 'totalCents', 'issuedAt'], hidden: hiddenUnlessAdmin },
  access: { read: readReceipts, create: nobody, update: nobody, delete: nobody },
  endpoints: receiptEndpoints,
  defaultSort: '-issuedAt',
  fields: [
    { name: 'number', label: label('Number', 'Numéro'), type: 'text', required: true, unique: true, index: true },
    { name: 'kind', label: label('Kind', 'Type'), type: 'select', required: true, index: true, options: [{ value: 'receipt', label: label('Receipt', 'Reçu') }, { value: 'creditNote', label: label('Credit note', 'Note de crédit') }] },
    { name: 'sequence', type: 'number', required: true, index: true },
    // What it was issued for (a checkout session, a refund): one document each, however often the event comes.
    { name: 'source', type: 'text', required: true, unique: true, access: { read: adminOnlyField } },
    { name: 'payment', type: 'relationship', relationTo: 'payments', access: { read: adminOnlyField } },
    { name: 'paymentIntentId', type: 'text', index: true, access: { read: adminOnlyField } },
    { name: 'refersTo', label: label('Refers to', 'Se rapporte à'), type: 'relationship', relationTo: 'receipts' },
    { name: 'company', label: label('Company', 'Entreprise'), type: 'relationship', relationTo: 'facilities', required: true, index: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'issuedAt', label: label('Issued', 'Émis'), type: 'date', required: true, index: true },
    { name: 'seller', type: 'json' },
    { name: 'buyer', type: 'json' },
    // Lines, taxes, rates and registration numbers as charged (domain/receipts/sale.ts).
    { name: 'sale', type: 'json' },
    { name: 'totalCents', label: label('Total (cents)', 'Total (cents)'), type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
  ],
}
