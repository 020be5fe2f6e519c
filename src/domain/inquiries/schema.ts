import { messages } from '@/i18n'
import { z } from '@/lib/zod'

import { currentRoles, experiences, investmentRanges, timelines } from './options'

const m = messages.inquiry
const optionalText = (max: number) => z.string().trim().max(max, m.tooLong(max)).optional().or(z.literal(''))
const optionalChoice = <T extends [string, ...string[]]>(values: T) => z.enum(values).optional().or(z.literal(''))

/** The ownership inquiry form: used by the browser form and by the server before anything is stored. */
export const inquirySchema = z.object({
  fullName: z.string().trim().min(1, m.fullNameRequired).max(120, m.tooLong(120)),
  email: z.string().trim().min(1, m.emailRequired).pipe(z.email(m.emailInvalid)),
  phone: optionalText(40),
  currentRole: optionalChoice(currentRoles),
  experience: optionalChoice(experiences),
  location: optionalText(120),
  investmentRange: optionalChoice(investmentRanges),
  timeline: optionalChoice(timelines),
  message: optionalText(5000),
})

export type InquiryInput = z.infer<typeof inquirySchema>

/** Name of the hidden field people never fill in; bots usually do. */
export const HONEYPOT_FIELD = 'website'
