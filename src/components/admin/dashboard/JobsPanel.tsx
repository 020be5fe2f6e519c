'use client'

import { toast, useAuth } from '@payloadcms/ui'
import Link from 'next/link'

import { type PostingMove, postingAction } from '@/components/actions/lifecycleActions'
import { useRemote } from '@/components/ui/useRemote'
import { JOB_STATUS_LABELS, type JobStatus } from '@/domain/jobs/options'
import { availableActions } from '@/domain/jobs/transitions'
import { messages } from '@/i18n'
import { api } from '@/lib/api'
import { formatDate } from '@/lib/format'
import type { JobPosting, User } from '@/payload-types'

import { DeleteButton } from './DeleteButton'
import { ListTable } from './ListTable'
import { Toolbar } from './Toolbar'

const loadJobs = () => api<{ docs: JobPosting[] }>('/api/job-postings?depth=0&sort=-createdAt&limit=200')

const a = messages.admin

/** The moves this screen carries out, with their labels (which ones a posting offers: the lifecycle table). */
const MODERATION: { action: PostingMove; label: string; done: string }[] = [
  { action: 'approve', label: a.approve, done: a.approved },
  { action: 'reject', label: a.reject, done: a.rejected },
  { action: 'close', label: a.closePosting, done: a.closed },
]

/** Every posting in every state, newest first: view, the moderation moves the table allows, delete, seed samples. */
export function JobsPanel() {
  const { user } = useAuth<User>()
  const { state, reload } = useRemote(loadJobs)

  const moderate = async (job: JobPosting, { action, done }: (typeof MODERATION)[number]) => {
    let reason: string | undefined
    if (action === 'reject') {
      reason = window.prompt(a.rejectPrompt(job.title))?.trim()
      if (!reason) return
    }
    if (action === 'close' && !window.confirm(messages.employer.confirmClose(job.title))) return
    const res = await postingAction(job.id, action, { reason })
    if (!res.ok) return void toast.error(res.message)
    toast.success(done)
    void reload()
  }

  const seed = async () => {
    const res = await api('/api/job-postings/seed-samples', { method: 'POST', body: {} }, a.seedErrorBody)
    if (!res.ok) return void toast.error(`${a.seedError}: ${res.message}`)
    toast.success(`${a.samplesAdded}: ${a.samplesAddedBody}`)
    void reload()
  }

  return (
    <div>
      <Toolbar onRefresh={() => void reload()}>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void seed()}>
          {a.seedSamples}
        </button>
      </Toolbar>
      <ListTable
        state={state}
        onRetry={() => void reload()}
        columns={[a.columnJob, a.columnStatus, a.columnCreated, a.columnActions]}
        row={(job) => (
          <tr key={job.id}>
            <td>
              <strong>{job.title}</strong>
              <div className="hsm-dash__muted">
                {job.company} · {job.location}
              </div>
            </td>
            <td>
              <span className={`hsm-badge hsm-badge--${job.status}`}>{JOB_STATUS_LABELS[job.status as JobStatus] ?? job.status}</span>
            </td>
            <td>{formatDate(job.createdAt)}</td>
            <td>
              <div className="hsm-dash__actions">
                <Link href={`/admin/collections/job-postings/${job.id}`} className="btn btn--style-secondary btn--size-small">
                  {a.view}
                </Link>
                {MODERATION.filter((move) => availableActions(job, user).includes(move.action)).map((move) => (
                  <button
                    key={move.action}
                    type="button"
                    className={`btn btn--style-${move.action === 'approve' ? 'primary' : 'secondary'} btn--size-small`}
                    onClick={() => void moderate(job, move)}
                  >
                    {move.label}
                  </button>
                ))}
                <DeleteButton
                  path={`/api/job-postings/${job.id}`}
                  question={a.confirmDeleteJob(job.title)}
                  failedTitle={a.deleteJobError}
                  failedBody={a.deleteJobErrorBody}
                  done={`${a.jobDeleted}: ${a.jobDeletedBody(job.title)}`}
                  onDeleted={() => void reload()}
                />
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  )
}
