/**
 * Job enumerations: the stored values, in the order forms and filters list them. Their labels, in
 * both languages, are the catalogues' (`enums`, src/i18n/enums.ts): pages, the admin panel's
 * choices and the search text all read them there.
 */
export const POSITION_TYPES = [
  'pharmacist-part-time',
  'pharmacist-full-time',
  'physician',
  'pharmacy-technician',
  'pharmacy-assistant',
  'medical-administrator',
  'specialist',
  'clinical-assistant',
] as const
export type PositionType = (typeof POSITION_TYPES)[number]

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'per-diem'] as const

export const EXPERIENCE_LEVELS = ['entry-level', 'mid-level', 'senior-level', 'management'] as const

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const
export type Province = (typeof PROVINCES)[number]

export const PAY_UNITS = ['hour', 'year'] as const

/** A yes-or-no answer the posting law asks for (Ontario's disclosures, postingLaw.ts). */
export const YES_NO = ['yes', 'no'] as const

/** A posting's states. Only the server moves a posting between them, by the table in transitions.ts (docs/lifecycle.md). */
export const JOB_STATUSES = ['draft', 'pending_review', 'active', 'rejected', 'expired', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** What kind of place a company is (labels in `enums.facilityType`). */
export const COMPANY_TYPES = ['pharmacy', 'practice', 'clinic', 'hospital', 'other'] as const
