/** Emails are compared as Payload stores them: trimmed, lower case. */
export const normalEmail = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null
