'use client'

import { toast } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { api } from '@/lib/api'

/** Export (a ZIP download) and deletion of one account, for an admin answering a request by mail. */
export function PrivacyRequestPanel({ accountId }: { accountId: number }) {
  const t = useTranslations('privacy')
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const erase = async () => {
    if (!window.confirm(t('adminEraseConfirm'))) return
    setBusy(true)
    const res = await api<{ message: string }>(`/api/users/${accountId}/erase`, { method: 'POST' }, t('adminFailed'))
    setBusy(false)
    if (!res.ok) return void toast.error(res.message)
    toast.success(t('adminErased'))
    router.push('/admin/collections/users')
  }

  return (
    <div style={{ marginBottom: 24, padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }} data-testid="privacy-requests">
      <p style={{ fontWeight: 600, marginBottom: 4 }}>{t('adminTitle')}</p>
      <p style={{ marginBottom: 12 }}>{t('adminIntro')}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <a className="btn btn--style-secondary btn--size-small" href={`/api/users/${accountId}/export-data`} download>
          {t('adminExport')}
        </a>
        <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => void erase()}>
          {t('adminErase')}
        </button>
      </div>
    </div>
  )
}
