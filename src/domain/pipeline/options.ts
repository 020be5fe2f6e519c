/*
 * The pipeline's limits (docs/pipeline.md). Pure values: the browser's forms and the server's
 * schemas and fields read the same ones.
 */

/** A rating is a whole number of stars. */
export const RATINGS = [1, 2, 3, 4, 5] as const

/** Longest note. */
export const MAX_NOTE = 2_000

/** A company's tag list: how many tags, how long each. */
export const MAX_COMPANY_TAGS = 30
export const MAX_TAG_LENGTH = 30
/** Tags on one application. */
export const MAX_APPLICATION_TAGS = 10

/** Applications one bulk action changes at once (four pages of the list). */
export const MAX_BULK = 100

/** The status email's template: subject and body lengths. */
export const MAX_TEMPLATE_SUBJECT = 150
export const MAX_TEMPLATE_BODY = 3_000

/** What a template's text may name; anything else in braces is left as written. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'position', 'company', 'status'] as const
