import { messages } from '@/i18n'
import type { JobPosting } from '@/payload-types'

import { employmentLabel, experienceLabel, positionLabel } from './format'

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'

export function JobBadges({ job }: { job: Pick<JobPosting, 'isUrgent' | 'positionType' | 'employmentType' | 'experienceLevel' | 'remote'> }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={messages.jobs.jobType}>
      {job.isUrgent ? <li className={`${badge} bg-red-100 text-red-900`}>{messages.jobs.urgent}</li> : null}
      <li className={`${badge} bg-teal-50 text-teal-900`}>{positionLabel(job.positionType)}</li>
      <li className={`${badge} bg-slate-100 text-slate-800`}>{employmentLabel(job.employmentType)}</li>
      {job.experienceLevel ? <li className={`${badge} bg-slate-100 text-slate-800`}>{experienceLabel(job.experienceLevel)}</li> : null}
      {job.remote ? <li className={`${badge} bg-sky-50 text-sky-900`}>{messages.jobs.remote}</li> : null}
    </ul>
  )
}
