import Link from 'next/link'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { messages } from '@/i18n'
import type { JobPosting } from '@/payload-types'

import { CompanyName, JobBadges } from './JobBadges'
import { applyLabels } from './JobDetail'
import { payText, postedText } from './format'

/** One result in Find Work; the title opens the posting in place (?job=ID). */
export function JobCard({ job, href, selected }: { job: JobPosting; href: string; selected: boolean }) {
  const pay = payText(job)
  return (
    <article className={`rounded-lg bg-white p-5 ring-1 ${selected ? 'ring-2 ring-teal-700' : 'ring-slate-200'}`}>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link href={href} scroll={false} className="hover:underline" aria-current={selected ? 'true' : undefined}>
          {job.title}
        </Link>
      </h2>
      <div className="mt-1 text-slate-700">
        <CompanyName job={job} />
      </div>
      <p className="text-slate-700">{job.location}</p>
      {pay ? <p className="mt-1 font-medium text-slate-900">{pay}</p> : null}
      <div className="mt-3">
        <JobBadges job={job} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{messages.jobs.posted(postedText(job.postedDate))}</p>
        <ApplyButton job={{ id: job.id, title: job.title }} labels={applyLabels} />
      </div>
    </article>
  )
}
