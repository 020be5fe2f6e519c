import { dictionary } from '@zxcvbn-ts/language-common'

import { messages } from '@/i18n'

import { PASSWORD_MAX, PASSWORD_MIN } from './passwordPolicy.constants'

/** The 1,000 most common passwords (the list is ordered by frequency). */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase()),
)

/** Returns the message explaining why a password is refused, or null if it is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return messages.validation.passwordRequired
  if (password.length < PASSWORD_MIN) return messages.validation.passwordTooShort
  if (password.length > PASSWORD_MAX) return messages.validation.passwordTooLong
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return messages.validation.passwordTooCommon
  return null
}
