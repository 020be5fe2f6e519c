import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, hasRole, hiddenUnlessAdmin, isAdminUser } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { languageOptions } from '@/collections/Users/language'
import { CURRENT_ROLES, EXPERIENCES, INVESTMENT_RANGES, TIMELINES } from '@/domain/inquiries/options'
import { inquiryRecordsOf } from '@/domain/privacy/entries/simple'
import { orPrivacySubject } from '@/domain/privacy/mark'
import { adminOptions, type EnumKind } from '@/i18n/enums'

import { guardSubmission } from './hooks/guardSubmission'
import { inquiryLanguage } from './hooks/inquiryLanguage'
import { notifyInquiry } from './hooks/notifyInquiry'

const select = (name: string, kind: EnumKind, values: readonly string[]) => ({ name, type: 'select', options: adminOptions(kind, values) }) as const

export const OwnershipInquiries: CollectionConfig = {
  slug: 'ownership-inquiries',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'currentRole', 'status', 'createdAt'],
    hidden: hiddenUnlessAdmin,
  },
  // Anyone but editors (staff who handle content, not inquiries) may send an inquiry, guarded by
  // honeypot, validation and rate limit; only admins read them (and the export of the data of the
  // person whose address sent one, src/domain/privacy/mark.ts).
  access: { create: ({ req }) => isAdminUser(req.user) || !hasRole(req.user, 'editor'), read: orPrivacySubject(adminOnly, inquiryRecordsOf), update: adminOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    select('currentRole', 'currentRole', CURRENT_ROLES),
    select('experience', 'inquiryExperience', EXPERIENCES),
    { name: 'location', type: 'text', maxLength: 120 },
    select('investmentRange', 'investmentRange', INVESTMENT_RANGES),
    select('timeline', 'timeline', TIMELINES),
    { name: 'message', type: 'textarea', maxLength: 5000 },
    {
      // The language of the page the inquiry was sent from: the inquirer's confirmation is in it.
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: languageOptions,
      access: serverOnlyWrites,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: adminOptions('inquiryStatus', ['new', 'handled']),
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'handledAt',
      type: 'date',
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar', readOnly: true },
      hooks: {
        beforeChange: [
          ({ siblingData, previousSiblingDoc, value }) =>
            siblingData.status === 'handled' && previousSiblingDoc?.status !== 'handled' ? new Date().toISOString() : value,
        ],
      },
    },
  ],
  hooks: { beforeOperation: [guardSubmission], beforeChange: [inquiryLanguage], afterChange: [notifyInquiry] },
}
