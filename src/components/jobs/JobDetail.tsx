import { ApplyButton } from '@/components/applications/ApplyButton'
import { messages } from '@/i18n'
import type { JobPosting } from '@/payload-types'

import { CompanyName } from './CompanyName'
import { JobBadges } from './JobBadges'
import { SaveJobButton } from './SaveJobButton'
import { payText, postedText } from './format'

const m = messages.jobs
const a = messages.applications
export const applyLabels = { apply: a.apply, signIn: a.signIn, signInTitle: a.signInTitle, signInBody: a.signInBody }

/** A posting in full: on its own page (h1) or opened inside Find Work (h2). */
export function JobDetail({ job, headingLevel = 1 }: { job: JobPosting; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const pay = payText(job)
  return (
    <article className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <Heading className="text-2xl font-bold text-slate-900">{job.title}</Heading>
      <div className="mt-2 text-lg text-slate-800">
        <CompanyName id={job.id} company={job.company} />
      </div>
      <p className="text-slate-700">{job.location}</p>
      {pay ? <p className="mt-2 text-lg font-semibold text-slate-900">{pay}</p> : null}
      <div className="mt-4">
        <JobBadges job={job} />
      </div>
      <p className="mt-3 text-sm text-slate-600">{m.posted(postedText(job.postedDate))}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {job.status === 'active' ? <ApplyButton job={{ id: job.id, title: job.title }} labels={applyLabels} /> : null}
        <SaveJobButton jobId={job.id} />
      </div>
      <section className="mt-8">
        <h3 className="text-lg font-semibold text-slate-900">{m.description}</h3>
        <p className="mt-2 whitespace-pre-line text-slate-800">{job.description}</p>
      </section>
      <section className="mt-6">
        <h3 className="text-lg font-semibold text-slate-900">{m.requirements}</h3>
        <p className="mt-2 whitespace-pre-line text-slate-800">{job.requirements}</p>
      </section>
    </article>
  )
}
