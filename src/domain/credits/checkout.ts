import { and, count, eq, ne } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { companyOf } from '@/domain/companies/membership'
import { siteLink } from '@/domain/email/language'
import { postingTerms } from '@/domain/jobs/postingTerms'
import { stripeClient } from '@/domain/payments/stripe'
import { keepCheckoutSale } from '@/domain/receipts/checkoutSale'
import { checkoutLines } from '@/domain/tax/checkoutLines'
import { requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { credit_packs } from '@/payload-generated-schema'

import { packsOnSale } from './options'

const HOUR_MS = 60 * 60 * 1000

/**
 * A member of a company buys a pack of `size` postings (one of the site settings' packs): a Stripe
 * Checkout Session for its price and the sales taxes of the company's province, stored as a pending
 * purchase the webhook then honours by its session id (docs/credit-packs.md). Retrying within the
 * hour reuses the session (idempotency key) and the stored row.
 */
export async function buyCreditPack(req: PayloadRequest, size: unknown): Promise<{ checkoutUrl: string }> {
  if (!req.user) throw new HttpError('credits.signIn', 401)
  const company = isAdminUser(req.user) ? null : await companyOf(req)
  if (company === null) throw new HttpError('credits.companyOnly', 403)
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, user: req.user, overrideAccess: false, req })
  const pack = packsOnSale(settings).find((offer) => offer.size === Number(size))
  if (!pack) throw new HttpError('credits.packUnknown', 400)
  const stripe = stripeClient()
  if (!stripe) throw new HttpError('jobs.paymentNotConfigured', 503)
  const locale = requestLocale(req)
  const currency = postingTerms(settings).currency.toLowerCase()
  const name = translator(locale)('credits.lineItem', { size: pack.size })
  // Double clicks within the hour reuse one session; once a checkout of the company's has finished
  // (paid, expired, refunded), the next purchase is a new one.
  const db = await database(req.payload, req)
  const [{ finished }] = await db
    .select({ finished: count() })
    .from(credit_packs)
    .where(and(eq(credit_packs.company, company), ne(credit_packs.status, 'pending')))
  const { lines, totalCents, record } = await checkoutLines(req.payload, { name, amountCents: pack.priceCents }, company, locale, req)
  const session = await stripe.checkout.sessions
    .create(
      {
        mode: 'payment',
        customer_email: req.user.email,
        locale: locale === 'fr-CA' ? 'fr-CA' : 'en',
        metadata: { companyId: String(company), packSize: String(pack.size) },
        line_items: lines.map((line) => ({ quantity: 1, price_data: { currency, unit_amount: line.amountCents, product_data: { name: line.name } } })),
        success_url: siteLink('/employer', locale, { pack: 'paid' }),
        cancel_url: siteLink('/employer', locale),
      },
      { idempotencyKey: `pack-${company}-${finished}-${req.user.id}-${pack.size}-${Math.floor(Date.now() / HOUR_MS)}-${totalCents}-${currency}-${locale}` },
    )
    .catch((error: Error) => {
      throw new HttpError('jobs.checkoutFailed', 502, undefined, { message: error.message || '' })
    })
  if (!session.url) throw new HttpError('jobs.checkoutUrlMissing', 502)
  // The figures of its receipt (docs/receipts.md).
  await keepCheckoutSale(req.payload, { sessionId: session.id, company, sale: record }, req)
  const now = new Date().toISOString()
  await db
    .insert(credit_packs)
    .values({ company, buyer: Number(req.user.id), size: pack.size, priceCents: pack.priceCents, amountCents: totalCents, currency, stripeCheckoutSessionId: session.id, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: credit_packs.stripeCheckoutSessionId })
  return { checkoutUrl: session.url }
}
