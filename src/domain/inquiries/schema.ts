import type { CatalogueKey } from '@/i18n/catalogueText'
import { z } from '@/lib/zod'

import { CURRENT_ROLES, EXPERIENCES, INVESTMENT_RANGES, TIMELINES } from './options'

const optionalText = (max: number, tooLong: CatalogueKey) => z.string().trim().max(max, tooLong).optional().or(z.literal(''))
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')], { error: 'inquiry.badChoice' }).optional()

/**
 * The ownership inquiry form: used by the browser form and by the server before anything is stored.
 * Messages are catalogue keys without arguments (the form shows them with `useZodMessage`, the
 * server's hook answers them in the request's language).
 */
export const inquirySchema = z.object({
  fullName: z.string().trim().min(1, 'inquiry.fullNameRequired').max(120, 'inquiry.fullNameTooLong'),
  email: z.string().trim().min(1, 'inquiry.emailRequired').pipe(z.email('inquiry.emailInvalid')),
  phone: optionalText(40, 'inquiry.phoneTooLong'),
  currentRole: optionalChoice(CURRENT_ROLES),
  experience: optionalChoice(EXPERIENCES),
  location: optionalText(120, 'inquiry.locationTooLong'),
  investmentRange: optionalChoice(INVESTMENT_RANGES),
  timeline: optionalChoice(TIMELINES),
  message: optionalText(5000, 'inquiry.messageTooLong'),
})

export type InquiryInput = z.infer<typeof inquirySchema>

/** Name of the hidden field people never fill in; bots usually do. */
export const HONEYPOT_FIELD = 'website'
