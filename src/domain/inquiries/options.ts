/** The ownership inquiry form's choices (labels in `enums`: currentRole, inquiryExperience, investmentRange, timeline). */
export const CURRENT_ROLES = ['pharmacist', 'physician', 'nurse_practitioner', 'healthcare_executive', 'investor', 'other'] as const

export const EXPERIENCES = ['0-2', '3-5', '6-10', '11-15', '15+'] as const

export const INVESTMENT_RANGES = ['under-250k', '250k-500k', '500k-1m', '1m-2m', 'over-2m'] as const

export const TIMELINES = ['immediate', 'short-term', 'medium-term', 'long-term'] as const
