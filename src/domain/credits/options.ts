/*
 * Posting credits (docs/credit-packs.md): a company buys a pack of postings at once (sizes and prices
 * in site settings); each credit publishes one posting, under the same review as a paid one. Pure:
 * the workspace imports this file too.
 */

export const CREDIT_PACK_STATUSES = ['pending', 'paid', 'expired', 'refunded'] as const
export const CREDIT_LIMITS = { packs: 5, minSize: 2, maxSize: 100, maxPriceCents: 1_000_000 } as const

export type CreditPackOffer = { size: number; priceCents: number }

/** The packs on sale (site settings), smallest first; a malformed row is not offered. */
export function packsOnSale(settings: { creditPacks?: Array<{ size?: number | null; priceCents?: number | null }> | null }): CreditPackOffer[] {
  return (settings.creditPacks ?? [])
    .map((row) => ({ size: Number(row.size), priceCents: Number(row.priceCents) }))
    .filter((p) => Number.isInteger(p.size) && p.size >= CREDIT_LIMITS.minSize && p.size <= CREDIT_LIMITS.maxSize && Number.isInteger(p.priceCents) && p.priceCents >= 50)
    .sort((a, b) => a.size - b.size)
}
