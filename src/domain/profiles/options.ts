/** The choices a professional profile offers; their labels are in the `profile` catalogue section. */

export const LANGUAGES = [
  'en', 'fr', 'ar', 'zh-cmn', 'zh-yue', 'de', 'el', 'gu', 'hi', 'it', 'ko', 'fa', 'pl', 'pt', 'pa', 'ru', 'es', 'tl', 'ta', 'uk', 'ur', 'vi',
] as const

/** Relief covers locum work (a pharmacist or physician standing in). */
export const AVAILABILITY = ['full-time', 'part-time', 'relief'] as const

/**
 * Where a licence stands with us: `unverified` until an admin checks the register, then the result
 * they recorded. Only `verified` is ever shown to employers (as "verified on <date>").
 */
export const LICENCE_STATUSES = ['unverified', 'verified', 'not_found', 'conditions', 'not_entitled'] as const
export type LicenceStatus = (typeof LICENCE_STATUSES)[number]
/** The results an admin records from the register. */
export const LICENCE_RESULTS = ['verified', 'not_found', 'conditions', 'not_entitled'] as const
export type LicenceResult = (typeof LICENCE_RESULTS)[number]

export const PROFILE_LIMITS = {
  licenseNumber: 30,
  licenseType: 80,
  specialization: 80,
  specializations: 20,
  yearsExperience: 70,
} as const

/** A re-check is due a year after a check unless the admin picks an earlier date (the registration's renewal). */
export const DEFAULT_RECHECK_DAYS = 365
