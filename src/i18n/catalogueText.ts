import type { MessageKeys, NestedKeyOf } from 'next-intl'

import type { AppMessages } from './catalogues'

/**
 * Messages that travel as catalogue keys and are translated where they are read: zod schemas'
 * messages (`validation.emailInvalid`), refusals thrown by server code (`HttpError('jobs.notFound')`).
 * Safe in the browser: it holds no catalogue, only types and the key syntax.
 *
 * A key that needs ICU arguments carries them after it, as JSON: `withArgs('jobs.tooLong', { max: 120 })`
 * is `jobs.tooLong{"max":120}` (a react-hook-form error keeps only the message). Prefer keys without
 * arguments in shared schemas: every reader translates those.
 */

/** Every message of the catalogue, as a dotted key (`auth.sameEmail`). */
export type CatalogueKey = MessageKeys<AppMessages, NestedKeyOf<AppMessages>>

export type MessageArgs = Record<string, string | number | Date>

const KEY = /^[a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)+$/

/** `key` with ICU arguments attached (see above). */
export const withArgs = (key: CatalogueKey, args: Record<string, string | number>): string => `${key}${JSON.stringify(args)}`

/** The key and attached arguments of a text, or null when it is not key-shaped. */
export function readKey(text: string): { key: string; args: MessageArgs } | null {
  const brace = text.indexOf('{')
  const key = brace === -1 ? text : text.slice(0, brace)
  if (!KEY.test(key)) return null
  if (brace === -1) return { key, args: {} }
  try {
    const args: unknown = JSON.parse(text.slice(brace))
    return args && typeof args === 'object' && !Array.isArray(args) ? { key, args: args as MessageArgs } : null
  } catch {
    return null
  }
}

/** What `catalogueText` needs of a next-intl translator (`useTranslations()`, `translator(locale)`). */
type AnyTranslator = ((key: never, values?: never) => string) & { has: (key: never) => boolean }
type LooseTranslator = ((key: string, values?: MessageArgs) => string) & { has: (key: string) => boolean }

/**
 * A text in the translator's language: a catalogue key (with its attached arguments, and `args`) is
 * translated; anything else, an unknown key included, is returned as it is.
 */
export function catalogueText(t: AnyTranslator, text: string, args?: MessageArgs): string {
  const read = readKey(text)
  const loose = t as unknown as LooseTranslator
  if (!read || !loose.has(read.key)) return text
  return loose(read.key, { ...args, ...read.args })
}
