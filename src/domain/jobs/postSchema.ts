import { messages } from '@/i18n'
import { z } from '@/lib/zod'

import { employmentTypeOptions, experienceLevelOptions, payUnitOptions, positionTypeOptions, provinceOptions, valuesOf } from './options'

const m = messages.jobs
const f = m.fields

const text = (label: string, max: number) => z.string().trim().min(1, m.required(label)).max(max, m.tooLong(max))
const optionalText = (max: number) => z.string().trim().max(max, m.tooLong(max)).optional()
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || Number.isNaN(v) ? undefined : Number(v)),
  z.number().min(0).max(10_000_000).optional(),
)
const optionalChoice = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional())

/** The Post a Job form: required title, company, location, position and employment type, contact email, description, requirements. */
export const postJobSchema = z
  .object({
    title: text(f.title, 120),
    company: text(f.company, 120),
    location: text(f.location, 120),
    province: optionalChoice(valuesOf(provinceOptions)),
    salaryRange: optionalText(80),
    payMin: optionalNumber,
    payMax: optionalNumber,
    payUnit: optionalChoice(valuesOf(payUnitOptions)),
    contactEmail: z.string().trim().min(1, m.required(f.contactEmail)).pipe(z.email(messages.validation.emailInvalid)),
    description: text(f.description, 10_000),
    requirements: text(f.requirements, 5_000),
    positionType: z.enum(valuesOf(positionTypeOptions), { error: m.required(f.positionType) }),
    employmentType: z.enum(valuesOf(employmentTypeOptions), { error: m.required(f.employmentType) }),
    experienceLevel: optionalChoice(valuesOf(experienceLevelOptions)),
    remote: z.boolean().optional(),
    isUrgent: z.boolean().optional(),
    confidential: z.boolean().optional(),
  })
  .refine((d) => d.payMin == null || d.payMax == null || d.payMax >= d.payMin, { message: m.payOrder, path: ['payMax'] })

export type PostJobInput = z.input<typeof postJobSchema>
export type PostJobData = z.output<typeof postJobSchema>

/** A saved posting as the form's values (for editing a draft). */
export function postInputFrom(job: Record<string, unknown>): PostJobInput {
  const text = (key: string) => (typeof job[key] === 'string' ? (job[key] as string) : '')
  const maybe = (key: string) => (job[key] == null ? undefined : (job[key] as never))
  return {
    title: text('title'), company: text('company'), location: text('location'), salaryRange: text('salaryRange'),
    contactEmail: text('contactEmail'), description: text('description'), requirements: text('requirements'),
    province: maybe('province'), payMin: maybe('payMin'), payMax: maybe('payMax'), payUnit: maybe('payUnit'),
    positionType: maybe('positionType') ?? ('' as never), employmentType: maybe('employmentType') ?? 'full-time',
    experienceLevel: maybe('experienceLevel'), remote: Boolean(job.remote), isUrgent: Boolean(job.isUrgent),
    confidential: Boolean(job.confidential),
  }
}
