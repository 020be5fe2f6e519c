import type { PayloadRequest } from 'payload'

import { execute, sql } from '@/lib/payload/sql'
import { withTransaction } from '@/lib/payload/transaction'

export type PasswordCheck = 'ok' | 'wrong' | 'throttled'

/** The session id Payload put in a token it has just signed (read only, never trusted from a client). */
const sidOf = (token: string | undefined): string | undefined => {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8')).sid
  } catch {
    return undefined
  }
}

type WithSessions = { id: number; sessions?: { id: string }[] | null }

/** Removes one session from the account, as Payload's logout does, with the account's row locked. */
async function closeSession(req: PayloadRequest, email: string, sid: string): Promise<void> {
  await withTransaction(req.payload, async (tx) => {
    // Sign-ins rewrite the session list in their own transactions: wait for them, then read it fresh.
    const [row] = await execute(tx.payload, sql`SELECT id FROM users WHERE email = ${email} FOR UPDATE`, tx)
    if (!row) return
    const user = await tx.payload.db.findOne<WithSessions>({ collection: 'users', where: { id: { equals: row.id } }, req: tx })
    if (!user?.sessions?.some((s) => s.id === sid)) return
    const sessions = user.sessions.filter((s) => s.id !== sid)
    // Only the session list changes, not updatedAt.
    await tx.payload.db.updateOne({ collection: 'users', id: user.id, data: { ...user, sessions, updatedAt: null }, req: tx, returning: false })
  })
}

/**
 * Checks a signed-in person's password with Payload's own sign-in, so wrong guesses count against
 * the same sign-in throttle as the login form; the session that sign-in opened is closed again.
 * Call it outside a transaction: the sign-in opens and commits its own on `req`.
 */
export async function verifyPassword(req: PayloadRequest, email: string, password: string): Promise<PasswordCheck> {
  let token: string | undefined
  try {
    token = (await req.payload.login({ collection: 'users', data: { email, password }, req })).token
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 429) return 'throttled'
    if (status === 400 || status === 401 || status === 403) return 'wrong'
    throw error
  }
  const sid = sidOf(token)
  if (sid) await closeSession(req, email, sid)
  return 'ok'
}
