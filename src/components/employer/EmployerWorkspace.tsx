'use client'

import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { messages } from '@/i18n'
import { api } from '@/lib/api'
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
      api<{ docs: JobPosting[] }>(`/api/job-postings?depth=0&sort=-createdAt&limit=200&where[createdBy][equals]=${user.id}`),
      api<{ docs: Application[] }>('/api/applications?depth=0&sort=-appliedAt&limit=1000'),
    ])
    setState(jobs.ok && applications.ok ? { kind: 'ready', jobs: jobs.data.docs, applications: applications.data.docs } : { kind: 'error' })
  }, [user])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (employer) void load()
  }, [employer, load])

  if (loading) return <p role="status">{e.loading}</p>
  if (!user) {
    return (
      <div className="rounded-lg bg-slate-50 p-8 text-center">
        <h2 className="text-xl font-semibold">{e.signInTitle}</h2>
        <p className="mt-2 text-slate-700">{e.signInBody}</p>
        <Link href="/auth?next=/employer" className="btn-primary mt-6">
          {e.signIn}
        </Link>
      </div>
    )
  }
  if (!employer) return <Alert tone="info">{e.employerOnly}</Alert>
  if (state.kind === 'loading') return <p role="status">{e.loading}</p>
  if (state.kind === 'error') {
    return (
      <Alert tone="error" title={e.loadError}>
        <button type="button" className="btn-secondary mt-3" onClick={() => void load()}>
          {e.tryAgain}
        </button>
      </Alert>
    )
  }
  if (state.jobs.length === 0) {
    return (
      <div className="rounded-lg bg-slate-50 p-8 text-center">
        <p className="font-semibold">{e.empty}</p>
        <p className="mt-1 text-slate-700">{e.emptyHint}</p>
        <Link href="/post-job" className="btn-primary mt-6">
          {e.postJob}
        </Link>
      </div>
    )
  }
  return (
    <div className="space-y-5">
      {state.jobs.map((job) => (
        <PostingPanel key={job.id} job={job} applications={state.applications.filter((a) => jobIdOf(a) === job.id)} onChanged={() => void load()} />
      ))}
    </div>
  )
}
