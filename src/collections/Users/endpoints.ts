import type { Endpoint, PayloadRequest } from 'payload'

import { confirmEmailChange, requestEmailChange } from '@/domain/auth/emailChange'
import { AccountRequestError } from '@/domain/auth/requestError'
import { resendVerification } from '@/domain/auth/resendVerification'
import { signUp } from '@/domain/auth/signUp'
import { messages } from '@/i18n'

const a = messages.auth

/** JSON in, `{ message, ... }` or `{ error }` out; a refusal keeps its status, anything else is logged. */
const jsonEndpoint =
  (run: (req: PayloadRequest, body: unknown) => Promise<Record<string, unknown>>): Endpoint['handler'] =>
  async (req) => {
    const body = await req.json?.().catch(() => null)
    try {
      return Response.json(await run(req, body), { status: 200 })
    } catch (error) {
      if (error instanceof AccountRequestError) return Response.json({ error: error.message }, { status: error.status })
      req.payload.logger.error({ err: error, msg: `Account request ${req.pathname} failed` })
      return Response.json({ error: a.fallbackError }, { status: 500 })
    }
  }

export const userEndpoints: Endpoint[] = [
  // Sign-up: the same answer whether or not the address already has an account (admins: Payload's create).
  { path: '/', method: 'post', handler: signUp },
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
