import { newPassword } from '@/domain/auth/schemas'
import { z } from '@/lib/zod'

/** Messages are catalogue keys (forms: useZodMessage; endpoints: the request's language). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
    newPassword,
    confirm: z.string({ error: 'auth.passwordsDiffer' }),
  })
  .refine((d) => d.newPassword === d.confirm, { message: 'auth.passwordsDiffer', path: ['confirm'] })

/** Closing an account: the current password confirms it. */
export const closeAccountSchema = z.object({
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
})

const FULL_NAME_MAX = 100

/** The details form on /account (sent to PATCH /api/users/:id, which checks them again). */
export const accountDetailsSchema = z.object({
  fullName: z.string().trim().min(1, 'validation.fullNameRequired').max(FULL_NAME_MAX, 'validation.fullNameTooLong'),
  preferredLanguage: z.enum(['en', 'fr']),
  applicationUpdates: z.boolean(),
  newApplicants: z.boolean(),
  weeklyApplicantDigest: z.boolean(),
})

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>
export type CloseAccountInput = z.infer<typeof closeAccountSchema>
export type AccountDetailsInput = z.infer<typeof accountDetailsSchema>
