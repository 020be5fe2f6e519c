import { dictionary } from '@zxcvbn-ts/language-common'


import { PASSWORD_MAX, PASSWORD_MIN } from './passwordPolicy.constants'

/** The 1,000 most common passwords (the list is ordered by frequency). */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].slice(0, 1000).map((p) => p.toLowerCase()),
)

export type PasswordProblem = `validation.${'passwordRequired' | 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon'}`

/** The catalogue key of the message explaining why a password is refused, or null if it is acceptable. */
export function passwordProblem(password: unknown): PasswordProblem | null {
  if (typeof password !== 'string' || password.length === 0) return 'validation.passwordRequired'
  if (password.length < PASSWORD_MIN) return 'validation.passwordTooShort'
  if (password.length > PASSWORD_MAX) return 'validation.passwordTooLong'
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'validation.passwordTooCommon'
  return null
}
