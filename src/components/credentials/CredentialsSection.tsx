'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useId, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { RetryAlert } from '@/components/ui/StatePanels'
import { toast } from '@/components/ui/toast'
import { useRemote } from '@/components/ui/useRemote'
import { dateToDay, dayToDate, todayInCanada } from '@/domain/credentials/days'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { api } from '@/lib/api'
import { postWithProgress } from '@/lib/upload'
import type { Credential } from '@/payload-types'

import { CredentialUploadForm } from './CredentialUploadForm'

type Docs = { docs: Credential[] }

/** One credential: kind, where its check stands, its expiry, and replacing or deleting it. */
function CredentialItem({ credential, onChanged, onRemoved }: { credential: Credential; onChanged: (doc: Credential) => void; onRemoved: (id: number) => void }) {
  const t = useTranslations('credentials')
  const enumLabel = useEnumLabel()
  const replaceId = useId()
  const [busy, setBusy] = useState(false)
  const expiry = dateToDay(credential.expiresOn)
  const expired = expiry < todayInCanada()
  const status = credential.status ?? 'pending'

  const remove = async () => {
    if (!window.confirm(t('removeConfirm'))) return
    setBusy(true)
    const res = await api(`/api/credentials/${credential.id}`, { method: 'DELETE' }, t('removeFailed'))
    setBusy(false)
    if (!res.ok) return void toast.error(t('removeFailed'), { description: res.message })
    toast.success(t('removed'))
    onRemoved(credential.id)
  }

  const replace = async (file: File | undefined) => {
    if (!file) return
    const form = new FormData()
    form.set('file', file)
    setBusy(true)
    const res = await postWithProgress<{ doc: Credential }>(`/api/credentials/${credential.id}/file`, form, { fallbackError: t('unexpected') })
    setBusy(false)
    if (!res.ok) return void toast.error(t('unexpected'), { description: res.message })
    toast.success(t('replaced'))
    onChanged(res.data.doc)
  }

  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-busy={busy || undefined}>
      <p className="font-semibold text-slate-900">{enumLabel('credentialKind', credential.kind)}</p>
      {credential.issuer ? <p className="text-sm text-slate-700">{credential.issuer}</p> : null}
      <p className={expired ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-700'}>
        {expired ? t('expiredOn', { date: dayToDate(expiry) }) : t('validUntil', { date: dayToDate(expiry) })}
      </p>
      <p className="text-sm text-slate-700">{t('statusLabel', { status: enumLabel('credentialStatus', status) })}</p>
      {status === 'rejected' && credential.rejectionReason ? <Alert tone="error">{t('rejectedBecause', { reason: credential.rejectionReason })}</Alert> : null}
      {credential.originalFilename ? <p className="text-sm text-slate-600">{t('fileName', { name: credential.originalFilename })}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor={replaceId} className="btn-secondary cursor-pointer">
          {t('replaceFile')}
        </label>
        <input id={replaceId} type="file" className="sr-only" accept=".pdf,.png,.jpg,.jpeg" disabled={busy} onChange={(e) => void replace(e.target.files?.[0])} />
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void remove()}>
          {t('remove')}
        </button>
      </div>
    </li>
  )
}

/**
 * The credentials wallet on the professional's profile page: their credentials with status and
 * expiry, and the form to add one. Only their own are ever listed (the server's read access).
 */
export function CredentialsSection({ userId }: { userId: number | string }) {
  const t = useTranslations('credentials')
  const loadError = t('loadError')
  const load = useCallback(() => api<Docs>(`/api/credentials?where[owner][equals]=${userId}&depth=0&limit=100&sort=-submittedAt`, {}, loadError), [userId, loadError])
  const { state, reload, update } = useRemote(load)
  const replaceDoc = (doc: Credential) => update((d) => ({ docs: d.docs.map((x) => (x.id === doc.id ? doc : x)) }))

  return (
    <section aria-labelledby="credentials-heading" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="credentials-heading" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-slate-700">{t('intro')}</p>
      {state.kind === 'loading' ? (
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : state.kind === 'error' ? (
        <RetryAlert title={t('loadError')} retryLabel={t('tryAgain')} onRetry={() => void reload()} />
      ) : state.data.docs.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-3">
          {state.data.docs.map((doc) => (
            <CredentialItem key={doc.id} credential={doc} onChanged={replaceDoc} onRemoved={(id) => update((d) => ({ docs: d.docs.filter((x) => x.id !== id) }))} />
          ))}
        </ul>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{t('add')}</h3>
      <CredentialUploadForm onUploaded={(doc) => update((d) => ({ docs: [doc, ...d.docs] }))} />
    </section>
  )
}
