import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'

const label = (en: string, fr: string) => ({ en, fr })

/**
 * The alert digests' ledger: which posting each job alert, and which shift each shift alert, has
 * been sent, one row per pair. The database's unique indexes on (alert, posting) and (alert, shift)
 * are what make "never the same posting (or shift) twice to one alert" hold, whatever runs at once or crashes (docs/alert-digest.md). Written only by the digest
 * (src/domain/alerts/digest.ts and shiftDigest.ts, in the transaction that queues the email); admins read it; nobody
 * edits or deletes it through the API.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: { singular: label('Alert delivery', 'Envoi d’alerte'), plural: label('Alert deliveries', 'Envois d’alertes') },
  admin: { group: 'Marketplace', defaultColumns: ['alert', 'posting', 'sentAt'], hidden: hiddenUnlessAdmin },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-sentAt',
  indexes: [
    { fields: ['alert', 'posting'], unique: true },
    { fields: ['alert', 'shift'], unique: true },
  ],
  timestamps: false,
  // Not required: deleting an alert or a posting empties the link (the database sets it to null)
  // rather than being refused; such a row names nobody and matches nothing.
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'job-alerts', label: label('Alert', 'Alerte') },
    { name: 'posting', type: 'relationship', relationTo: 'job-postings', index: true, label: label('Posting', 'Offre') },
    { name: 'shift', type: 'relationship', relationTo: 'shifts', index: true, label: label('Shift', 'Quart') },
    { name: 'sentAt', type: 'date', required: true, label: label('Sent', 'Envoyé'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
