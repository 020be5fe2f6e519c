import { PROVINCES } from '@/domain/jobs/options'
import { z } from '@/lib/zod'

import { COLLEGE_IDS, collegeById } from './colleges'
import { AVAILABILITY, LANGUAGES, PROFILE_LIMITS } from './options'

/** Registration numbers as the colleges print them: letters, digits, and - . / or spaces between. */
const REGISTRATION_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 .\-/]*[A-Za-z0-9])?$/

/** A group of checkboxes: none ticked arrives as `false` (a form) or nothing at all. */
const ticked = (v: unknown) => (v === false || v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v)
const list = <T extends readonly [string, ...string[]]>(values: T, tooMany: number, atLeastOne: string) =>
  z.preprocess(ticked, z.array(z.enum(values, { error: 'profile.badChoice' })).min(1, atLeastOne).max(tooMany, 'profile.badChoice'))

/** Specializations: a list, or the form's text with one per line. */
const lines = (v: unknown) =>
  typeof v === 'string' ? v.split('\n').map((line) => line.trim()).filter(Boolean) : v === null || v === undefined ? [] : v

/**
 * The professional profile: the form's and the server's one schema (the collection validates every
 * write with it). Messages are catalogue keys without arguments (the form shows them with
 * `useZodMessage`, the server answers them in the request's language).
 */
export const profileSchema = z
  .object({
    licenseProvince: z.enum(PROVINCES, { error: 'profile.provinceRequired' }),
    licenseCollege: z.enum(COLLEGE_IDS, { error: 'profile.collegeRequired' }),
    licenseNumber: z
      .string({ error: 'profile.numberRequired' })
      .trim()
      .min(1, 'profile.numberRequired')
      .max(PROFILE_LIMITS.licenseNumber, 'profile.numberTooLong')
      .regex(REGISTRATION_NUMBER, 'profile.numberInvalid'),
    licenseType: z.string({ error: 'profile.classRequired' }).trim().min(1, 'profile.classRequired').max(PROFILE_LIMITS.licenseType, 'profile.classTooLong'),
    specializations: z.preprocess(
      lines,
      z
        .array(z.string().trim().min(1, 'profile.specializationEmpty').max(PROFILE_LIMITS.specialization, 'profile.specializationTooLong'))
        .max(PROFILE_LIMITS.specializations, 'profile.tooManySpecializations'),
    ),
    yearsExperience: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
      z
        .number({ error: 'profile.yearsInvalid' })
        .int('profile.yearsInvalid')
        .min(0, 'profile.yearsInvalid')
        .max(PROFILE_LIMITS.yearsExperience, 'profile.yearsInvalid'),
    ),
    languages: list([...LANGUAGES] as [string, ...string[]], LANGUAGES.length, 'profile.languagesRequired'),
    availability: list([...AVAILABILITY] as [string, ...string[]], AVAILABILITY.length, 'profile.availabilityRequired'),
    workProvinces: list(PROVINCES, PROVINCES.length, 'profile.workProvincesRequired'),
  })
  .superRefine((d, ctx) => {
    // The college is chosen among the licence province's colleges.
    const college = collegeById(d.licenseCollege)
    if (college && college.province !== d.licenseProvince) ctx.addIssue({ code: 'custom', message: 'profile.collegeProvince', path: ['licenseCollege'] })
  })

export type ProfileInput = z.input<typeof profileSchema>
export type ProfileData = z.output<typeof profileSchema>

/** The fields the schema decides (everything a person writes on their profile). */
export const PROFILE_FIELDS = [
  'licenseProvince', 'licenseCollege', 'licenseNumber', 'licenseType', 'specializations', 'yearsExperience', 'languages', 'availability',
  'workProvinces',
] as const

/** The licence's identity: changing any of these sends it back to the verification queue. */
export const LICENCE_IDENTITY = ['licenseCollege', 'licenseNumber', 'licenseType'] as const
