'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { ListStates } from '@/components/ui/ListStates'
import { NoticePanel } from '@/components/ui/StatePanels'
import { toast } from '@/components/ui/toast'
import { useRemote } from '@/components/ui/useRemote'
import { shownText } from '@/domain/jobs/frenchText'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'
import type { JobPosting, SavedJob } from '@/payload-types'

import { useLangOf } from './JobDetail'

const loadSaved = (fallbackError: string) => api<{ docs: SavedJob[] }>('/api/saved-jobs?depth=1&sort=-createdAt&limit=100', {}, fallbackError)

/** The signed-in user's saved jobs, newest first, with remove. */
export function SavedJobsList() {
  const t = useTranslations('jobs')
  const locale = useLocale()
  const langOf = useLangOf()
  const { user, loading } = useAuth()
  const savedLoadError = t('savedLoadError')
  const load = useCallback(() => loadSaved(savedLoadError), [savedLoadError])
  const { state, reload, update } = useRemote(user ? load : null)

  const remove = async (item: SavedJob) => {
    const res = await api(`/api/saved-jobs/${item.id}`, { method: 'DELETE' }, t('removeError'))
    if (!res.ok) {
      toast.error(t('removeError'), { description: res.message })
      return
    }
    toast.success(t('removed'))
    update((data) => ({ docs: data.docs.filter((i) => i.id !== item.id) }))
  }

  if (loading) return <p role="status">{t('savedLoading')}</p>
  if (!user) return <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: '/auth?next=/saved-jobs', label: t('signIn') }} />
  return (
    <ListStates
      state={state}
      loading={t('savedLoading')}
      error={{ title: t('savedLoadError'), retryLabel: t('tryAgain') }}
      onRetry={() => void reload()}
      isEmpty={(data) => data.docs.length === 0}
      empty={<NoticePanel title={t('savedEmpty')} body={t('savedEmptyHint')} />}
    >
      {({ docs }) => (
        <ul className="space-y-4">
          {docs.map((item) => {
            const job = typeof item.jobPosting === 'object' ? (item.jobPosting as JobPosting) : null
            // Archived postings leave saved lists (an applicant may still read one they applied to).
            if (!job || job.archivedAt) return null
            const text = shownText(job, locale)
            return (
              <li key={item.id} className="rounded-lg bg-white p-5 ring-1 ring-slate-200">
                <h2 className="text-lg font-semibold" lang={langOf(text.title)}>
                  <Link href={`/find-work?job=${job.id}`} className="hover:underline">
                    {text.title.text}
                  </Link>
                </h2>
                <p className="text-slate-700">
                  {job.company || t('confidential')} · {job.location}
                </p>
                <p className="mt-2 line-clamp-3 text-slate-800" lang={langOf(text.description)}>
                  {text.description.text}
                </p>
                <div className="mt-4 flex gap-3">
                  <Link href={`/find-work?job=${job.id}`} className="btn-secondary">
                    {t('viewJob')}
                  </Link>
                  <button type="button" className="btn-secondary" onClick={() => remove(item)}>
                    {t('remove')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </ListStates>
  )
}
