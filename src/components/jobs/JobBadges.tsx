import { useLocale, useTranslations } from 'next-intl'

import { enumLabel } from '@/i18n/enums'
import type { JobPosting } from '@/payload-types'

export function JobBadges({ job }: { job: Pick<JobPosting, 'isUrgent' | 'positionType' | 'employmentType' | 'experienceLevel' | 'remote'> }) {
  const t = useTranslations('jobs')
  const locale = useLocale()
  return (
    <ul className="badges" aria-label={t('jobType')}>
      {job.isUrgent ? <li className="badge-urgent">{t('urgent')}</li> : null}
      <li className="badge-role">{enumLabel(locale, 'positionType', job.positionType)}</li>
      <li>{enumLabel(locale, 'employmentType', job.employmentType)}</li>
      {job.experienceLevel ? <li>{enumLabel(locale, 'experienceLevel', job.experienceLevel)}</li> : null}
      {job.remote ? <li className="badge-remote">{t('remote')}</li> : null}
    </ul>
  )
}
