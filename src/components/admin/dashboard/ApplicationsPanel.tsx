'use client'

import { toast } from '@/components/ui/toast'
import { useFormatter, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useRouter } from 'next/navigation'

import { setApplicationStatus } from '@/components/actions/lifecycleActions'
import { StatusButtons } from '@/components/applications/StatusButtons'
import { FilterChip } from '@/components/lists/FilterChip'
import { ProfileSummary } from '@/components/profile/ProfileSummary'
import { openResume } from '@/components/resumes/resumeActions'
import type { ApplicationsTab } from '@/domain/admin/listTabs'
import { APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from '@/domain/applications/options'
import { hrefWith } from '@/domain/lists/params'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import type { Application, JobPosting, User } from '@/payload-types'

import { AdminList } from './AdminList'
import type { Viewer } from './DashboardTabs'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null))

/**
 * Every application, 25 a page (read on the server): by status with each one's count, by posting
 * or company (from a row), days and a search; the status buttons the table allows and the resume.
 */
export function ApplicationsPanel({ path, viewer: user, state, list, profiles, named }: ApplicationsTab & { path: string; viewer: Viewer }) {
  const t = useTranslations('admin')
  const labels = useTranslations('applications.statusLabels')
  const enumLabel = useEnumLabel()
  const format = useFormatter()
  const router = useRouter()
  const narrowTo = (changes: Record<string, number | null>) => hrefWith(path, state, { ...changes, page: null })

  const setStatus = async (item: Application, status: ApplicationStatus) => {
    const res = await setApplicationStatus(item.id, status, t('statusErrorBody'))
    if (!res.ok) return void toast.error(t('titled', { title: t('statusError'), body: t('statusErrorBody') }))
    toast.success(t('titled', { title: t('statusUpdated'), body: t('statusChanged', { status: labels(status) }) }))
    router.refresh()
  }

  const resume = async (item: Application) => {
    const id = idOf(item.resume)
    if (!id || !(await openResume(id, true))) toast.error(t('titled', { title: t('resumeError'), body: t('resumeErrorBody') }))
  }

  const chips = (
    <>
      {named.posting ? <FilterChip label={t('postingFilter')} value={named.posting} removeHref={narrowTo({ posting: null })} /> : null}
      {named.company ? <FilterChip label={t('companyFilter')} value={named.company} removeHref={narrowTo({ company: null })} /> : null}
    </>
  )

  return (
    <AdminList
      path={path}
      state={state}
      list={list}
      facet={{ param: 'status', values: APPLICATION_STATUSES, labels: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, labels(s)])) as Record<ApplicationStatus, string>, label: t('applicationsByStatus') }}
      searchLabel={t('searchApplications')}
      pagesLabel={t('applicationsPages')}
      chips={chips}
      columns={[t('columnJob'), t('columnApplicant'), t('columnStatus'), t('columnActions')]}
      row={(item) => {
        const job = typeof item.jobPosting === 'object' ? (item.jobPosting as JobPosting) : null
        const applicant = typeof item.applicant === 'object' ? (item.applicant as User | null) : null
        const company = idOf(job?.facility)
        const status = item.status ?? 'pending'
        return (
          <tr key={item.id}>
            <td>
              {job ? (
                <Link href={narrowTo({ posting: job.id })} prefetch={false} aria-label={t('onlyPosting', { title: job.title })}>
                  <strong>{job.title}</strong>
                </Link>
              ) : (
                <strong>{`#${idOf(item.jobPosting)}`}</strong>
              )}
              {job ? (
                <div className="hsm-dash__muted">
                  {company ? (
                    <Link href={narrowTo({ company })} prefetch={false} aria-label={t('onlyCompany', { company: job.company })}>
                      {job.company}
                    </Link>
                  ) : (
                    job.company
                  )}{' '}
                  · {job.location} · {enumLabel('positionType', job.positionType)}
                </div>
              ) : null}
            </td>
            <td>
              {applicant?.fullName || item.applicantName || '—'}
              <div className="hsm-dash__muted">{applicant?.email ?? item.applicantEmail}</div>
              <div className="hsm-dash__muted">{format.dateTime(new Date(item.appliedAt ?? item.createdAt), 'medium')}</div>
              <ProfileSummary profile={profiles[Number(idOf(item.applicant))]} mutedClassName="hsm-dash__muted" />
            </td>
            <td>
              <span className={`hsm-badge hsm-badge--${status}`}>{isApplicationStatus(status) ? labels(status) : status}</span>
            </td>
            <td>
              <div className="hsm-dash__actions">
                <StatusButtons application={item} posting={job} user={user} className="btn-secondary" onSet={(to) => void setStatus(item, to)} />
                <button type="button" className="btn-secondary" disabled={!item.resume} onClick={() => void resume(item)}>
                  {item.resume ? t('openResume') : t('noResume')}
                </button>
              </div>
            </td>
          </tr>
        )
      }}
    />
  )
}
