import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access/roles'
import { INDEXING_OUTCOMES, INDEXING_TYPES } from '@/domain/google/options'

/**
 * The ledger of Google Indexing API notifications (docs/google.md): one row per address and
 * attempt, with what Google answered. Written only by the queue task; admins read it.
 */
export const IndexingNotices: CollectionConfig = {
  slug: 'indexing-notices',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'url',
    defaultColumns: ['url', 'type', 'outcome', 'statusCode', 'createdAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'url', type: 'text', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: [...INDEXING_TYPES] },
    // pending: counted against today's budget, being sent; deferred: over the budget, queued for the next UTC day.
    { name: 'outcome', type: 'select', required: true, index: true, options: [...INDEXING_OUTCOMES] },
    // The posting's id (kept after the posting itself is gone).
    { name: 'posting', type: 'number', index: true },
    { name: 'statusCode', type: 'number', admin: { description: "Google's HTTP answer." } },
    { name: 'detail', type: 'text', admin: { description: { en: 'Why it failed or waited.', fr: 'Pourquoi l’envoi a échoué ou attend.' } } },
  ],
}
