import { SELF_SERVICE_ROLES } from '@/access/roles'
import type { CatalogueKey } from '@/i18n/catalogueText'
import { z } from '@/lib/zod'

import { PASSWORD_MAX, PASSWORD_MIN } from './passwordPolicy.constants'

/**
 * Messages are catalogue keys: the forms show them with `useZodMessage` (src/i18n/useZodMessage.ts),
 * the endpoints answer them in the request's language (src/lib/http.ts).
 */
const v = {
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  passwordRequired: 'validation.passwordRequired',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  fullNameRequired: 'validation.fullNameRequired',
  fullNameTooLong: 'validation.fullNameTooLong',
  passwordsDiffer: 'auth.passwordsDiffer',
} as const satisfies Record<string, CatalogueKey>

const email = z.string({ error: v.emailRequired }).trim().min(1, v.emailRequired).pipe(z.email(v.emailInvalid))
export const newPassword = z
  .string()
  .min(1, v.passwordRequired)
  .min(PASSWORD_MIN, v.passwordTooShort)
  .max(PASSWORD_MAX, v.passwordTooLong)

/** One schema per form, used by the browser form; the server applies the same rules (and more). */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, v.passwordRequired),
})

export const createAccountSchema = z.object({
  fullName: z.string().trim().min(1, v.fullNameRequired).max(100, v.fullNameTooLong),
  email,
  password: newPassword,
  accountType: z.enum(SELF_SERVICE_ROLES, 'auth.badChoice'),
})

export const forgotPasswordSchema = z.object({ email })

export const resendVerificationSchema = z.object({ email })

export const changeEmailSchema = z.object({
  newEmail: email,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired),
})

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((d) => d.password === d.confirm, {
    message: v.passwordsDiffer,
    path: ['confirm'],
  })

export type SignInInput = z.infer<typeof signInSchema>
export type CreateAccountInput = z.infer<typeof createAccountSchema>
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>
