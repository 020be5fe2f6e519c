/** How many people a company employs (Ontario's pay-transparency rules apply from 25); labels in `enums.companySize`. */
export const COMPANY_SIZES = ['1-24', '25-99', '100-499', '500+'] as const

/** An invitation link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Limits of a company's own texts. */
export const COMPANY_LIMITS = { name: 120, description: 2_000, website: 200, city: 80 } as const

/** The longest accommodation notice a company writes, per language (accommodation.ts). */
export const ACCOMMODATION_MAX = 600

/** The request mark that lets the logo flow (logo.ts) write the site's media and the company's logo; no client can set it. */
export const COMPANY_LOGO = 'companyLogo'
