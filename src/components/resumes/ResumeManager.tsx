'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { ListStates } from '@/components/ui/ListStates'
import { NoticePanel } from '@/components/ui/StatePanels'
import { toast } from '@/components/ui/toast'
import { useRemote } from '@/components/ui/useRemote'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'
import { focusMain } from '@/lib/focusMain'

import { claimGuestResumes, resumeHeaders } from './guestStorage'
import { MoveResumeDialog } from './MoveResumeDialog'
import { ResumeList } from './ResumeList'
import { ResumeUploadForm } from './ResumeUploadForm'
import { openResume } from './resumeActions'
import { RESUME_LIST_QUERY, type ResumeItem } from './types'

type Tab = 'upload' | 'manage'

/** The Resume Manager: guest or account banner, Upload and Manage tabs. */
export function ResumeManager() {
  const t = useTranslations('resumes')
  const { user, loading } = useAuth()
  const signedIn = Boolean(user)
  const [tab, setTab] = useState<Tab>('upload')
  const [moving, setMoving] = useState<ResumeItem | null>(null)
  const userId = user?.id

  // The list follows who is signed in; someone who just signed in on their guest browser sees
  // their guest resumes here.
  const loadErrorBody = t('loadErrorBody')
  const fetchList = useCallback(async () => {
    if (userId) await claimGuestResumes()
    const own = userId ? `&where[owner][equals]=${userId}` : ''
    return api<{ docs: ResumeItem[] }>(`${RESUME_LIST_QUERY}${own}`, { headers: resumeHeaders(Boolean(userId)) }, loadErrorBody)
  }, [userId, loadErrorBody])
  const { state: list, reload: load } = useRemote(loading ? null : fetchList)

  const download = async (item: ResumeItem) => {
    if (!(await openResume(item.id, signedIn))) toast.error(t('downloadFailed'))
  }

  const remove = async (item: ResumeItem) => {
    if (!window.confirm(t('confirmDelete', { name: item.categoryName }))) return
    const res = await api(`/api/resumes/${item.id}`, { method: 'DELETE', headers: resumeHeaders(signedIn) }, t('deleteFailed'))
    if (!res.ok) return void toast.error(t('deleteFailed'), { description: res.message })
    toast.success(t('deleted'))
    await load()
    focusMain()
  }

  const move = async (changes: { categoryName: string; positionType: string }) => {
    const res = await api(`/api/resumes/${moving!.id}`, { method: 'PATCH', body: changes, headers: resumeHeaders(signedIn) }, t('updateFailed'))
    if (!res.ok) return void toast.error(t('updateFailed'), { description: res.message })
    toast.success(t('updated'))
    setMoving(null)
    void load()
  }

  const tabButton = (id: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      onClick={() => setTab(id)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          const next = id === 'upload' ? 'manage' : 'upload'
          setTab(next)
          document.getElementById(`tab-${next}`)?.focus()
        }
      }}
      className={`rounded-t-md px-4 py-2 text-sm font-semibold ${tab === id ? 'border-b-2 border-teal-700 text-teal-800' : 'text-slate-700 hover:text-slate-900'}`}
    >
      {label}
    </button>
  )

  if (loading) return <p role="status">{t('loading')}</p>
  return (
    <div className="space-y-6">
      {signedIn ? (
        <Alert tone="info">{t('signedInAs', { email: user!.email })}</Alert>
      ) : (
        <Alert tone="info">
          {t('guestBanner')}{' '}
          <Link href="/auth?mode=signup&next=/resume-manager" className="font-semibold underline">
            {t('createAccount')}
          </Link>
        </Alert>
      )}
      <div role="tablist" aria-label={t('title')} className="flex gap-2 border-b border-slate-200">
        {tabButton('upload', t('uploadTab'))}
        {tabButton('manage', t('manageTab'))}
      </div>
      <div role="tabpanel" id="panel-upload" aria-labelledby="tab-upload" hidden={tab !== 'upload'}>
        <ResumeUploadForm
          signedIn={signedIn}
          onUploaded={() => {
            setTab('manage')
            void load()
          }}
        />
      </div>
      <div role="tabpanel" id="panel-manage" aria-labelledby="tab-manage" hidden={tab !== 'manage'} className="space-y-4">
        <div className="flex justify-end">
          <button type="button" className="btn-secondary" onClick={() => void load()}>
            {t('refresh')}
          </button>
        </div>
        <ListStates
          state={list}
          loading={t('loading')}
          error={{ title: t('loadError'), body: t('loadErrorBody'), retryLabel: t('tryAgain') }}
          onRetry={() => void load()}
          isEmpty={(data) => data.docs.length === 0}
          empty={<NoticePanel title={t('empty')} body={t('emptyHint')} />}
        >
          {({ docs }) => <ResumeList items={docs} onDownload={download} onMove={setMoving} onDelete={remove} showOwner={isAdmin(user)} />}
        </ListStates>
      </div>
      {moving ? <MoveResumeDialog resume={moving} onSave={move} onClose={() => setMoving(null)} /> : null}
    </div>
  )
}
