import { createHash } from 'node:crypto'

import { APIError, ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { HONEYPOT_FIELD, inquirySchema } from '@/domain/inquiries/schema'
import { requestTranslator } from '@/i18n/requestLanguage'
import { issueText } from '@/lib/http'
import { clientNetwork, consume } from '@/lib/rateLimit'

/**
 * Per network, and per inquirer address: each inquiry mails that address a confirmation, so many
 * networks together must not be able to flood one inbox either.
 */
export const INQUIRY_LIMIT = { perWindow: 5, windowMs: 10 * 60 * 1000, perEmail: 3, emailWindowMs: 60 * 60 * 1000 }

/** The counter key for an inquirer address: a digest, so the counters table holds no address. */
const emailKey = (email: string) => `inquiry-email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`

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
    throw new ValidationError({
      collection: 'ownership-inquiries',
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueText(t, issue) })),
    })
  }

  // The address is counted only once the network passed, so a refused request uses up nothing more.
  const allowed =
    (await consume(req, `inquiry:${clientNetwork(req)}`, INQUIRY_LIMIT.perWindow, INQUIRY_LIMIT.windowMs)) &&
    (await consume(req, emailKey(parsed.data.email), INQUIRY_LIMIT.perEmail, INQUIRY_LIMIT.emailWindowMs))
  if (!allowed) throw new APIError(t('inquiry.rateLimited'), 429, null, true)

  // Store exactly the validated fields: nothing else a visitor sends reaches the document.
  const clean = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== ''))
  return { ...args, data: clean }
}
