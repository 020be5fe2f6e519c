import { APPLICATION_STATUSES } from '@/domain/applications/options'
import { z } from '@/lib/zod'

import { MAX_BULK, MAX_COMPANY_TAGS, MAX_TAG_LENGTH, MAX_TEMPLATE_BODY, MAX_TEMPLATE_SUBJECT } from './options'

/*
 * The pipeline's requests, one schema each, shared by the workspace's forms and the endpoints.
 * Messages are catalogue keys (answered in the request's language).
 */

/** The applications a bulk action is for: at least one, at most MAX_BULK, each once. */
const applicationIds = z
  .array(z.number({ error: 'pipeline.bulkNone' }).int('pipeline.bulkNone').positive('pipeline.bulkNone').max(2_147_483_647, 'pipeline.bulkNotFound'), {
    error: 'pipeline.bulkNone',
  })
  .min(1, 'pipeline.bulkNone')
  .max(MAX_BULK, 'pipeline.bulkTooMany')
  .transform((ids) => [...new Set(ids)])

const tag = z.string({ error: 'pipeline.bulkTagInvalid' }).trim().min(1, 'pipeline.bulkTagInvalid').max(MAX_TAG_LENGTH, 'pipeline.tagTooLong')

/** A status for the selected applications; the interview's day may go with interviewed (checked like any status move). */
export const bulkStatusSchema = z.object({
  ids: applicationIds,
  status: z.enum(APPLICATION_STATUSES, { error: 'pipeline.bulkStatusInvalid' }),
  interviewedAt: z.string({ error: 'errors.badValue' }).max(40, 'errors.badValue').optional(),
  emailApplicant: z.boolean({ error: 'errors.badValue' }),
})
export type BulkStatus = z.output<typeof bulkStatusSchema>

/** A tag of the company's list for the selected applications. */
export const bulkTagSchema = z.object({ ids: applicationIds, tag })
export type BulkTag = z.output<typeof bulkTagSchema>

const subject = z
  .string({ error: 'pipeline.subjectTooLong' })
  .trim()
  .max(MAX_TEMPLATE_SUBJECT, 'pipeline.subjectTooLong')
  // One line: a subject's line breaks are spaces.
  .transform((text) => text.replace(/\s+/g, ' '))
const body = z.string({ error: 'pipeline.bodyTooLong' }).trim().max(MAX_TEMPLATE_BODY, 'pipeline.bodyTooLong')

/** The owner's pipeline settings: the tag list and the status email in each language (empty: the default). */
export const pipelineSettingsSchema = z.object({
  tags: z
    .array(tag, { error: 'pipeline.bulkTagInvalid' })
    .max(MAX_COMPANY_TAGS, 'pipeline.tagsTooMany')
    .transform((tags) => [...new Set(tags)]),
  statusEmail: z.object({ subjectEn: subject, bodyEn: body, subjectFr: subject, bodyFr: body }, { error: 'errors.badValue' }),
})
export type PipelineSettings = z.output<typeof pipelineSettingsSchema>
