import { and, eq, gt, isNotNull, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { queueEmail } from '@/domain/email/queueEmail'
import { addressInUseEmail, confirmEmailChangeEmail, emailChangeNotice } from '@/domain/email/templates'
import { HttpError } from '@/lib/http'
import { database, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { z } from '@/lib/zod'
import { users } from '@/payload-generated-schema'
import type { User } from '@/payload-types'

import { withinLimits } from '@/domain/rateLimits'
import { normalEmail } from '@/domain/auth/normalEmail'
import type { ChangeEmailInput } from './schemas'
import { hashToken, isTokenShape, newToken } from './tokens'
import { verifyPassword } from './verifyPassword'

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

/**
 * The pending-change fields and the login address are the server's alone (no field access lets a
 * client write them), so they are written here in SQL on the caller's transaction, like the token
 * claim below.
 */

/** The other account that already signs in with `email`, if any (never answered to the requester). */
async function otherAccount(req: PayloadRequest, email: string, self: number): Promise<{ preferredLanguage: string | null } | null> {
  const db = await database(req.payload, req)
  const [row] = await db
    .select({ preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, self)))
    .limit(1)
  return row ? { preferredLanguage: row.preferredLanguage ?? null } : null
}

const usedByAnother = async (req: PayloadRequest, email: string, self: number) => (await otherAccount(req, email, self)) !== null

/**
 * Starts moving the signed-in account to a new address: the current password is required, the new
 * address gets a link (valid 24 hours) and the current one a notice, and the account keeps its
 * address until the link is opened. An address another account uses gets a "someone tried to use
 * this address" email instead of the link, and the requester sees exactly the same answer. Each
 * email is in its recipient's language: the account's, or the other account's for a taken address.
 */
export async function requestEmailChange(req: PayloadRequest, input: ChangeEmailInput): Promise<{ pendingEmail: string }> {
  const user = req.user as User | null
  if (!user) throw new HttpError('auth.changeEmailSignIn', 401)
  const newEmail = input.newEmail.toLowerCase()
  if (newEmail === normalEmail(user.email)) throw new HttpError('auth.sameEmail', 400)

  const allowed = await withinLimits(req, [
    ['changeEmailPerAccount', String(user.id)],
    ['changeEmailPerTarget', newEmail],
  ])
  if (!allowed) throw new HttpError('auth.changeEmailThrottled', 429)
  const password = await verifyPassword(req, user.email, input.password)
  if (password === 'throttled') throw new HttpError('auth.signInThrottled', 429)
  if (password === 'wrong') throw new HttpError('auth.wrongPassword', 400)

  const token = newToken()
  await withTransaction(
    req.payload,
    async (tx) => {
      const other = await otherAccount(tx, newEmail, user.id)
      const taken = other !== null
      // A taken address gets the hash of a token nobody has, so the pending change looks the same
      // and can never complete.
      const hash = hashToken(taken ? newToken() : token)
      const expires = new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString()
      await (await database(tx.payload, tx))
        .update(users)
        .set({ pendingEmail: newEmail, emailChangeTokenHash: hash, emailChangeExpiresAt: expires, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
      const toNewAddress = other ? addressInUseEmail(other) : confirmEmailChangeEmail(token, user)
      await queueEmail(tx.payload, { to: newEmail, ...toNewAddress }, tx)
      await queueEmail(tx.payload, { to: user.email, ...emailChangeNotice(newEmail, user) }, tx)
    },
    { user },
  )
  return { pendingEmail: newEmail }
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key|23505|already registered/i.test(`${(error as Error)?.message} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`)

/**
 * Completes a change from the emailed link (signed in or not: the token is the credential). The
 * token is spent by the same statement that finds it, so a link works once, and only within 24
 * hours. From then on the new address is the login.
 */
export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: 'auth.changeLinkInvalid' }).refine(isTokenShape, 'auth.changeLinkInvalid'),
})

export async function confirmEmailChange(req: PayloadRequest, { token }: z.infer<typeof confirmEmailChangeSchema>): Promise<{ email: string }> {
  let changed: string | null = null
  try {
    changed = await withTransaction(req.payload, async (tx) => {
      const db = await database(tx.payload, tx)
      const [claimed] = await db
        .update(users)
        .set({ emailChangeTokenHash: null })
        .where(and(eq(users.emailChangeTokenHash, hashToken(token)), gt(users.emailChangeExpiresAt, sql`now()`), isNotNull(users.pendingEmail)))
        .returning({ id: users.id, pendingEmail: users.pendingEmail })
      if (!claimed) return null
      const id = Number(claimed.id)
      const email = String(claimed.pendingEmail)
      // Another account took the address since the link was sent: the change is dropped.
      const taken = await usedByAnother(tx, email, id)
      // The link proved the address: from now on it is the login (unless another account took it).
      await db
        .update(users)
        .set({
          email: sql`CASE WHEN ${taken} THEN ${users.email} ELSE ${email} END`,
          pendingEmail: null,
          emailChangeTokenHash: null,
          emailChangeExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
      return taken ? null : email
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  if (!changed) throw new HttpError('auth.changeLinkInvalid', 400)
  return { email: changed }
}
