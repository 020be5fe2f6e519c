/*
 * A posting's position type and employment type must not contradict each other. Two position types
 * name their hours (the spec's pharmacist-part-time and pharmacist-full-time), so a part-time
 * pharmacist position is never full-time employment and a full-time one never part-time; other
 * employment (contract, temporary, per diem) fits either. Pure, so the Post a Job form's schema
 * (postSchema.ts) and the server (the job-postings collection's prepareJob hook) run the same rule.
 */

/** The employment each position type rules out, and the reason (a catalogue key, without arguments). */
const RULED_OUT = {
  'pharmacist-part-time': { employmentType: 'full-time', message: 'jobs.partTimePositionFullTime' },
  'pharmacist-full-time': { employmentType: 'part-time', message: 'jobs.fullTimePositionPartTime' },
} as const

export type EmploymentMismatch = (typeof RULED_OUT)[keyof typeof RULED_OUT]['message']

/** The fields the rule reads: a write that changes either is checked again. */
export const EMPLOYMENT_FIT_FIELDS = ['positionType', 'employmentType'] as const

/** Why the posting's employment type contradicts its position type (a catalogue key), or null when they agree. */
export function employmentMismatch(posting: { positionType?: unknown; employmentType?: unknown }): EmploymentMismatch | null {
  const rule = Object.hasOwn(RULED_OUT, String(posting.positionType)) ? RULED_OUT[posting.positionType as keyof typeof RULED_OUT] : null
  return rule && rule.employmentType === posting.employmentType ? rule.message : null
}
