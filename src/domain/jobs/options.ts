/**
 * Job enumerations: the stored values, with their English labels (the admin panel's choices and the
 * search text). Pages show the catalogue's labels in their language (`enums`, src/i18n/enums.ts).
 */
export const positionTypeOptions = [
  { value: 'pharmacist-part-time', label: 'Pharmacist (Part-time)' },
  { value: 'pharmacist-full-time', label: 'Pharmacist (Full-time)' },
  { value: 'physician', label: 'Physician' },
  { value: 'pharmacy-technician', label: 'Pharmacy Technician' },
  { value: 'pharmacy-assistant', label: 'Pharmacy Assistant' },
  { value: 'medical-administrator', label: 'Medical Administrator' },
  { value: 'specialist', label: 'Specialist' },
  { value: 'clinical-assistant', label: 'Clinical Assistant' },
] as const

export type PositionType = (typeof positionTypeOptions)[number]['value']

export const employmentTypeOptions = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'temporary', label: 'Temporary' },
  { value: 'per-diem', label: 'Per Diem' },
] as const

export const experienceLevelOptions = [
  { value: 'entry-level', label: 'Entry Level' },
  { value: 'mid-level', label: 'Mid-level (2-5 years)' },
  { value: 'senior-level', label: 'Senior Level (5+ years)' },
  { value: 'management', label: 'Management' },
] as const

export const provinceOptions = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
] as const

export type Province = (typeof provinceOptions)[number]['value']

export const payUnitOptions = [
  { value: 'hour', label: 'per hour' },
  { value: 'year', label: 'per year' },
] as const

/** A yes-or-no answer the posting law asks for (Ontario's disclosures). */
export const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

/** A posting's states. Only the server moves a posting between them, by the table in transitions.ts (docs/lifecycle.md). */
export const JOB_STATUSES = ['draft', 'pending_review', 'active', 'rejected', 'expired', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const companyTypeOptions = [
  { value: 'pharmacy', label: 'Pharmacy' },
  { value: 'practice', label: 'Medical Practice' },
  { value: 'clinic', label: 'Clinic' },
  { value: 'hospital', label: 'Hospital' },
  { value: 'other', label: 'Other' },
] as const

export { labelOf, valuesOf } from '@/lib/options'
