'use client'

import { toast } from '@payloadcms/ui'
import Link from 'next/link'

import { JOB_STATUS_LABELS, type JobStatus } from '@/domain/jobs/options'
import { messages } from '@/i18n'
import { formatDate } from '@/lib/format'
import { api } from '@/lib/api'
import type { JobPosting } from '@/payload-types'

import { ListTable } from './ListTable'
import { Toolbar } from './Toolbar'
import { useList } from './useList'

const a = messages.admin

/** Every posting in every state, newest first: view, approve/reject waiting ones, delete, seed samples. */
export function JobsPanel() {
  const { state, reload } = useList<JobPosting>('/api/job-postings?depth=0&sort=-createdAt&limit=200')

  const moderate = async (job: JobPosting, action: 'approve' | 'reject') => {
    let body: { reason: string } | undefined
    if (action === 'reject') {
      const reason = window.prompt(a.rejectPrompt(job.title))?.trim()
      if (!reason) return
      body = { reason }
    }
    const res = await api(`/api/job-postings/${job.id}/${action}`, { method: 'POST', body: body ?? {} }, a.actionFailed)
    if (!res.ok) return void toast.error(res.message)
    toast.success(action === 'approve' ? a.approved : a.rejected)
    void reload()
  }

  const remove = async (job: JobPosting) => {
    if (!window.confirm(a.confirmDeleteJob(job.title))) return
    const res = await api(`/api/job-postings/${job.id}`, { method: 'DELETE' }, a.deleteJobErrorBody)
    if (!res.ok) return void toast.error(`${a.deleteJobError}: ${res.message}`)
    toast.success(`${a.jobDeleted}: ${a.jobDeletedBody(job.title)}`)
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
                {job.status === 'pending_review' ? (
                  <>
                    <button type="button" className="btn btn--style-primary btn--size-small" onClick={() => void moderate(job, 'approve')}>
                      {a.approve}
                    </button>
                    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void moderate(job, 'reject')}>
                      {a.reject}
                    </button>
                  </>
                ) : null}
                <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void remove(job)}>
                  {a.delete}
                </button>
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  )
}
