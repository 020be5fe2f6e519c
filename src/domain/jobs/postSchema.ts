import { z } from '@/lib/zod'

import { employmentMismatch } from './employmentFit'
import { FRENCH_FIELDS, missingFrench } from './frenchText'
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, PAY_UNITS, POSITION_TYPES, PROVINCES, YES_NO } from './options'
import { MAX_LENGTH, PAY_RANGE } from './postLimits'
import { DEFAULT_HOURS_PER_YEAR, postingLawViolations, type CompanySize } from './postingLaw'
import { QUESTION_KINDS, SCREENING_LIMITS, questionProblem } from './screening'

/*
 * The schema's messages are catalogue keys (docs/i18n.md); the form says them in the page's
 * language, with the field's label (`jobs.required`) or limit (`jobs.tooLong`, `jobs.payInvalid`).
 */
const text = (max: number) => z.string().trim().min(1, 'jobs.required').max(max, 'jobs.tooLong')
const optionalText = (max: number) => z.string().trim().max(max, 'jobs.tooLong').optional()
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || Number.isNaN(v) ? undefined : Number(v)),
  z.number({ error: 'jobs.payInvalid' }).min(PAY_RANGE.min, 'jobs.payInvalid').max(PAY_RANGE.max, 'jobs.payInvalid').optional(),
)
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, 'jobs.badChoice').optional())
/** A yes-or-no radio group (nothing chosen reads as unanswered; the posting law says when it is required). */
const yesNo = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(YES_NO, 'jobs.badChoice').optional())
const hours = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || Number.isNaN(v) ? undefined : Number(v)),
  // Its range is the posting law's (postingLaw.ts), so the form and the server say the same once.
  z.number({ error: 'postingLaw.hoursInvalid' }).optional(),
)

/** Choices typed one per line in the form; sent as a list (blank lines dropped). */
const lines = z.preprocess(
  (v) => (typeof v === 'string' ? v.split('\n') : Array.isArray(v) ? v : []),
  z.array(z.string().trim()).transform((list) => list.filter(Boolean)),
)

/** A screening question as the form holds it; questionProblem (screening.ts) checks it below, as the posting's fields do. */
const screeningQuestion = z.object({
  id: z.string().optional(),
  kind: z.enum(QUESTION_KINDS, { error: 'screening.kindRequired' }),
  question: z.string().trim(),
  options: lines,
  requiredAnswer: z.string().trim().optional(),
})

/**
 * The Post a Job form for a company of `companySize` (unknown: Ontario's range limit applies): required
 * title, company, location, position and employment type (which must not contradict each other,
 * employmentFit.ts), contact email, description, requirements and the pay the posting law asks for
 * (postingLaw.ts); the French version is optional except in Quebec (frenchText.ts).
 */
export const postJobSchemaFor = (companySize: CompanySize) =>
  z
    .object({
      title: text(MAX_LENGTH.title),
      company: text(MAX_LENGTH.company),
      location: text(MAX_LENGTH.location),
      province: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PROVINCES, { error: 'jobs.provinceRequired' })),
      salaryRange: optionalText(MAX_LENGTH.salaryRange),
      payMin: optionalNumber,
      payMax: optionalNumber,
      payUnit: optionalChoice(PAY_UNITS),
      hoursPerYear: hours,
      existingVacancy: yesNo,
      aiScreening: yesNo,
      otherLanguageRequired: z.boolean().optional(),
      languageRequirementReason: optionalText(MAX_LENGTH.languageRequirementReason),
      contactEmail: z.string().trim().min(1, 'jobs.required').pipe(z.email('validation.emailInvalid')),
      description: text(MAX_LENGTH.description),
      requirements: text(MAX_LENGTH.requirements),
      titleFr: optionalText(MAX_LENGTH.titleFr),
      descriptionFr: optionalText(MAX_LENGTH.descriptionFr),
      requirementsFr: optionalText(MAX_LENGTH.requirementsFr),
      positionType: z.enum(POSITION_TYPES, { error: 'jobs.required' }),
      employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'jobs.required' }),
      experienceLevel: optionalChoice(EXPERIENCE_LEVELS),
      remote: z.boolean().optional(),
      isUrgent: z.boolean().optional(),
      confidential: z.boolean().optional(),
      requiresVerifiedLicence: z.boolean().optional(),
      screeningQuestions: z.array(screeningQuestion).max(SCREENING_LIMITS.questions).optional(),
    })
    .superRefine((d, ctx) => {
      for (const field of missingFrench(d)) ctx.addIssue({ code: 'custom', message: 'jobs.required', path: [field] })
      for (const { field, message, row } of postingLawViolations(d, companySize)) {
        ctx.addIssue({ code: 'custom', message, path: row === undefined ? [field] : [field, row, 'question'] })
      }
      d.screeningQuestions?.forEach((q, i) => {
        const problem = questionProblem(q)
        if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: ['screeningQuestions', i, problem.field] })
      })
      const mismatch = employmentMismatch(d)
      if (mismatch) ctx.addIssue({ code: 'custom', message: mismatch, path: ['employmentType'] })
    })

/** The form's values and its parsed data (the schema's shape is the same whatever the company's size). */
export type PostJobInput = z.input<ReturnType<typeof postJobSchemaFor>>
export type PostJobData = z.output<ReturnType<typeof postJobSchemaFor>>

/** A saved posting as the form's values (for editing a draft). */
export function postInputFrom(job: Record<string, unknown>): PostJobInput {
  const text = (key: string) => (typeof job[key] === 'string' ? (job[key] as string) : '')
  const maybe = (key: string) => (job[key] == null ? undefined : (job[key] as never))
  return {
    title: text('title'), company: text('company'), location: text('location'), salaryRange: text('salaryRange'),
    contactEmail: text('contactEmail'), description: text('description'), requirements: text('requirements'),
    ...Object.fromEntries(FRENCH_FIELDS.map((field) => [field, text(field)])),
    province: maybe('province'), payMin: maybe('payMin'), payMax: maybe('payMax'), payUnit: maybe('payUnit'),
    hoursPerYear: maybe('hoursPerYear') ?? DEFAULT_HOURS_PER_YEAR, existingVacancy: maybe('existingVacancy'), aiScreening: maybe('aiScreening'),
    otherLanguageRequired: Boolean(job.otherLanguageRequired), languageRequirementReason: text('languageRequirementReason'),
    positionType: maybe('positionType') ?? ('' as never), employmentType: maybe('employmentType') ?? 'full-time',
    experienceLevel: maybe('experienceLevel'), remote: Boolean(job.remote), isUrgent: Boolean(job.isUrgent),
    confidential: Boolean(job.confidential), requiresVerifiedLicence: Boolean(job.requiresVerifiedLicence),
    // Choices one per line, as the form edits them.
    screeningQuestions: ((job.screeningQuestions ?? []) as { id?: string; kind: 'yesNo'; question: string; options?: string[] | null; requiredAnswer?: string | null }[]).map(
      (q) => ({ id: q.id, kind: q.kind, question: q.question, options: (q.options ?? []).join('\n'), requiredAnswer: q.requiredAnswer ?? '' }),
    ),
  }
}
