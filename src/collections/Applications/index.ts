import type { CollectionConfig, PayloadRequest } from 'payload'

import { adminOnlyField, hiddenUnlessAdmin, nobodyField } from '@/access/roles'
import { serverOnlyWrites, serverOnlyField } from '@/access/server'
import { removeInterviews } from '@/collections/Interviews/hooks'
import { historyField } from '@/collections/StatusChanges/historyField'
import { APPLICATION_STATUSES, MAX_COVER_LETTER } from '@/domain/applications/options'
import { MAX_APPLICATION_TAGS, MAX_TAG_LENGTH, RATINGS } from '@/domain/pipeline/options'
import { checkApplicationTags } from '@/domain/pipeline/tags'
import { pipelineField } from '@/domain/pipeline/team'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'

import { createApplications, deleteApplications, readApplications, updateApplications } from './access'
import { applicationEndpoints } from './endpoints'
import { auditStatus, emailStatusChange, guardStatusMove, prepareApplication, removeNotes, stampInterview } from './hooks'
import { markRequirements } from './markRequirements'
import { screeningFields } from './screeningFields'

/** A status's label in the admin panel's language. */
const statusLabel = (status: (typeof APPLICATION_STATUSES)[number]) => ({
  en: translator('en')(`applications.statusLabels.${status}`),
  fr: translator('fr')(`applications.statusLabels.${status}`),
})

/** Nobody sets them with a new application; the team changes them. */
const PIPELINE_ACCESS = { read: pipelineField, create: serverOnlyField, update: pipelineField }

/**
 * One application per person and posting. Of what the applicant sent nothing changes later; `status`
 * moves by the application table (docs/lifecycle.md); rating and tags are the team's.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  admin: {
    group: 'Marketplace',
    defaultColumns: ['jobPosting', 'applicant', 'status', 'appliedAt'],
    hidden: hiddenUnlessAdmin,
  },
  access: { read: readApplications, create: createApplications, update: updateApplications, delete: deleteApplications },
  defaultSort: '-appliedAt',
  endpoints: applicationEndpoints,
  // (status, appliedAt): the admin's list by status, newest first, and the count of each status.
  indexes: [{ fields: ['jobPosting', 'applicant'], unique: true }, { fields: ['status', 'appliedAt'] }],
  hooks: {
    beforeChange: [prepareApplication, markRequirements, guardStatusMove, stampInterview, checkApplicationTags],
    afterChange: [auditStatus, emailStatusChange],
    beforeDelete: [removeNotes, removeInterviews],
  },
  fields: [
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', required: true, index: true, access: { update: nobodyField } },
    { name: 'applicant', type: 'relationship', relationTo: 'users', index: true, access: serverOnlyWrites },
    { name: 'coverLetter', type: 'textarea', maxLength: MAX_COVER_LETTER, access: { update: nobodyField } },
    { name: 'resume', type: 'relationship', relationTo: 'resumes', access: { update: nobodyField } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
      // Every application starts pending (prepareApplication).
      access: { create: serverOnlyField },
    },
    { name: 'appliedAt', type: 'date', index: true, access: serverOnlyWrites, admin: { readOnly: true } },
    {
      // The last interview (the 45-day answer: domain/applications/decisionDeadline.ts). Set by the
      // server on the move to interviewed; a reviewer may give the day with that move, or a later
      // interview's day while interviewed (the stampInterview hook checks it).
      name: 'interviewedAt',
      type: 'date',
      index: true,
      access: { create: serverOnlyField },
      admin: { description: { en: 'The last interview. A decision is due 45 days later.', fr: 'La dernière entrevue. Une décision est due 45 jours plus tard.' } },
    },
    {
      // The interview date the employer's day-35 reminder was sent for (sent once; a new interview re-arms it).
      name: 'decisionReminderSentFor',
      type: 'date',
      access: { ...serverOnlyWrites, read: adminOnlyField },
      admin: { readOnly: true },
    },
    historyField('application'),
    // Who applied, as sent with the application (set by prepareApplication).
    { name: 'applicantName', type: 'text', access: serverOnlyWrites, admin: { readOnly: true } },
    { name: 'applicantEmail', type: 'email', access: serverOnlyWrites, admin: { readOnly: true } },
    // The pipeline (docs/pipeline.md): the posting's team and admins read and write these; every
    // application starts without them. Its notes are the `application-notes` collection.
    {
      name: 'rating',
      type: 'number',
      min: RATINGS[0],
      max: RATINGS.at(-1),
      index: true,
      access: PIPELINE_ACCESS,
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        value === null || value === undefined || (RATINGS as readonly unknown[]).includes(value) || translator(requestLocale(req))('pipeline.ratingInvalid'),
    },
    { name: 'tags', type: 'text', hasMany: true, maxRows: MAX_APPLICATION_TAGS, maxLength: MAX_TAG_LENGTH, access: PIPELINE_ACCESS },
    ...screeningFields,
  ],
  timestamps: true,
}
