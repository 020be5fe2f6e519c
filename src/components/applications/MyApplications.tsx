'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { ListStates } from '@/components/ui/ListStates'
import { NoticePanel } from '@/components/ui/StatePanels'
import { toast } from '@/components/ui/toast'
import { useRemote } from '@/components/ui/useRemote'
import { ApplicantInterview } from '@/components/interviews/ApplicantInterview'
import { MessageThread } from '@/components/messages/MessageThread'
import { applicationActions } from '@/domain/applications/transitions'
import { withdrawApplication } from '@/components/actions/lifecycleActions'
import { focusMain } from '@/lib/focusMain'
import { useLangOf } from '@/components/jobs/JobDetail'
import { shownText } from '@/domain/jobs/frenchText'
import type { InterviewPanel } from '@/domain/interviews/views'
import type { ThreadView } from '@/domain/messages/threads'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'
import type { Application, JobPosting } from '@/payload-types'

import { ScreeningAnswers } from './ScreeningAnswers'

import { StatusBadge } from './StatusBadge'

const jobOf = (a: Application) => (typeof a.jobPosting === 'object' ? (a.jobPosting as JobPosting) : null)

const query = (userId: number | string) =>
  `/api/applications?depth=1&sort=-appliedAt&limit=100&where[applicant][equals]=${userId}&select[jobPosting]=true&select[status]=true&select[appliedAt]=true&select[applicant]=true&select[screeningAnswers]=true&populate[users][email]=true&populate[job-postings][title]=true&populate[job-postings][titleFr]=true&populate[job-postings][company]=true&populate[job-postings][location]=true&populate[job-postings][status]=true`

/**
 * The signed-in person's applications, newest first, with withdraw while the table allows it
 * (pending), and each one's thread with the employer and interview (read on the server: `threads` and
 * `interviews`, by application id).
 */
export function MyApplications({ threads, interviews }: { threads: Record<number, ThreadView>; interviews: Record<number, InterviewPanel> }) {
  const t = useTranslations('applications')
  const locale = useLocale()
  const langOf = useLangOf()
  const { user, loading } = useAuth()
  const userId = user?.id
  const loadError = t('loadError')
  const load = useCallback(() => api<{ docs: Application[] }>(query(userId!), {}, loadError), [userId, loadError])
  const { state, reload } = useRemote(userId ? load : null)

  const withdraw = async (item: Application) => {
    const job = jobOf(item)
    if (!window.confirm(t('confirmWithdraw', { title: job ? shownText(job, locale).title.text : '' }))) return
    const res = await withdrawApplication(item.id, t('withdrawFailed'))
    if (!res.ok) return void toast.error(t('withdrawFailed'), { description: res.status === 403 ? t('onlyPendingWithdraw') : res.message })
    toast.success(t('withdrawn'))
    await reload()
    focusMain()
  }

  if (loading) return <p role="status">{t('loading')}</p>
  if (!user) return <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: '/auth?next=/applications', label: t('signIn') }} />
  return (
    <ListStates
      state={state}
      loading={t('loading')}
      error={{ title: t('loadError'), retryLabel: t('tryAgain') }}
      onRetry={() => void reload()}
      isEmpty={(data) => data.docs.length === 0}
      empty={<NoticePanel title={t('empty')} body={t('emptyHint')} link={{ href: '/find-work', label: t('findWork') }} />}
    >
      {({ docs }) => (
        <ul className="space-y-4">
          {docs.map((item) => {
            const job = jobOf(item)
            const title = job ? shownText(job, locale).title : null
            return (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-4 rounded-lg bg-white p-5 ring-1 ring-slate-200">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900" lang={title ? langOf(title) : undefined}>
                    {job && title ? (
                      <Link href={`/jobs/${job.id}`} className="hover:underline">
                        {title.text}
                      </Link>
                    ) : (
                      t('jobRemoved')
                    )}
                  </h2>
                  {job?.company ? <p className="text-slate-800">{job.company}</p> : null}
                  {job ? <p className="text-slate-700">{job.location}</p> : null}
                  {item.appliedAt ? <p className="mt-1 text-sm text-slate-600">{t('appliedOn', { date: new Date(item.appliedAt) })}</p> : null}
                  {interviews[item.id] ? <ApplicantInterview applicationId={item.id} panel={interviews[item.id]} /> : null}
                  {threads[item.id] ? <MessageThread applicationId={item.id} thread={threads[item.id]} side="applicant" otherName={job?.company || ''} /> : null}
                  <ScreeningAnswers application={item} heading="yourAnswers" />
                </div>
                <div className="flex flex-col items-end gap-3">
                  <StatusBadge status={item.status} />
                  {applicationActions(item, user, null).includes('withdraw') ? (
                    <button type="button" className="btn-secondary" onClick={() => void withdraw(item)}>
                      {t('withdraw')}
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
