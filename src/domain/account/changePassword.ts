import { and, eq, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { verifyPassword } from '@/domain/auth/verifyPassword'
import { passwordProblem } from '@/domain/auth/passwordPolicy'
import { emailLocaleOf } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { users_sessions } from '@/payload-generated-schema'
import type { User } from '@/payload-types'

import type { ChangePasswordInput } from './schemas'

/** To the account's address: its password changed (a security email, always sent). */
function passwordChangedEmail(user: Pick<User, 'fullName' | 'preferredLanguage'>) {
  const locale = emailLocaleOf(user)
  const t = translator(locale)
  return renderEmail({ locale, name: user.fullName, subject: t('account.passwordChangedSubject'), paragraphs: [t('account.passwordChangedBody')] })
}

/**
 * Changes a signed-in person's password on /account: the current password is checked first (with
 * the sign-in throttle), the new one must pass the password policy, every other session of the
 * account is signed out, and the account's address is told. The reset link stays the way in for
 * someone who forgot it; a stolen session alone cannot change the password.
 */
export async function changePassword(req: PayloadRequest, input: ChangePasswordInput): Promise<void> {
  const user = req.user as (User & { _sid?: string }) | null
  if (!user) throw new HttpError('account.signInRequired', 401)
  const problem = passwordProblem(input.newPassword)
  if (problem) throw new HttpError(problem, 400)
  const check = await verifyPassword(req, user.email, input.currentPassword)
  if (check === 'throttled') throw new HttpError('auth.signInThrottled', 429)
  if (check === 'wrong') throw new HttpError('auth.wrongPassword', 400)
  await withTransaction(
    req.payload,
    async (tx) => {
      await tx.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: input.newPassword },
        // The current password was just checked: guardSelfService lets this one request set a new one.
        context: { passwordChecked: true },
        user,
        overrideAccess: false,
        depth: 0,
        req: tx,
      })
      await (await database(tx.payload, tx)).delete(users_sessions).where(and(eq(users_sessions._parentID, user.id), ne(users_sessions.id, user._sid ?? '')))
      await queueEmail(tx.payload, { to: user.email, ...passwordChangedEmail(user) }, tx)
    },
    { user },
  )
}
