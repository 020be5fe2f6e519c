import type { CatalogueKey } from '@/i18n/catalogueText'
import { z } from '@/lib/zod'

import { ALERT_LANGUAGES } from './options'
import { frequencySchema, searchShape } from './search'
import { shiftCriteriaShape } from './shiftCriteria'

const v = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  consent: 'alerts.errors.consent',
} as const satisfies Record<string, CatalogueKey>

/**
 * "Save this search": the search, how often, the address (a signed-in person's own is used whatever
 * is sent), and the consent box, which must be ticked (CASL: never assumed, never pre-checked).
 * The form and the endpoint share it. `language` is the page's (the wording shown was in it);
 * `source` the page's path.
 */
const subscription = {
  frequency: frequencySchema,
  email: z.string({ error: v.emailRequired }).trim().max(254, v.emailInvalid).pipe(z.union([z.literal(''), z.email(v.emailInvalid)])).optional(),
  consent: z.literal(true, { error: v.consent }),
  language: z.enum(ALERT_LANGUAGES).optional(),
  source: z.string().max(500).optional(),
}
export const subscribeSchema = z.object({ ...searchShape, ...subscription })
export type SubscribeInput = z.infer<typeof subscribeSchema>

/** The guest's address: required. */
const guestEmail = { email: z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).max(254, v.emailInvalid).pipe(z.email(v.emailInvalid)) }

/** The guest's form: an address is required. */
export const guestSubscribeSchema = subscribeSchema.extend(guestEmail)

/** "Email me new shifts near …" (docs/alerts.md, Shift alerts): /shifts' filters, and the same how often, address and consent. */
export const shiftSubscribeSchema = z.object({ ...shiftCriteriaShape, ...subscription })
export type ShiftSubscribeInput = z.infer<typeof shiftSubscribeSchema>
export const guestShiftSubscribeSchema = shiftSubscribeSchema.extend(guestEmail)

export const confirmSchema = z.object({ token: z.string({ error: 'alerts.errors.linkInvalid' }).max(200, 'alerts.errors.linkInvalid') })
