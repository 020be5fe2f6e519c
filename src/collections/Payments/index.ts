import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'

/** The ledger of Stripe events and refunds: one row per event id, written only by the server. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'stripeEventId',
    defaultColumns: ['type', 'status', 'amount', 'jobPosting', 'reason', 'createdAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'stripeEventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'checkoutSessionId', type: 'text', index: true },
    { name: 'paymentIntentId', type: 'text', index: true },
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', index: true },
    { name: 'creditPack', type: 'relationship', relationTo: 'credit-packs', index: true },
    // A relief shift's booking fee (domain/shifts/bookingPayment.ts).
    { name: 'shiftRequest', type: 'relationship', relationTo: 'shift-requests', index: true },
    { name: 'amount', type: 'number', admin: { description: { en: 'Cents.', fr: 'En cents.' } } },
    { name: 'currency', type: 'text' },
    // The lines and taxes paid (or, on a refund, given back), as priced at checkout (docs/receipts.md).
    { name: 'sale', type: 'json' },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      // ignored: a verified event that does not match the posting's stored checkout; nothing moved.
      options: ['paid', 'pending', 'failed', 'expired', 'refunded', 'ignored'],
    },
    { name: 'reason', type: 'text', admin: { description: { en: 'Why an event was ignored.', fr: 'Pourquoi un événement a été ignoré.' } } },
  ],
}
