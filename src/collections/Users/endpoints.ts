import { headersWithCors, type Endpoint, type PayloadRequest } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { confirmAccount } from '@/domain/auth/confirmAccount'
import { confirmEmailChange, requestEmailChange } from '@/domain/auth/emailChange'
import { AccountRequestError } from '@/domain/auth/requestError'
import { resendVerification } from '@/domain/auth/resendVerification'
import { messages } from '@/i18n'

const a = messages.auth

/**
 * JSON in, `{ message, ... }` (or a ready response) or `{ error }` out; a refusal keeps its status,
 * anything else is logged.
 */
const jsonEndpoint =
  (run: (req: PayloadRequest, body: unknown) => Promise<Record<string, unknown> | Response>): Endpoint['handler'] =>
  async (req) => {
    const body = await req.json?.().catch(() => null)
    try {
      const result = await run(req, body)
      return result instanceof Response ? result : Response.json(result, { status: 200 })
    } catch (error) {
      if (error instanceof AccountRequestError) return Response.json({ error: error.message }, { status: error.status })
      req.payload.logger.error({ err: error, msg: `Account request ${req.pathname} failed` })
      return Response.json({ error: a.fallbackError }, { status: 500 })
    }
  }

export const userEndpoints: Endpoint[] = [
  {
    // { token } from the sign-up email: confirms the address and signs its owner in, setting the
    // session cookie exactly as POST /api/users/login does.
    path: '/confirm-account',
    method: 'post',
    handler: jsonEndpoint(async (req, body) => {
      const { token, email } = await confirmAccount(req, body)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token,
      })
      return Response.json(
        { message: a.emailConfirmedBody, email },
        { status: 200, headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
      )
    }),
  },
  {
    // { email }: a new confirmation link for an account that has not confirmed its address.
    path: '/resend-verification',
    method: 'post',
    handler: jsonEndpoint(async (req, body) => {
      await resendVerification(req, body)
      return { message: a.resendSent }
    }),
  },
  {
    // { newEmail, password }, signed in: a link to the new address, a notice to the current one.
    path: '/change-email',
    method: 'post',
    handler: jsonEndpoint(async (req, body) => {
      const { pendingEmail } = await requestEmailChange(req, body)
      return { message: a.changeEmailSent(pendingEmail), pendingEmail }
    }),
  },
  {
    // { token } from the emailed link.
    path: '/confirm-email-change',
    method: 'post',
    handler: jsonEndpoint(async (req, body) => {
      const { email } = await confirmEmailChange(req, body)
      return { message: a.emailChangedBody(email), email }
    }),
  },
]
