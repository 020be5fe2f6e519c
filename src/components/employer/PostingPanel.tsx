'use client'

import Link from 'next/link'
import { useState } from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/AuthProvider'
import { JOB_STATUS_LABELS, type JobStatus } from '@/domain/jobs/options'
import { availableActions } from '@/domain/jobs/transitions'
import { messages } from '@/i18n'
import { formatDate } from '@/lib/format'
import { goToCheckout, payForPosting, postingAction } from '@/components/actions/lifecycleActions'
import type { Application, JobPosting } from '@/payload-types'

import { ApplicantsList } from './ApplicantsList'

const e = messages.employer
const m = messages.jobs

function stateLine(job: JobPosting): string {
  if (job.status === 'active' && job.validThrough) return e.activeUntil(formatDate(job.validThrough, 'long') ?? '')
  if (job.status === 'rejected' && job.rejectionReason) return e.rejectedBecause(job.rejectionReason)
  return JOB_STATUS_LABELS[job.status as JobStatus] ?? job.status
}

/** Sends the owner to Stripe Checkout for a draft (after a renewal, too). */
async function payFor(id: number) {
  const checkout = await payForPosting(id)
  if (!checkout.ok) return void toast.error(m.paymentError, { description: checkout.message })
  toast.success(e.redirecting)
  goToCheckout(checkout.url)
}

/** One posting in the workspace: its state, what the lifecycle table lets this user do with it, and its applicants. */
export function PostingPanel({ job, applications, onChanged }: { job: JobPosting; applications: Application[]; onChanged: () => void }) {
  const { user } = useAuth()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const offered = availableActions(job, user)

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    await action()
    setBusy(false)
  }

  const close = () =>
    run(async () => {
      if (!window.confirm(e.confirmClose(job.title))) return
      const res = await postingAction(job.id, 'close', { fallbackError: e.actionFailed })
      if (!res.ok) return void toast.error(e.actionFailed, { description: res.message })
      toast.success(e.closed)
      onChanged()
    })

  const renew = () =>
    run(async () => {
      const res = await postingAction(job.id, 'renew', { fallbackError: e.actionFailed })
      if (!res.ok) return void toast.error(e.actionFailed, { description: res.message })
      await payFor(job.id)
    })

  return (
    <article className="rounded-lg bg-white p-5 ring-1 ring-slate-200" aria-label={job.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{job.title}</h2>
          <p className="text-slate-700">
            {job.company} · {job.location}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800">{stateLine(job)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {offered.includes('pay') ? (
            <>
              <button type="button" className="btn-primary" disabled={busy} onClick={() => void run(() => payFor(job.id))}>
                {e.pay}
              </button>
              <Link href={`/post-job?edit=${job.id}`} className="btn-secondary">
                {e.edit}
              </Link>
            </>
          ) : null}
          {job.status === 'active' ? (
            <Link href={`/jobs/${job.id}`} className="btn-secondary">
              {e.view}
            </Link>
          ) : null}
          {offered.includes('close') ? (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void close()}>
              {e.close}
            </button>
          ) : null}
          {offered.includes('renew') ? (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void renew()}>
              {e.renew}
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <button type="button" className="text-sm font-semibold text-teal-800 underline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {e.applicants(applications.length)} · {open ? e.hideApplicants : e.showApplicants}
        </button>
        {open ? (
          <div className="mt-3">
            <ApplicantsList job={job} items={applications} onChanged={onChanged} />
          </div>
        ) : null}
      </div>
    </article>
  )
}
