import { z } from '@/lib/zod'

import { daysBetween, isDay, todayInCanada } from './days'
import { CREDENTIAL_KINDS, CREDENTIAL_LIMITS, CREDENTIAL_RESULTS } from './options'

/**
 * An expiry day: a real date, not past anywhere in Canada, and not absurdly far ahead. One rule for
 * the upload form, the upload endpoint and every later change of the expiry.
 */
export const expirySchema = z
  .string({ error: 'credentials.expiryRequired' })
  .trim()
  .min(1, 'credentials.expiryRequired')
  .refine(isDay, 'credentials.expiryInvalid')
  .refine((day) => !isDay(day) || day >= todayInCanada(), 'credentials.expiryPast')
  .refine((day) => !isDay(day) || daysBetween(todayInCanada(), day) <= CREDENTIAL_LIMITS.yearsAhead * 366, 'credentials.expiryTooFar')

const optionalText = (max: number) => z.string().trim().max(max, 'credentials.textTooLong').optional().or(z.literal(''))

/** The text of an upload (the file is checked apart, by its bytes). */
export const credentialUploadSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: 'credentials.kindRequired' }),
  expiresOn: expirySchema,
  issuer: optionalText(CREDENTIAL_LIMITS.issuer),
  notes: optionalText(CREDENTIAL_LIMITS.notes),
})

/** What an admin records: verified, or rejected with the reason the professional reads. */
export const credentialCheckSchema = z
  .object({
    result: z.enum(CREDENTIAL_RESULTS, { error: 'credentials.resultRequired' }),
    reason: z.string().trim().max(CREDENTIAL_LIMITS.reason, 'credentials.reasonTooLong').optional().default(''),
    /** The stored file the admin opened: the check is refused when the owner has since sent another. */
    file: z.string().trim().max(200).optional(),
    /** The expiry day the admin read (YYYY-MM-DD): refused, too, when the owner has since changed it. */
    expiresOn: z.string().trim().max(40).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.result === 'rejected' && !d.reason) ctx.addIssue({ code: 'custom', message: 'credentials.reasonRequired', path: ['reason'] })
  })
