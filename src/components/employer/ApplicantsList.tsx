'use client'

import { toast } from 'sonner'

import { StatusBadge } from '@/components/applications/StatusBadge'
import { StatusButtons } from '@/components/applications/StatusButtons'
import { useAuth } from '@/components/auth/AuthProvider'
import { openResume } from '@/components/resumes/resumeActions'
import type { ApplicationStatus } from '@/domain/applications/options'
import { formatDate } from '@/domain/resumes/rules'
import { messages } from '@/i18n'
import { setApplicationStatus } from '@/components/actions/lifecycleActions'
import type { Application, JobPosting } from '@/payload-types'

const e = messages.employer
const a = messages.admin
const labels = messages.applications.statusLabels
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null))

/** The applicants to one posting with their status, the review buttons the table allows and the resume link. */
export function ApplicantsList({ job, items, onChanged }: { job: JobPosting; items: Application[]; onChanged: () => void }) {
  const { user } = useAuth()
  if (items.length === 0) return <p className="text-sm text-slate-700">{e.noApplicants}</p>

  const setStatus = async (item: Application, status: ApplicationStatus) => {
    const res = await setApplicationStatus(item.id, status)
    if (!res.ok) return void toast.error(a.statusError, { description: a.statusErrorBody })
    toast.success(a.statusUpdated, { description: a.statusChanged(labels[status]) })
    onChanged()
  }

  const resume = async (item: Application) => {
    const id = idOf(item.resume)
    if (!id || !(await openResume(id, true))) toast.error(a.resumeError, { description: a.resumeErrorBody })
  }

  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-md bg-slate-50 p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-900">{item.applicantName || item.applicantEmail}</p>
              <p className="text-sm text-slate-700">{item.applicantEmail}</p>
              <p className="text-sm text-slate-600">{messages.applications.appliedOn(formatDate(item.appliedAt))}</p>
            </div>
            <StatusBadge status={item.status} />
          </div>
          {item.coverLetter ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-slate-800">{e.coverLetter}</summary>
              <p className="mt-1 whitespace-pre-line text-slate-700">{item.coverLetter}</p>
            </details>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <StatusButtons
              application={item}
              posting={job}
              user={user}
              className="btn-secondary"
              nameOf={(label) => `${label}: ${item.applicantName || item.applicantEmail}`}
              onSet={(status) => void setStatus(item, status)}
            />
            {item.resume ? (
              <button type="button" className="btn-secondary" onClick={() => void resume(item)}>
                {e.openResume}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
