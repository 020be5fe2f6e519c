import { eq } from '@payloadcms/db-postgres/drizzle'
import { getFieldsToSign, jwtSign, type PayloadRequest, type TypedUser } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { HttpError } from '@/lib/http'
import { database, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'
import { users as usersTable } from '@/payload-generated-schema'
import { z } from '@/lib/zod'

/** Payload's verification tokens are random hex (40 characters today); anything else is not one. */
const isVerificationToken = (value: string) => /^[0-9a-f]{20,128}$/.test(value)

export const confirmAccountSchema = z.object({
  token: z.string({ error: 'auth.invalidToken' }).refine(isVerificationToken, 'auth.invalidToken'),
})

/**
 * Completes sign-up from the emailed link: the address is confirmed and its owner signed in, as the
 * product's callback promises. The token is the credential and is spent by the same statement that
 * finds it, so a link confirms and signs in once; the session is always the link's own account,
 * whoever else this browser was signed in as. The session is a real Payload session (listed on the
 * account, ended by sign-out), made with Payload's own helpers, exactly as a password sign-in makes it.
 */
export async function confirmAccount(req: PayloadRequest, { token }: z.infer<typeof confirmAccountSchema>): Promise<{ token: string; email: string }> {
  const users = req.payload.collections.users.config
  const signedIn = await withTransaction(req.payload, async (tx) => {
    const [claimed] = await (await database(tx.payload, tx))
      .update(usersTable)
      .set({ _verified: true, _verificationToken: null, updatedAt: sql`now()` })
      .where(eq(usersTable._verificationToken, token))
      .returning({ id: usersTable.id })
    if (!claimed) return null
    const user = (await tx.payload.db.findOne({ collection: 'users', req: tx, where: { id: { equals: claimed.id } } })) as TypedUser
    const { sid } = await addSessionToUser({ collectionConfig: users, payload: tx.payload, req: tx, user })
    const { token: jwt } = await jwtSign({
      fieldsToSign: getFieldsToSign({ collectionConfig: users, email: user.email, sid, user }),
      secret: tx.payload.secret,
      tokenExpiration: users.auth.tokenExpiration,
    })
    return { token: jwt, email: user.email }
  })
  if (!signedIn) throw new HttpError('auth.invalidToken', 400)
  return signedIn
}
