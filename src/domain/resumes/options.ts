/** Resume position types, as the product names them (labels in `enums.resumePositionType`). */
export const RESUME_POSITION_TYPES = [
  'physician',
  'pharmacist',
  'pharmacy_manager',
  'pharmacy_assistant',
  'medical_administrator',
  'nurse_practitioner',
  'clinical_assistant',
] as const

export type ResumePositionType = (typeof RESUME_POSITION_TYPES)[number]
export const isResumePositionType = (value: unknown): value is ResumePositionType =>
  RESUME_POSITION_TYPES.includes(value as ResumePositionType)

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
