import { useLocale, useTranslations } from 'next-intl'

import { enumLabel } from '@/i18n/enums'
import type { JobPosting } from '@/payload-types'

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

export function JobBadges({ job }: { job: Pick<JobPosting, 'isUrgent' | 'positionType' | 'employmentType' | 'experienceLevel' | 'remote'> }) {
  const t = useTranslations('jobs')
  const locale = useLocale()
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('jobType')}>
      {job.isUrgent ? <li className={`${badge} bg-red-100 text-red-900`}>{t('urgent')}</li> : null}
      <li className={`${badge} bg-teal-50 text-teal-900`}>{enumLabel(locale, 'positionType', job.positionType)}</li>
      <li className={`${badge} bg-slate-100 text-slate-800`}>{enumLabel(locale, 'employmentType', job.employmentType)}</li>
      {job.experienceLevel ? <li className={`${badge} bg-slate-100 text-slate-800`}>{enumLabel(locale, 'experienceLevel', job.experienceLevel)}</li> : null}
      {job.remote ? <li className={`${badge} bg-sky-50 text-sky-900`}>{t('remote')}</li> : null}
    </ul>
  )
}
