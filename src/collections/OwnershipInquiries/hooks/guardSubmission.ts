import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { normalEmail } from '@/domain/auth/normalEmail'
import { HONEYPOT_FIELD, inquirySchema } from '@/domain/inquiries/schema'
import { withinLimits } from '@/domain/rateLimits'
import { requestTranslator } from '@/i18n/requestLanguage'
import { issueText } from '@/lib/http'
import { clientNetwork } from '@/lib/rateLimit'
import { invalidFields } from '@/lib/payload/invalidFields'

/**
 * Public submissions (REST or Local API without admin rights) must pass the honeypot, the form's
 * own validation and the rate limits (per network, per inquirer address) before anything is stored. The counter commits at
 * once on its own connections, never waiting on the site's pool (see consume). Refusals are in the
 * request's language.
 */
export const guardSubmission: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const { data, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean }
  if (overrideAccess || isAdminUser(req.user)) return args
  const t = requestTranslator(req)

  const honeypot = data?.[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    throw new APIError(t('inquiry.rejected'), 400, null, true)
  }

  const parsed = inquirySchema.safeParse(data ?? {})
  if (!parsed.success) {
    throw invalidFields(req, {
      collection: 'ownership-inquiries',
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueText(t, issue) })),
    })
  }

  // Per network, then per inquirer address (each inquiry mails it a confirmation, so many networks
  // together must not flood one inbox either); the address is counted only once the network passed.
  const allowed = await withinLimits(req, [
    ['inquiryPerNetwork', clientNetwork(req)],
    ['inquiryPerEmail', normalEmail(parsed.data.email) ?? ''],
  ])
  if (!allowed) throw new APIError(t('inquiry.rateLimited'), 429, null, true)

  // Store exactly the validated fields: nothing else a visitor sends reaches the document.
  const clean = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== ''))
  return { ...args, data: clean }
}
