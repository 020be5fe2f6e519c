/*
 * The application threads' limits (docs/messages.md). Pure values: the browser's form and the
 * server's field and hook read the same ones.
 */

/** Longest message, in characters. */
export const MAX_MESSAGE = 5_000
