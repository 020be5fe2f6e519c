import { namesCompany } from '@/domain/jobs/listing'
import type { Translator } from '@/i18n/translator'

/**
 * The employer as the applicant may know it in an email (docs/messages.md): a confidential posting's
 * company only once the application has moved past pending, "the employer" before that, with a
 * capital where it opens a sentence (`companyStart`).
 */
export function employerForApplicant(t: Translator, job: Parameters<typeof namesCompany>[0] & { company?: string | null }, status: string | null | undefined) {
  const named = (namesCompany(job) || (status ?? 'pending') !== 'pending') && job.company ? job.company : null
  return { company: named ?? t('threads.theEmployer'), companyStart: named ?? t('threads.theEmployerStart') }
}
