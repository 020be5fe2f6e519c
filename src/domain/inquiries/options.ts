import { valuesOf } from '@/lib/options'

/** The ownership inquiry form's choices, value → label. */
export const currentRoleOptions = [
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'physician', label: 'Physician' },
  { value: 'nurse_practitioner', label: 'Nurse Practitioner' },
  { value: 'healthcare_executive', label: 'Healthcare Executive' },
  { value: 'investor', label: 'Investor' },
  { value: 'other', label: 'Other' },
] as const

export const experienceOptions = [
  { value: '0-2', label: '0-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '11-15', label: '11-15 years' },
  { value: '15+', label: '15+ years' },
] as const

export const investmentRangeOptions = [
  { value: 'under-250k', label: 'Under $250K' },
  { value: '250k-500k', label: '$250K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-2m', label: '$1M - $2M' },
  { value: 'over-2m', label: 'Over $2M' },
] as const

export const timelineOptions = [
  { value: 'immediate', label: 'Immediate (0-3 months)' },
  { value: 'short-term', label: 'Short-term (3-6 months)' },
  { value: 'medium-term', label: 'Medium-term (6-12 months)' },
  { value: 'long-term', label: 'Long-term (1+ years)' },
] as const

export const currentRoles = valuesOf(currentRoleOptions)
export const experiences = valuesOf(experienceOptions)
export const investmentRanges = valuesOf(investmentRangeOptions)
export const timelines = valuesOf(timelineOptions)
