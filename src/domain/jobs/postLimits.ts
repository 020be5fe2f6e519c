import { LANGUAGE_REASON_MAX } from './postingLaw'

/*
 * The Post a Job form's limits, apart from its schema (postSchema.ts) so the form shows them
 * without loading zod up front.
 */

/** The most characters each text field takes (the collection's limits). */
export const MAX_LENGTH = {
  title: 120,
  company: 120,
  location: 120,
  salaryRange: 80,
  description: 10_000,
  requirements: 5_000,
  titleFr: 120,
  descriptionFr: 10_000,
  requirementsFr: 5_000,
  languageRequirementReason: LANGUAGE_REASON_MAX,
} as const

/** The pay amounts the collection accepts. */
export const PAY_RANGE = { min: 0, max: 10_000_000 } as const
