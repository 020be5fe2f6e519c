import { useTranslations } from 'next-intl'

import type { JobPosting } from '@/payload-types'

type Disclosed = Pick<JobPosting, 'province' | 'existingVacancy' | 'aiScreening' | 'otherLanguageRequired' | 'languageRequirementReason'>

/**
 * What the posting law has the employer tell applicants (docs/posting-law.md): whether the vacancy
 * exists and whether artificial intelligence screens applicants (asked in Ontario, shown whenever
 * answered), and in Quebec why the job requires a language other than French. Nothing when there is
 * nothing to say. Its heading is one level below the posting's title. Needs the `postingLaw` messages.
 */
export function PostingDisclosures({ job, Heading = 'h2' }: { job: Disclosed; Heading?: 'h2' | 'h3' }) {
  const t = useTranslations('postingLaw')
  const lines: string[] = []
  if (job.existingVacancy) lines.push(job.existingVacancy === 'yes' ? t('vacancyYes') : t('vacancyNo'))
  if (job.aiScreening) lines.push(job.aiScreening === 'yes' ? t('aiYes') : t('aiNo'))
  const reason = job.languageRequirementReason?.trim()
  if (job.province === 'QC' && job.otherLanguageRequired && reason) lines.push(t('languageShown', { reason }))
  if (lines.length === 0) return null
  return (
    <section className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={t('disclosures')}>
      <Heading className="text-sm font-semibold text-slate-900">{t('disclosures')}</Heading>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}
