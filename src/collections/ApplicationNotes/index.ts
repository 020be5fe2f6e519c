import type { CollectionConfig, PayloadRequest } from 'payload'

import { hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { MAX_NOTE } from '@/domain/pipeline/options'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'

import { createNotes, deleteNotes, readNotes, updateNotes } from './access'
import { prepareNote } from './hooks'

/** Private notes of the posting's team on an application: what, who, when (docs/pipeline.md). */
export const ApplicationNotes: CollectionConfig = {
  slug: 'application-notes',
  labels: { singular: { en: 'Application note', fr: 'Note de candidature' }, plural: { en: 'Application notes', fr: 'Notes de candidature' } },
  admin: { group: 'Marketplace', defaultColumns: ['application', 'authorName', 'createdAt'], hidden: hiddenUnlessAdmin },
  access: { read: readNotes, create: createNotes, update: updateNotes, delete: deleteNotes },
  defaultSort: 'createdAt',
  hooks: { beforeChange: [prepareNote] },
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, index: true, access: { update: nobodyField } },
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', index: true, access: serverOnlyWrites, admin: { readOnly: true } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: MAX_NOTE,
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        const t = translator(requestLocale(req))
        if (typeof value !== 'string' || !value.trim()) return t('pipeline.noteRequired')
        return value.length <= MAX_NOTE || t('pipeline.noteTooLong', { max: MAX_NOTE })
      },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', access: serverOnlyWrites, admin: { readOnly: true } },
    // The author's name as it was, for colleagues (who never read each other's accounts).
    { name: 'authorName', type: 'text', access: serverOnlyWrites, admin: { readOnly: true } },
  ],
  timestamps: true,
}
