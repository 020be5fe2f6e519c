'use client'

import { toast, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { availableActions } from '@/domain/jobs/transitions'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { postingAction } from '@/components/actions/lifecycleActions'
import { api } from '@/lib/api'
import type { User } from '@/payload-types'

/** The moves this panel carries out, with what it says once done (which ones a posting offers: the lifecycle table). */
const DONE = { approve: 'approved', reject: 'rejected', close: 'closed' } as const
type Move = keyof typeof DONE
const isMove = (action: string): action is Move => action in DONE

/**
 * Approve / reject (with a reason) / close buttons on a job posting in the admin, as the lifecycle
 * table offers them for its state. The server decides again; this only asks and reports the answer.
 * In the admin's language (JobModeration.tsx gives it the `admin` and `enums` messages).
 */
export function JobModerationPanel() {
  const t = useTranslations('admin')
  const enumLabel = useEnumLabel()
  const { id } = useDocumentInfo()
  const { user } = useAuth<User>()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const facility = useFormFields(([fields]) => fields.facility?.value)
  const createdBy = useFormFields(([fields]) => fields.createdBy?.value)
  const archivedAt = useFormFields(([fields]) => fields.archivedAt?.value)
  const title = useFormFields(([fields]) => fields.title?.value)
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  if (!id) return null
  const offered = availableActions({ status, facility, createdBy }, user).filter(isMove)

  const act = async (action: Move) => {
    setBusy(true)
    const res = await postingAction(Number(id), action, { reason, fallbackError: t('actionFailed') })
    setBusy(false)
    if (!res.ok) {
      toast.error(res.message)
      return
    }
    toast.success(t(DONE[action]))
    router.refresh()
  }

  /** The admin's "delete": the posting comes down and is kept three years (domain/jobs/archive.ts). */
  const archive = async () => {
    if (!window.confirm(t('confirmArchiveJob', { title: String(title ?? '') }))) return
    setBusy(true)
    const res = await api(`/api/job-postings/${id}/archive`, { method: 'POST', body: {} }, t('archiveJobErrorBody'))
    setBusy(false)
    if (!res.ok) return void toast.error(t('titled', { title: t('archiveJobError'), body: res.message }))
    toast.success(t('titled', { title: t('jobArchived'), body: t('jobArchivedBody', { title: String(title ?? '') }) }))
    router.refresh()
  }

  return (
    <div style={{ marginBottom: 24, padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <p style={{ fontWeight: 600, marginBottom: 8 }}>{t('moderation', { status: enumLabel('jobStatus', status) || '—' })}</p>
      {offered.length > 0 ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {offered.includes('approve') ? (
            <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => act('approve')}>
              {t('approve')}
            </button>
          ) : null}
          {offered.includes('reject') ? (
            <>
              <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                {t('reason')}
                <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ minWidth: 240 }} />
              </label>
              <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy || !reason.trim()} onClick={() => act('reject')}>
                {t('rejectAndRefund')}
              </button>
            </>
          ) : null}
          {offered.includes('close') ? (
            <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => act('close')}>
              {t('closePosting')}
            </button>
          ) : null}
        </div>
      ) : (
        <p>{t('noAction')}</p>
      )}
      {archivedAt ? (
        <p style={{ marginTop: 8 }}>{t('archivedOn', { date: new Date(String(archivedAt)) })}</p>
      ) : (
        <button type="button" className="btn btn--style-secondary btn--size-small" style={{ marginTop: 8 }} disabled={busy} onClick={() => void archive()}>
          {t('archive')}
        </button>
      )}
    </div>
  )
}
