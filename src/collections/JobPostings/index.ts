import type { CollectionConfig } from 'payload'

import { selectOptions } from '@/lib/options'

import { PRIVATE_OWNER } from '@/access/privateOwner'
import { isAdminUser } from '@/access/roles'
import { JOB_STATUSES, employmentTypeOptions, experienceLevelOptions, payUnitOptions, positionTypeOptions, provinceOptions } from '@/domain/jobs/options'

import {
  adminRead,
  companyRead,
  createJobs,
  ownerOrAdminRead,
  ownerRead,
  readJobs,
  serverOnly,
  updateJobs,
} from './access'
import { jobEndpoints } from './endpoints'
import { auditCreation } from './hooks/auditCreation'
import { expireOnChange, expireOnDelete } from './hooks/expirePublicViews'
import { keepVisibilityFields } from './hooks/keepVisibilityFields'
import { prepareJob } from './hooks/prepareJob'
import { removeDependents } from './hooks/removeDependents'

const serverField = { create: serverOnly, update: serverOnly }

export const JobPostings: CollectionConfig = {
  slug: 'job-postings',
  admin: {
    group: 'Marketplace',
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'status', 'paid', 'postedDate', 'createdAt'],
    hidden: ({ user }) => !isAdminUser(user),
    components: {
      beforeListTable: ['@/components/admin/SeedSampleJobs#SeedSampleJobs'],
      edit: { beforeDocumentControls: ['@/components/admin/JobModeration#JobModeration'] },
    },
  },
  access: { read: readJobs, create: createJobs, update: updateJobs, delete: ({ req }) => isAdminUser(req.user) },
  defaultSort: '-postedDate',
  endpoints: jobEndpoints,
  indexes: [{ fields: ['status', 'postedDate'] }],
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'company', type: 'text', required: true, maxLength: 120, access: { read: companyRead } },
    { name: 'confidential', type: 'checkbox', defaultValue: false, admin: { description: 'Hide the company name even once paid.' } },
    { name: 'location', type: 'text', required: true, maxLength: 120 },
    { name: 'city', type: 'text', maxLength: 80 },
    { name: 'province', type: 'select', options: selectOptions(provinceOptions), index: true },
    { name: 'remote', type: 'checkbox', defaultValue: false, index: true },
    { name: 'salaryRange', type: 'text', maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'payMin', type: 'number', min: 0, max: 10_000_000 },
        { name: 'payMax', type: 'number', min: 0, max: 10_000_000 },
        { name: 'payUnit', type: 'select', options: selectOptions(payUnitOptions) },
      ],
    },
    { name: 'contactEmail', type: 'email', required: true, access: { read: ownerOrAdminRead } },
    { name: 'description', type: 'textarea', required: true, maxLength: 10_000 },
    { name: 'requirements', type: 'textarea', required: true, maxLength: 5_000 },
    { name: 'positionType', type: 'select', required: true, options: selectOptions(positionTypeOptions), index: true },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'full-time',
      options: selectOptions(employmentTypeOptions),
      index: true,
    },
    { name: 'experienceLevel', type: 'select', options: selectOptions(experienceLevelOptions), index: true },
    { name: 'tags', type: 'text', hasMany: true, maxRows: 12 },
    { name: 'isUrgent', type: 'checkbox', defaultValue: false, index: true },
    // A facility names the company, so it follows the company's visibility.
    { name: 'facility', type: 'relationship', relationTo: 'facilities', access: { read: companyRead } },
    {
      // Always set by the server (prepareJob, lifecycle); never required from a client.
      name: 'status',
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: JOB_STATUSES.map((s) => ({ label: s.replace('_', ' '), value: s })),
      access: serverField,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Spec's `active` flag, derived from the status so the two can never disagree.
      name: 'active',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => siblingData.status === 'active'] },
    },
    { name: 'paid', type: 'checkbox', defaultValue: false, access: serverField, admin: { position: 'sidebar', readOnly: true } },
    { name: 'postedDate', type: 'date', index: true, access: serverField, admin: { position: 'sidebar', readOnly: true } },
    { name: 'validThrough', type: 'date', index: true, access: serverField, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { ...serverField, read: ownerRead },
      custom: PRIVATE_OWNER,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'rejectionReason',
      type: 'text',
      maxLength: 500,
      access: { ...serverField, read: ownerOrAdminRead },
      admin: { readOnly: true },
    },
    {
      name: 'stripeCheckoutSessionId',
      type: 'text',
      index: true,
      access: { ...serverField, read: adminRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The fee charged for the stored session: a payment must match it, even if the site's fee has changed since.
      name: 'checkoutAmountCents',
      type: 'number',
      access: { ...serverField, read: adminRead },
      admin: { position: 'sidebar', readOnly: true, description: 'Cents.' },
    },
    {
      name: 'checkoutCurrency',
      type: 'text',
      access: { ...serverField, read: adminRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'stripePaymentIntentId',
      type: 'text',
      access: { ...serverField, read: adminRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // Lower-cased search text (trigram-indexed by migration); maintained by prepareJob.
      name: 'searchText',
      type: 'textarea',
      access: { ...serverField, read: adminRead },
      admin: { hidden: true },
    },
    {
      // The audit trail of this posting's status changes (admins only).
      name: 'history',
      type: 'join',
      collection: 'status-changes',
      on: 'jobPosting',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      access: { read: adminRead },
      admin: { allowCreate: false, defaultColumns: ['from', 'to', 'changedBy', 'createdAt'] },
    },
  ],
  hooks: {
    beforeOperation: [keepVisibilityFields],
    beforeChange: [prepareJob],
    afterChange: [auditCreation, expireOnChange],
    beforeDelete: [removeDependents],
    afterDelete: [expireOnDelete],
  },
  timestamps: true,
}
