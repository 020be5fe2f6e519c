import { eq } from '@payloadcms/db-postgres/drizzle'
import { addDataAndFileToRequest, ValidationError, type PayloadHandler, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { queueEmail } from '@/domain/email/queueEmail'
import { EMAIL_QUEUE } from '@/domain/email/queuedEmailAdapter'
import { accountExistsEmail } from '@/domain/email/templates'
import { requestTranslator } from '@/i18n/requestLanguage'
import { database } from '@/lib/payload/sql'
import { users } from '@/payload-generated-schema'

import { normalEmail } from '@/domain/auth/normalEmail'

/** Payload's own create route for users: the last `POST /` (the collection's own endpoints come first). */
function payloadCreate(req: PayloadRequest) {
  const routes = req.payload.collections.users.config.endpoints || []
  return routes.filter((e) => e.method === 'post' && e.path === '/').at(-1)!.handler(req)
}

/** The create failed only because the address is taken (the database's unique email). */
const onlyEmailRefused = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.length > 0 && error.data.errors.every((e) => e.path === 'email')

/**
 * The address already has an account: its owner hears of the attempt (a fresh confirmation link
 * when the account was never confirmed). Says whether there was such an account.
 */
async function tellOwner(req: PayloadRequest, email: string): Promise<boolean> {
  const [owner] = await (await database(req.payload))
    .select({ fullName: users.fullName, verified: users._verified, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (!owner) return false
  if (owner.verified === false) await req.payload.jobs.queue({ task: 'resendVerification', input: { email }, queue: EMAIL_QUEUE })
  else {
    const user = { fullName: owner.fullName, preferredLanguage: owner.preferredLanguage }
    await queueEmail(req.payload, { to: email, ...accountExistsEmail(user) })
  }
  return true
}

/**
 * POST /api/users. Admins create accounts through Payload's own route. Everyone else signs up, and
 * the answer never tells whether the address already has an account: a new address gets its
 * account and a confirmation link, a taken one nothing new (its owner gets an email), and both get
 * the same 201 and message after the same work (the create attempt hashes the password either way;
 * the limits, the password policy and every other check run first, alike for both). The account
 * takes the body's `preferredLanguage` (see signupLanguage), its emails go out in it.
 */
export const signUp: PayloadHandler = async (req) => {
  if (isAdminUser(req.user)) return payloadCreate(req)
  await addDataAndFileToRequest(req)
  const data = (req.data ?? {}) as Record<string, unknown>
  try {
    await req.payload.create({ collection: 'users', data: data as never, depth: 0, req, overrideAccess: false })
  } catch (error) {
    const email = normalEmail(data.email)
    if (!email || !onlyEmailRefused(error) || !(await tellOwner(req, email))) throw error
  }
  return Response.json({ message: requestTranslator(req)('auth.checkEmailBody') }, { status: 201 })
}
