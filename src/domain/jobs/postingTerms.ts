/**
 * What posting costs and how long it lists: admin-only site settings, with the one fallback each
 * used wherever the setting is read (a fresh database, a setting not saved yet).
 */
export const DEFAULT_POSTING_FEE_CENTS = 500
export const DEFAULT_LISTING_DAYS = 30
export const POSTING_CURRENCY = 'CAD' as const

type Settings = { postingFeeCents?: number | null; currency?: string | null; listingDays?: number | null }

export const postingTerms = (settings: Settings) => ({
  feeCents: settings.postingFeeCents || DEFAULT_POSTING_FEE_CENTS,
  currency: settings.currency || POSTING_CURRENCY,
  listingDays: settings.listingDays || DEFAULT_LISTING_DAYS,
})
