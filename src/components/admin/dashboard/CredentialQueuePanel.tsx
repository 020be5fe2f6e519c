'use client'

import { toast } from '@/components/ui/toast'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import type { CredentialsTab } from '@/domain/admin/listTabs'
import { dateToDay, dayToDate, todayInCanada } from '@/domain/credentials/days'
import { CREDENTIAL_STATUSES, type CredentialResult, type CredentialStatus } from '@/domain/credentials/options'
import { CREDENTIAL_QUEUE_SORT } from '@/domain/credentials/queue'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'
import type { Credential, User } from '@/payload-types'

import { AdminList } from './AdminList'

/** One credential: whose, what and until when, its file, and the form that records the check. */
function QueueRow({ credential, onRecorded }: { credential: Credential; onRecorded: () => void }) {
  const t = useTranslations('credentials')
  const enumLabel = useEnumLabel()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const person = typeof credential.owner === 'object' ? (credential.owner as User | null) : null
  const name = person?.fullName || person?.email || `#${credential.id}`
  const expiry = dateToDay(credential.expiresOn)
  const expired = expiry < todayInCanada()

  const record = async (result: CredentialResult) => {
    setBusy(true)
    // The file the admin opened: the server refuses the check if the owner has sent another since.
    const res = await api(`/api/credentials/${credential.id}/check`, { body: { result, reason, file: credential.filename ?? undefined, expiresOn: credential.expiresOn ?? undefined } }, t('unexpected'))
    setBusy(false)
    if (!res.ok) return void toast.error(`${t('recordFailed')}: ${res.message}`)
    toast.success(`${t('recorded')}: ${name}, ${enumLabel('credentialStatus', result)}`)
    onRecorded()
  }

  return (
    <tr>
      <td>
        <strong>{person?.fullName || '—'}</strong>
        <div className="hsm-dash__muted">{person?.email}</div>
        {credential.submittedAt ? <div className="hsm-dash__muted">{t('submittedSince', { date: new Date(credential.submittedAt) })}</div> : null}
      </td>
      <td>
        <strong>{enumLabel('credentialKind', credential.kind)}</strong>
        {credential.issuer ? <div className="hsm-dash__muted">{credential.issuer}</div> : null}
        <div className="hsm-dash__muted">
          {expired ? <span className="hsm-badge">{t('expired')}</span> : null} {t('validUntil', { date: dayToDate(expiry) })}
        </div>
        <div className="hsm-dash__muted">
          <span className="hsm-badge">{enumLabel('credentialStatus', credential.status)}</span>
          {credential.checkedAt ? ` ${t('lastCheck', { date: new Date(credential.checkedAt) })}` : null}
        </div>
        {credential.rejectionReason ? <div className="hsm-dash__muted">{t('rejectedBecause', { reason: credential.rejectionReason })}</div> : null}
        {credential.notes ? <div className="hsm-dash__muted">{credential.notes}</div> : null}
        {credential.url ? (
          <a href={credential.url} target="_blank" rel="noopener noreferrer">
            {t('openFile')} ({credential.originalFilename || credential.filename})
          </a>
        ) : null}
      </td>
      <td>
        <div className="hsm-queue__form">
          <label htmlFor={reasonId}>{t('reason')}</label>
          <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="hsm-dash__actions">
            {(['verified', 'rejected'] as const).map((result) => (
              <button
                key={result}
                type="button"
                className={result === 'verified' ? 'btn-primary' : 'btn-secondary'}
                disabled={busy}
                aria-label={t('recordAs', { result: result === 'verified' ? t('verify') : t('reject'), name })}
                onClick={() => void record(result)}
              >
                {result === 'verified' ? t('verify') : t('reject')}
              </button>
            ))}
          </div>
        </div>
      </td>
    </tr>
  )
}

/**
 * The credential checks: every credential professionals uploaded, 25 a page (read on the server),
 * oldest first, by status with each one's count and a search of the owner's name and email; each
 * row opens its file and records the check, and the page is read again after it.
 */
export function CredentialQueuePanel({ path, state, list }: CredentialsTab & { path: string }) {
  const t = useTranslations('credentials')
  const enumLabel = useEnumLabel()
  const router = useRouter()
  return (
    <div>
      <p className="hsm-dash__muted">{t('queueIntro')}</p>
      <AdminList
        path={path}
        state={state}
        list={list}
        defaultSort={CREDENTIAL_QUEUE_SORT}
        emptyText={t('queueEmpty')}
        facet={{
          param: 'status',
          values: CREDENTIAL_STATUSES,
          labels: Object.fromEntries(CREDENTIAL_STATUSES.map((status) => [status, enumLabel('credentialStatus', status)])) as Record<CredentialStatus, string>,
          label: t('byStatus'),
        }}
        searchLabel={t('search')}
        pagesLabel={t('pages')}
        columns={[t('columnProfessional'), t('columnCredential'), t('columnRecord')]}
        row={(credential) => <QueueRow key={credential.id} credential={credential} onRecorded={() => router.refresh()} />}
      />
    </div>
  )
}
