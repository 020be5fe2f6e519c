'use client'

import { useCallback, useEffect, useState } from 'react'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel, RetryAlert } from '@/components/ui/StatePanels'
import { messages } from '@/i18n'
import { apiAll } from '@/lib/api'
import type { Application, JobPosting } from '@/payload-types'

import { PostingPanel } from './PostingPanel'

const e = messages.employer

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; jobs: JobPosting[]; applications: Application[] }
const jobIdOf = (a: Application) => (typeof a.jobPosting === 'object' ? a.jobPosting.id : a.jobPosting)

/** The signed-in employer's postings and applicants (the server scopes both to their own postings). */
export function EmployerWorkspace() {
  const { user, loading } = useAuth()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const employer = Boolean(user?.roles?.includes('employer') || isAdmin(user))

  const load = useCallback(async () => {
    if (!user) return
    const [jobs, applications] = await Promise.all([
      apiAll<JobPosting>(`/api/job-postings?depth=0&sort=-createdAt&where[createdBy][equals]=${user.id}`),
      apiAll<Application>('/api/applications?depth=0&sort=-appliedAt'),
    ])
    setState(jobs.ok && applications.ok ? { kind: 'ready', jobs: jobs.data.docs, applications: applications.data.docs } : { kind: 'error' })
  }, [user])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (employer) void load()
  }, [employer, load])

  if (loading) return <p role="status">{e.loading}</p>
  if (!user) return <NoticePanel heading title={e.signInTitle} body={e.signInBody} link={{ href: '/auth?next=/employer', label: e.signIn }} />
  if (!employer) return <Alert tone="info">{e.employerOnly}</Alert>
  if (state.kind === 'loading') return <p role="status">{e.loading}</p>
  if (state.kind === 'error') return <RetryAlert title={e.loadError} retryLabel={e.tryAgain} onRetry={() => void load()} />
  if (state.jobs.length === 0) return <NoticePanel title={e.empty} body={e.emptyHint} link={{ href: '/post-job', label: e.postJob }} />
  return (
    <div className="space-y-5">
      {state.jobs.map((job) => (
        <PostingPanel key={job.id} job={job} applications={state.applications.filter((a) => jobIdOf(a) === job.id)} onChanged={() => void load()} />
      ))}
    </div>
  )
}
