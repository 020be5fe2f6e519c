import type { Translator } from '@/i18n/translator'

import { MAX_MESSAGE } from './options'

/** What is wrong with a message's text (the reader's words), or null: 1 to MAX_MESSAGE characters, not only spaces. */
export function messageProblem(value: unknown, t: Translator): string | null {
  if (typeof value !== 'string' || !value.trim()) return t('threads.required')
  return value.length > MAX_MESSAGE ? t('threads.tooLong', { max: MAX_MESSAGE }) : null
}
