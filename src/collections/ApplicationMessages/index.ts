import type { CollectionConfig, PayloadRequest } from 'payload'

import { hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { messageProblem } from '@/domain/messages/body'
import { MAX_MESSAGE } from '@/domain/messages/options'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'

import { createMessages, markMessages, nobody, readMessages, teamOnlyField } from './access'
import { messageEndpoints } from './endpoints'
import { noticeMessage, prepareMessage } from './hooks'

/** Written once, never changed: only the thread, the text and (by its reader) the read time move (hooks.ts). */
const fixed = { create: serverOnlyWrites.create, update: nobodyField }

/** One application's thread between its applicant and its posting's team: what, which side, who, when, read when (docs/messages.md). */
export const ApplicationMessages: CollectionConfig = {
  slug: 'application-messages',
  labels: { singular: { en: 'Application message', fr: 'Message de candidature' }, plural: { en: 'Application messages', fr: 'Messages de candidature' } },
  admin: { group: 'Marketplace', defaultColumns: ['application', 'fromApplicant', 'createdAt', 'readAt'], hidden: hiddenUnlessAdmin },
  access: { read: readMessages, create: createMessages, update: markMessages, delete: nobody },
  defaultSort: 'createdAt',
  endpoints: messageEndpoints,
  hooks: { beforeChange: [prepareMessage], afterChange: [noticeMessage] },
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, index: true, access: { update: nobodyField } },
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', index: true, access: fixed, admin: { readOnly: true } },
    { name: 'applicant', type: 'relationship', relationTo: 'users', index: true, access: fixed, admin: { readOnly: true } },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: MAX_MESSAGE,
      access: { update: nobodyField },
      validate: (value: unknown, { req }: { req: PayloadRequest }) => messageProblem(value, translator(requestLocale(req))) ?? true,
    },
    { name: 'fromApplicant', type: 'checkbox', defaultValue: false, access: fixed, admin: { readOnly: true } },
    { name: 'author', type: 'relationship', relationTo: 'users', access: { ...fixed, read: teamOnlyField }, admin: { readOnly: true } },
    // The author's name as it was, for colleagues (who never read each other's accounts).
    { name: 'authorName', type: 'text', access: { ...fixed, read: teamOnlyField }, admin: { readOnly: true } },
    // When the other side first read it; set by the server when its reader marks the thread read.
    { name: 'readAt', type: 'date', access: { create: serverOnlyWrites.create }, admin: { readOnly: true } },
  ],
  timestamps: true,
}
