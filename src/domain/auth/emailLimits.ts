import { APIError, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { withinLimits, type LimitName } from '@/domain/rateLimits'
import { requestTranslator } from '@/i18n/requestLanguage'
import { clientNetwork } from '@/lib/rateLimit'

import { normalEmail } from './normalEmail'

type Limited = 'signUp' | 'passwordReset'

const LIMITS: Record<Limited, { network: LimitName; email: LimitName; refusal: 'auth.signUpThrottled' | 'auth.resetThrottled' }> = {
  signUp: { network: 'signUpPerNetwork', email: 'signUpPerEmail', refusal: 'auth.signUpThrottled' },
  passwordReset: { network: 'resetPerNetwork', email: 'resetPerEmail', refusal: 'auth.resetThrottled' },
}

/**
 * Sign-up and password resets send email (a sign-up for a taken address emails its owner), so each
 * is counted per caller network and per target address before anything is looked up: the refusal
 * (429, in the request's language) is the same whether or not an account exists. Admins are not limited.
 */
export async function refuseOverEmailLimits(req: PayloadRequest, what: Limited, email: unknown): Promise<void> {
  if (isAdminUser(req.user)) return
  const rule = LIMITS[what]
  const address = normalEmail(email)
  const checks: [LimitName, ...string[]][] = [[rule.network, clientNetwork(req)]]
  if (address) checks.push([rule.email, address])
  if (!(await withinLimits(req, checks))) throw new APIError(requestTranslator(req)(rule.refusal), 429, null, true)
}
