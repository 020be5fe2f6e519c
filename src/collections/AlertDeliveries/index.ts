import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'

const label = (en: string, fr: string) => ({ en, fr })

/**
 * The alert digest's ledger: which posting each job alert has been sent, one row per pair. The
 * database's unique index on (alert, posting) is what makes "never the same posting twice to one
 * alert" hold, whatever runs at once or crashes (docs/alert-digest.md). Written only by the digest
 * (src/domain/alerts/digest.ts, in the transaction that queues the email); admins read it; nobody
 * edits or deletes it through the API.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: { singular: label('Alert delivery', 'Envoi d’alerte'), plural: label('Alert deliveries', 'Envois d’alertes') },
  admin: { group: 'Marketplace', defaultColumns: ['alert', 'posting', 'sentAt'], hidden: hiddenUnlessAdmin },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-sentAt',
  indexes: [{ fields: ['alert', 'posting'], unique: true }],
  timestamps: false,
  // Not required: deleting an alert or a posting empties the link (the database sets it to null)
  // rather than being refused; such a row names nobody and matches nothing.
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'job-alerts', label: label('Alert', 'Alerte') },
    { name: 'posting', type: 'relationship', relationTo: 'job-postings', index: true, label: label('Posting', 'Offre') },
    { name: 'sentAt', type: 'date', required: true, label: label('Sent', 'Envoyé'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
