'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { toast } from '@/components/ui/toast'
import { useFormatter, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'

import { type PostingMove, postingAction } from '@/components/actions/lifecycleActions'
import type { JobsTab } from '@/domain/admin/listTabs'
import { JOB_STATUSES, type JobStatus } from '@/domain/jobs/options'
import { availableActions } from '@/domain/jobs/transitions'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'
import type { JobPosting } from '@/payload-types'

import { AdminList } from './AdminList'
import type { Viewer } from './DashboardTabs'

/** The moves this screen carries out, with their labels (which ones a posting offers: the lifecycle table). */
const MODERATION = [
  { action: 'approve', label: 'approve', done: 'approved' },
  { action: 'reject', label: 'reject', done: 'rejected' },
  { action: 'close', label: 'closePosting', done: 'closed' },
] as const satisfies readonly { action: PostingMove; label: string; done: string }[]

/**
 * Every posting in every state (archived ones too), 25 a page (read on the server): by status with
 * each one's count, creation days and a search; view, the moderation moves the table allows,
 * archive, seed samples. After a change the page is read again.
 */
export function JobsPanel({ path, viewer: user, state, list }: JobsTab & { path: string; viewer: Viewer }) {
  const t = useTranslations('admin')
  const te = useTranslations('employer')
  const enumLabel = useEnumLabel()
  const format = useFormatter()
  const router = useRouter()
  const reload = () => router.refresh()

  const moderate = async (job: JobPosting, { action, done }: (typeof MODERATION)[number]) => {
    let reason: string | undefined
    if (action === 'reject') {
      reason = window.prompt(t('rejectPrompt', { title: job.title }))?.trim()
      if (!reason) return
    }
    if (action === 'close' && !window.confirm(te('confirmClose', { title: job.title }))) return
    const res = await postingAction(job.id, action, { reason, fallbackError: t('actionFailed') })
    if (!res.ok) return void toast.error(res.message)
    toast.success(t(done))
    reload()
  }

  /** An admin's "delete": the posting comes down and is kept three years (domain/jobs/archive.ts). */
  const archive = async (job: JobPosting) => {
    if (!window.confirm(t('confirmArchiveJob', { title: job.title }))) return
    const res = await api(`/api/job-postings/${job.id}/archive`, { method: 'POST', body: {} }, t('archiveJobErrorBody'))
    if (!res.ok) return void toast.error(t('titled', { title: t('archiveJobError'), body: res.message }))
    toast.success(t('titled', { title: t('jobArchived'), body: t('jobArchivedBody', { title: job.title }) }))
    reload()
  }

  const seed = async () => {
    const res = await api('/api/job-postings/seed-samples', { method: 'POST', body: {} }, t('seedErrorBody'))
    if (!res.ok) return void toast.error(t('titled', { title: t('seedError'), body: res.message }))
    toast.success(t('titled', { title: t('samplesAdded'), body: t('samplesAddedBody') }))
    reload()
  }

  return (
    <AdminList
      path={path}
      state={state}
      list={list}
      facet={{
        param: 'status',
        values: JOB_STATUSES,
        labels: Object.fromEntries(JOB_STATUSES.map((status) => [status, enumLabel('jobStatus', status)])) as Record<JobStatus, string>,
        label: t('jobsByStatus'),
      }}
      searchLabel={t('searchJobs')}
      pagesLabel={t('jobsPages')}
      actions={
        <button type="button" className="btn-secondary" onClick={() => void seed()}>
          {t('seedSamples')}
        </button>
      }
      columns={[t('columnJob'), t('columnStatus'), t('columnCreated'), t('columnActions')]}
      row={(job: JobPosting) => (
          <tr key={job.id}>
            <td>
              <strong>{job.title}</strong>
              <div className="hsm-dash__muted">
                {job.company} · {job.location}
              </div>
            </td>
            <td>
              <span className={`hsm-badge hsm-badge--${job.status}`}>{enumLabel('jobStatus', job.status)}</span>
              {job.archivedAt ? <div className="hsm-dash__muted">{t('archivedOn', { date: new Date(job.archivedAt) })}</div> : null}
            </td>
            <td>{format.dateTime(new Date(job.createdAt), 'medium')}</td>
            <td>
              <div className="hsm-dash__actions">
                <SmartLink href={`/admin/collections/job-postings/${job.id}`} className="btn-secondary">
                  {t('view')}
                </SmartLink>
                {MODERATION.filter((move) => availableActions(job, user).includes(move.action)).map((move) => (
                  <button
                    key={move.action}
                    type="button"
                    className={move.action === 'approve' ? 'btn-primary' : 'btn-secondary'}
                    onClick={() => void moderate(job, move)}
                  >
                    {t(move.label)}
                  </button>
                ))}
                {job.archivedAt ? null : (
                  <button type="button" className="btn-secondary" onClick={() => void archive(job)}>
                    {t('archive')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        )}
    />
  )
}
