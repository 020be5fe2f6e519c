import { z } from '@/lib/zod'

import { COMPANY_TYPES, PROVINCES } from '@/domain/jobs/options'

import { ACCOMMODATION_MAX, COMPANY_LIMITS, COMPANY_SIZES } from './options'
import { isWebsite } from './website'

// Optional fields: empty, missing or null (the form sends what this schema made of it) is "none".
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null)

/** The company page's details, as its owner edits them on /account/company (form and endpoint). */
export const companySchema = z.object({
  name: z.string({ error: 'companies.nameRequired' }).trim().min(1, 'companies.nameRequired').max(COMPANY_LIMITS.name, 'companies.nameTooLong'),
  type: z.enum(COMPANY_TYPES, { error: 'companies.typeRequired' }),
  description: optionalText(COMPANY_LIMITS.description, 'companies.descriptionTooLong'),
  website: z
    .string({ error: 'companies.websiteInvalid' })
    .trim()
    .max(COMPANY_LIMITS.website, 'companies.websiteInvalid')
    .refine((v) => v === '' || isWebsite(v), 'companies.websiteInvalid')
    .nullish()
    .transform((v) => v || null),
  city: optionalText(COMPANY_LIMITS.city, 'companies.cityTooLong'),
  province: z
    .union([z.enum(PROVINCES), z.literal('')], { error: 'companies.provinceInvalid' })
    .nullish()
    .transform((v) => v || null),
  size: z
    .union([z.enum(COMPANY_SIZES), z.literal('')], { error: 'companies.sizeInvalid' })
    .nullish()
    .transform((v) => v || null),
  // Absent: left as it is (a client that does not know the fields changes nothing of them).
  accommodationEn: optionalText(ACCOMMODATION_MAX, 'accommodation.tooLong').optional(),
  accommodationFr: optionalText(ACCOMMODATION_MAX, 'accommodation.tooLong').optional(),
})
export type CompanyInput = z.output<typeof companySchema>

export const inviteSchema = z.object({
  email: z.string({ error: 'companies.inviteEmailInvalid' }).trim().toLowerCase().pipe(z.email('companies.inviteEmailInvalid').max(254, 'companies.inviteEmailInvalid')),
})

export const joinSchema = z.object({
  token: z.string({ error: 'companies.inviteInvalid' }).regex(/^[0-9a-f]{64}$/, 'companies.inviteInvalid'),
})
