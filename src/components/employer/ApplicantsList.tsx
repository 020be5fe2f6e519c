'use client'

import { toast } from 'sonner'

import { StatusBadge } from '@/components/applications/StatusBadge'
import { openResume } from '@/components/resumes/resumeActions'
import { formatDate } from '@/domain/resumes/rules'
import { messages } from '@/i18n'
import { STATUS_ACTIONS, setApplicationStatus } from '@/lib/applicationStatus'
import type { Application } from '@/payload-types'

const e = messages.employer
const a = messages.admin
const labels = messages.applications.statusLabels
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null))

/** The applicants to one posting with their status pipeline, the review buttons and the resume link. */
export function ApplicantsList({ items, onChanged }: { items: Application[]; onChanged: () => void }) {
  if (items.length === 0) return <p className="text-sm text-slate-700">{e.noApplicants}</p>

  const setStatus = async (item: Application, status: keyof typeof labels) => {
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
            {STATUS_ACTIONS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                className="btn-secondary"
                disabled={item.status === value}
                onClick={() => void setStatus(item, value)}
                aria-label={`${label}: ${item.applicantName || item.applicantEmail}`}
              >
                {label}
              </button>
            ))}
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
