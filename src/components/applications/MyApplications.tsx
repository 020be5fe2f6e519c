'use client'

import Link from 'next/link'
import { useCallback } from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/AuthProvider'
import { ListStates } from '@/components/ui/ListStates'
import { NoticePanel } from '@/components/ui/StatePanels'
import { useRemote } from '@/components/ui/useRemote'
import { applicationActions } from '@/domain/applications/transitions'
import { formatDate } from '@/domain/resumes/rules'
import { messages } from '@/i18n'
import { api } from '@/lib/api'
import { withdrawApplication } from '@/components/actions/lifecycleActions'
import type { Application, JobPosting } from '@/payload-types'

import { StatusBadge } from './StatusBadge'

const m = messages.applications

const jobOf = (a: Application) => (typeof a.jobPosting === 'object' ? (a.jobPosting as JobPosting) : null)

const query = (userId: number | string) =>
  `/api/applications?depth=1&sort=-appliedAt&limit=100&where[applicant][equals]=${userId}&select[jobPosting]=true&select[status]=true&select[appliedAt]=true&select[applicant]=true&populate[users][email]=true&populate[job-postings][title]=true&populate[job-postings][company]=true&populate[job-postings][location]=true&populate[job-postings][status]=true`

/** The signed-in person's applications, newest first, with withdraw while the table allows it (pending). */
export function MyApplications() {
  const { user, loading } = useAuth()
  const userId = user?.id
  const load = useCallback(() => api<{ docs: Application[] }>(query(userId!)), [userId])
  const { state, reload } = useRemote(userId ? load : null)

  const withdraw = async (item: Application) => {
    if (!window.confirm(m.confirmWithdraw(jobOf(item)?.title ?? ''))) return
    const res = await withdrawApplication(item.id)
    if (!res.ok) return void toast.error(m.withdrawFailed, { description: res.status === 403 ? m.onlyPendingWithdraw : res.message })
    toast.success(m.withdrawn)
    void reload()
  }

  if (loading) return <p role="status">{m.loading}</p>
  if (!user) return <NoticePanel heading title={m.signInTitle} body={m.signInBody} link={{ href: '/auth?next=/applications', label: m.signIn }} />
  return (
    <ListStates
      state={state}
      loading={m.loading}
      error={{ title: m.loadError, retryLabel: m.tryAgain }}
      onRetry={() => void reload()}
      isEmpty={(data) => data.docs.length === 0}
      empty={<NoticePanel title={m.empty} body={m.emptyHint} link={{ href: '/find-work', label: m.findWork }} />}
    >
      {({ docs }) => (
        <ul className="space-y-4">
          {docs.map((item) => {
            const job = jobOf(item)
            return (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-5 ring-1 ring-slate-200">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">
                    {job ? (
                      <Link href={`/jobs/${job.id}`} className="hover:underline">
                        {job.title}
                      </Link>
                    ) : (
                      m.jobRemoved
                    )}
                  </h2>
                  {job?.company ? <p className="text-slate-800">{job.company}</p> : null}
                  {job ? <p className="text-slate-700">{job.location}</p> : null}
                  <p className="mt-1 text-sm text-slate-600">{m.appliedOn(formatDate(item.appliedAt))}</p>
                </div>
                <div className="flex flex-col items-end gap-3">
                  <StatusBadge status={item.status} />
                  {applicationActions(item, user, null).includes('withdraw') ? (
                    <button type="button" className="btn-secondary" onClick={() => void withdraw(item)}>
                      {m.withdraw}
                    </button>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ListStates>
  )
}
