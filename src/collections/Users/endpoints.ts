import { headersWithCors, type Endpoint } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { confirmAccount, confirmAccountSchema } from '@/domain/auth/confirmAccount'
import { confirmEmailChange, confirmEmailChangeSchema, requestEmailChange } from '@/domain/auth/emailChange'
import { resendVerification } from '@/domain/auth/resendVerification'
import { requestPasswordReset } from '@/domain/auth/passwordReset'
import { changeEmailSchema, forgotPasswordSchema, resendVerificationSchema } from '@/domain/auth/schemas'
import { signUp } from '@/domain/auth/signUp'
import { accountEndpoints } from '@/domain/privacy/endpoints'
import { requestTranslator } from '@/i18n/requestLanguage'
import { endpoint } from '@/lib/http'

// Answers (and refusals) are in the request's language.
const failure = { message: 'auth.fallbackError' } as const

export const userEndpoints: Endpoint[] = [
  // Sign-up: the same answer whether or not the address already has an account (admins: Payload's create).
  { path: '/', method: 'post', handler: signUp },
  {
    // { token } from the sign-up email: confirms the address and signs its owner in, setting the
    // session cookie exactly as POST /api/users/login does.
    path: '/confirm-account',
    method: 'post',
    handler: endpoint({ body: confirmAccountSchema, failure }, async (req, input) => {
      const { token, email } = await confirmAccount(req, input)
      const cookie = generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token,
      })
      return Response.json(
        { message: requestTranslator(req)('auth.emailConfirmedBody'), email },
        { status: 200, headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie }), req }) },
      )
    }),
  },
  {
    // { email }: a password reset link, if the address has an account; the same answer either way.
    // Registered before Payload's own forgot-password, which it replaces (domain/auth/passwordReset.ts).
    path: '/forgot-password',
    method: 'post',
    handler: endpoint({ body: forgotPasswordSchema, failure }, async (req, input) => {
      await requestPasswordReset(req, input)
      return { message: requestTranslator(req)('auth.resetLinkSent') }
    }),
  },
  {
    // { email }: a new confirmation link for an account that has not confirmed its address.
    path: '/resend-verification',
    method: 'post',
    handler: endpoint({ body: resendVerificationSchema, failure }, async (req, input) => {
      await resendVerification(req, input)
      return { message: requestTranslator(req)('auth.resendSent') }
    }),
  },
  {
    // { newEmail, password }, signed in: a link to the new address, a notice to the current one.
    path: '/change-email',
    method: 'post',
    handler: endpoint({ body: changeEmailSchema, failure }, async (req, input) => {
      const { pendingEmail } = await requestEmailChange(req, input)
      return { message: requestTranslator(req)('auth.changeEmailSent', { email: pendingEmail }), pendingEmail }
    }),
  },
  {
    // { token } from the emailed link.
    path: '/confirm-email-change',
    method: 'post',
    handler: endpoint({ body: confirmEmailChangeSchema, failure }, async (req, input) => {
      const { email } = await confirmEmailChange(req, input)
      return { message: requestTranslator(req)('auth.emailChangedBody', { email }), email }
    }),
  },
  ...accountEndpoints,
]
