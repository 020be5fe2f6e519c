import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { withinLimits, type LimitName } from '@/domain/rateLimits'
import { normalEmail } from '@/domain/auth/normalEmail'
import { requestTranslator } from '@/i18n/requestLanguage'
import { clientNetwork } from '@/lib/rateLimit'

const LIMITED: Partial<Record<string, { network: LimitName; email: LimitName; refusal: 'auth.signUpThrottled' | 'auth.resetThrottled' }>> = {
  create: { network: 'signUpPerNetwork', email: 'signUpPerEmail', refusal: 'auth.signUpThrottled' },
  forgotPassword: { network: 'resetPerNetwork', email: 'resetPerEmail', refusal: 'auth.resetThrottled' },
}

/**
 * Sign-up and forgot-password send email (a sign-up for a taken address emails its owner), so each
 * is counted per caller network and per target address before anything is looked up: the refusal
 * is the same whether or not an account exists. A weak password is refused before (see
 * guardSelfService) and not counted. Admins and trusted server calls are not limited.
 */
export const limitEmailRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { data, overrideAccess } = args as { data?: { email?: unknown }; overrideAccess?: boolean }
  const rule = LIMITED[operation]
  if (!rule || overrideAccess || isAdminUser(req.user)) return args
  const network = clientNetwork(req)
  const email = normalEmail(data?.email)
  const checks: [LimitName, ...string[]][] = [[rule.network, network]]
  if (email) checks.push([rule.email, email])
  if (!(await withinLimits(req, checks))) throw new APIError(requestTranslator(req)(rule.refusal), 429, null, true)
  return args
}
