'use client'

import { toast, useAuth } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { setApplicationStatus } from '@/components/actions/lifecycleActions'
import { StatusButtons } from '@/components/applications/StatusButtons'
import { ProfileSummary } from '@/components/profile/ProfileSummary'
import { useApplicantProfiles } from '@/components/profile/useApplicantProfiles'
import { openResume } from '@/components/resumes/resumeActions'
import { useRemote } from '@/components/ui/useRemote'
import { isApplicationStatus, type ApplicationStatus } from '@/domain/applications/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'
import type { Application, JobPosting, User } from '@/payload-types'

import { ListTable } from './ListTable'
import { Toolbar, reloadPage } from './Toolbar'

const loadApplications = (fallbackError: string) => api<{ docs: Application[] }>('/api/applications?depth=1&sort=-appliedAt&limit=200', {}, fallbackError)

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null))

/** Every application, newest first, with the status buttons the table allows and the resume link. */
export function ApplicationsPanel() {
  const t = useTranslations('admin')
  const labels = useTranslations('applications.statusLabels')
  const enumLabel = useEnumLabel()
  const format = useFormatter()
  const { user } = useAuth<User>()
  const loadFailed = t('loadFailed')
  const load = useCallback(() => loadApplications(loadFailed), [loadFailed])
  const { state, reload } = useRemote(load)
  const profiles = useApplicantProfiles(state.kind === 'ready' ? state.data.docs.map((item) => idOf(item.applicant)) : [])

  const setStatus = async (item: Application, status: ApplicationStatus) => {
    const res = await setApplicationStatus(item.id, status, t('statusErrorBody'))
    if (!res.ok) return void toast.error(t('titled', { title: t('statusError'), body: t('statusErrorBody') }))
    toast.success(t('titled', { title: t('statusUpdated'), body: t('statusChanged', { status: labels(status) }) }))
    void reload()
  }

  const resume = async (item: Application) => {
    const id = idOf(item.resume)
    if (!id || !(await openResume(id, true))) toast.error(t('titled', { title: t('resumeError'), body: t('resumeErrorBody') }))
  }

  return (
    <div>
      <Toolbar onRefresh={reloadPage} />
      <ListTable
        state={state}
        onRetry={() => void reload()}
        errorTitle={t('loadApplicationsError')}
        columns={[t('columnJob'), t('columnApplicant'), t('columnStatus'), t('columnActions')]}
        row={(item) => {
          const job = typeof item.jobPosting === 'object' ? (item.jobPosting as JobPosting) : null
          const applicant = typeof item.applicant === 'object' ? (item.applicant as User | null) : null
          const status = item.status ?? 'pending'
          return (
            <tr key={item.id}>
              <td>
                <strong>{job?.title ?? `#${idOf(item.jobPosting)}`}</strong>
                {job ? (
                  <div className="hsm-dash__muted">
                    {job.company} · {job.location} · {enumLabel('positionType', job.positionType)}
                  </div>
                ) : null}
              </td>
              <td>
                {applicant?.fullName ?? '—'}
                <div className="hsm-dash__muted">{applicant?.email}</div>
                <div className="hsm-dash__muted">{format.dateTime(new Date(item.appliedAt ?? item.createdAt), 'medium')}</div>
                {profiles ? <ProfileSummary profile={profiles.get(Number(idOf(item.applicant)))} mutedClassName="hsm-dash__muted" /> : null}
              </td>
              <td>
                <span className={`hsm-badge hsm-badge--${status}`}>{isApplicationStatus(status) ? labels(status) : status}</span>
              </td>
              <td>
                <div className="hsm-dash__actions">
                  <StatusButtons
                    application={item}
                    posting={job}
                    user={user}
                    className="btn btn--style-secondary btn--size-small"
                    onSet={(status) => void setStatus(item, status)}
                  />
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-small"
                    disabled={!item.resume}
                    onClick={() => void resume(item)}
                  >
                    {item.resume ? t('openResume') : t('noResume')}
                  </button>
                </div>
              </td>
            </tr>
          )
        }}
      />
    </div>
  )
}
