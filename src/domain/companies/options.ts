import { valuesOf } from '@/lib/options'

/** How many people a company employs (Ontario's pay-transparency rules apply from 25); labels in `enums.companySize`. */
export const companySizeOptions = [
  { value: '1-24', label: '1–24' },
  { value: '25-99', label: '25–99' },
  { value: '100-499', label: '100–499' },
  { value: '500+', label: '500+' },
] as const

export const COMPANY_SIZES = valuesOf(companySizeOptions)

/** An invitation link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Limits of a company's own texts. */
export const COMPANY_LIMITS = { name: 120, description: 2_000, website: 200, city: 80 } as const

/** The request mark that lets the logo flow (logo.ts) write the site's media and the company's logo; no client can set it. */
export const COMPANY_LOGO = 'companyLogo'
