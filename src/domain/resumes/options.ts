import { selectOptions } from '@/lib/options'

/** Resume position types, as the product names them. */
export const RESUME_POSITION_TYPES = [
  { value: 'physician', label: 'Physician' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'pharmacy_manager', label: 'Pharmacy Manager' },
  { value: 'pharmacy_assistant', label: 'Pharmacy Assistant' },
  { value: 'medical_administrator', label: 'Medical Administrator' },
  { value: 'nurse_practitioner', label: 'Nurse Practitioner' },
  { value: 'clinical_assistant', label: 'Clinical Assistant' },
] as const

export type ResumePositionType = (typeof RESUME_POSITION_TYPES)[number]['value']
export const resumePositionOptions = selectOptions(RESUME_POSITION_TYPES)
export const isResumePositionType = (value: unknown): value is ResumePositionType =>
  RESUME_POSITION_TYPES.some((o) => o.value === value)

/** A resume uploaded while applying is filed under the position type closest to the job's. */
const FROM_JOB: Record<string, ResumePositionType> = {
  'pharmacist-part-time': 'pharmacist',
  'pharmacist-full-time': 'pharmacist',
  physician: 'physician',
  'pharmacy-technician': 'pharmacy_assistant',
  'pharmacy-assistant': 'pharmacy_assistant',
  'medical-administrator': 'medical_administrator',
  specialist: 'physician',
  'clinical-assistant': 'clinical_assistant',
}
export const resumePositionForJob = (jobPositionType: string | null | undefined): ResumePositionType =>
  FROM_JOB[jobPositionType ?? ''] ?? 'pharmacist'
