import { generateExpiredPayloadCookie, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { changePassword } from '@/domain/account/changePassword'
import { changePasswordSchema, closeAccountSchema } from '@/domain/account/schemas'
import { verifyPassword } from '@/domain/auth/verifyPassword'
import { requestTranslator } from '@/i18n/requestLanguage'
import { endpoint, HttpError, routeId } from '@/lib/http'

import { deleteAccount } from './erase'
import { exportResponse } from './exportData'

const failure = { message: 'privacy.unexpected' } as const

const signedIn = (req: PayloadRequest) => {
  if (!req.user) throw new HttpError('account.signInRequired', 401)
  return req.user
}

/** Admin-only requests about another account (a request received by mail); 403 for anyone else. */
const asAdmin = (req: PayloadRequest) => {
  if (!isAdminUser(signedIn(req))) throw new HttpError('privacy.adminOnly', 403)
  return routeId(req, 'privacy.accountNotFound')
}

/** The account's session cookie, expired: the browser is signed out. */
const signedOut = (req: PayloadRequest) =>
  headersWithCors({
    headers: new Headers({
      'Set-Cookie': generateExpiredPayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
      }),
    }),
    req,
  })

/** The /account endpoints (the person's own) and their admin counterparts. */
export const accountEndpoints: Endpoint[] = [
  {
    // { currentPassword, newPassword, confirm }, signed in.
    path: '/change-password',
    method: 'post',
    handler: endpoint({ body: changePasswordSchema, failure }, async (req, input) => {
      await changePassword(req, input)
      return { message: requestTranslator(req)('account.passwordChanged') }
    }),
  },
  {
    // Download my data: a ZIP, answered at once.
    path: '/export-data',
    method: 'get',
    handler: endpoint({ failure }, async (req) => exportResponse(req, Number(signedIn(req).id), 'self')),
  },
  {
    // { password }: closes the signed-in account for good, then signs the browser out.
    path: '/close-account',
    method: 'post',
    handler: endpoint({ body: closeAccountSchema, failure }, async (req, { password }) => {
      const user = signedIn(req)
      // Staff accounts are closed by another admin, so the site never loses its last one this way.
      if (isAdminUser(user)) throw new HttpError('privacy.staffCannotClose', 403)
      const check = await verifyPassword(req, user.email, password)
      if (check === 'throttled') throw new HttpError('auth.signInThrottled', 429)
      if (check === 'wrong') throw new HttpError('auth.wrongPassword', 400)
      await deleteAccount(req.payload, Number(user.id), 'self', null)
      return Response.json({ message: requestTranslator(req)('privacy.closed') }, { status: 200, headers: signedOut(req) })
    }),
  },
  {
    // Admins: the same export for account :id.
    path: '/:id/export-data',
    method: 'get',
    handler: endpoint({ failure }, async (req) => exportResponse(req, asAdmin(req), 'admin')),
  },
  {
    // Admins: deletes account :id and its data (a request received by mail). No body.
    path: '/:id/erase',
    method: 'post',
    handler: endpoint({ failure }, async (req) => {
      const id = asAdmin(req)
      await deleteAccount(req.payload, id, 'admin', req.user as never)
      return { message: requestTranslator(req)('privacy.erased') }
    }),
  },
]
