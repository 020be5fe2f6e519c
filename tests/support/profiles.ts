import type { Payload } from 'payload'

import type { ProfessionalProfile, User } from '@/payload-types'

import { as } from './payload'
import { rest } from './rest'

let seq = 0

/** A complete profile as the form sends it, with a registration number unique to the run. */
export const profileFields = (overrides: Record<string, unknown> = {}) => ({
  licenseProvince: 'ON',
  licenseCollege: 'on-ocp',
  licenseNumber: `OCP-${Date.now().toString(36).toUpperCase()}-${++seq}`,
  licenseType: 'Part A pharmacist',
  specializations: ['Community pharmacy', 'Vaccinations'],
  yearsExperience: 6,
  languages: ['en', 'fr'],
  availability: ['full-time', 'relief'],
  workProvinces: ['ON', 'QC'],
  ...overrides,
})

/** The person's own profile, made as they make it (Local API as them, access on). */
export const makeProfile = (payload: Payload, user: User, overrides: Record<string, unknown> = {}) =>
  payload.create({ collection: 'professional-profiles', data: profileFields(overrides) as never, ...as(user), depth: 0 }) as Promise<ProfessionalProfile>

/** A profile as stored, whoever may read it. */
export const storedProfile = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'professional-profiles', id, overrideAccess: true, depth: 0 })

/** An admin records a register check through the recording endpoint, as the dashboard's queue does. */
export function recordCheck(
  payload: Payload,
  admin: User | null,
  id: number,
  fields: { result: string; checkedAt?: string; nextCheckAt?: string; evidence?: File },
  headers?: Record<string, string>,
) {
  const form = new FormData()
  form.set('result', fields.result)
  form.set('checkedAt', fields.checkedAt ?? new Date().toISOString().slice(0, 10))
  if (fields.nextCheckAt) form.set('nextCheckAt', fields.nextCheckAt)
  if (fields.evidence) form.set('evidence', fields.evidence)
  return rest(payload, 'POST', `/professional-profiles/${id}/licence-check`, { as: admin, form, headers })
}
