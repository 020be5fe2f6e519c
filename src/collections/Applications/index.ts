import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdminUser } from '@/access/roles'
import { APPLICATION_STATUSES, MAX_COVER_LETTER } from '@/domain/applications/options'
import { messages } from '@/i18n'

import { createApplications, deleteApplications, readApplications, updateApplications } from './access'
import { applicationEndpoints } from './endpoints'
import { auditStatus, emailStatusChange, guardStatusMove, prepareApplication } from './hooks'

const never: FieldAccess = () => false
const fixed = { create: never, update: never }
const labels = messages.applications.statusLabels

/** One application per person and posting. Only `status` changes later, by the application table (docs/lifecycle.md). */
export const Applications: CollectionConfig = {
  slug: 'applications',
  admin: {
    group: 'Marketplace',
    defaultColumns: ['jobPosting', 'applicant', 'status', 'appliedAt'],
    hidden: ({ user }) => !isAdminUser(user),
  },
  access: { read: readApplications, create: createApplications, update: updateApplications, delete: deleteApplications },
  defaultSort: '-appliedAt',
  endpoints: applicationEndpoints,
  indexes: [{ fields: ['jobPosting', 'applicant'], unique: true }],
  hooks: { beforeChange: [prepareApplication, guardStatusMove], afterChange: [auditStatus, emailStatusChange] },
  fields: [
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', required: true, index: true, access: { update: never } },
    { name: 'applicant', type: 'relationship', relationTo: 'users', index: true, access: fixed },
    { name: 'coverLetter', type: 'textarea', maxLength: MAX_COVER_LETTER, access: { update: never } },
    { name: 'resume', type: 'relationship', relationTo: 'resumes', access: { update: never } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: APPLICATION_STATUSES.map((value) => ({ value, label: labels[value] })),
      access: { create: never },
    },
    { name: 'appliedAt', type: 'date', index: true, access: fixed, admin: { readOnly: true } },
    {
      // The audit trail of this application's status changes (admins only).
      name: 'history',
      type: 'join',
      collection: 'status-changes',
      on: 'application',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      access: { read: ({ req }) => isAdminUser(req.user) },
      admin: { allowCreate: false, defaultColumns: ['from', 'to', 'changedBy', 'createdAt'] },
    },
    // Who applied, as sent with the application (set by prepareApplication).
    { name: 'applicantName', type: 'text', access: fixed, admin: { readOnly: true } },
    { name: 'applicantEmail', type: 'email', access: fixed, admin: { readOnly: true } },
  ],
  timestamps: true,
}
