'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { messages } from '@/i18n'

const a = messages.admin

/**
 * Approve / reject (with a reason) / close buttons on a job posting in the admin. The server
 * endpoints decide what is allowed; this only calls them and reports the answer.
 */
export function JobModeration() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)

  if (!id) return null

  const act = async (action: 'approve' | 'reject' | 'close') => {
    setBusy(true)
    const res = await fetch(`/api/job-postings/${id}/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: action === 'reject' ? JSON.stringify({ reason }) : undefined,
    })
    setBusy(false)
    const body = (await res.json().catch(() => ({}))) as { error?: string }
    if (!res.ok) {
      toast.error(body.error ?? a.actionFailed)
      return
    }
    toast.success(action === 'approve' ? a.approved : action === 'reject' ? a.rejected : a.closed)
    router.refresh()
  }

  return (
    <div style={{ marginBottom: 24, padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <p style={{ fontWeight: 600, marginBottom: 8 }}>{a.moderation(status ?? '—')}</p>
      {status === 'pending_review' ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => act('approve')}>
            {a.approve}
          </button>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {a.reason}
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ minWidth: 240 }} />
          </label>
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy || !reason.trim()} onClick={() => act('reject')}>
            {a.rejectAndRefund}
          </button>
        </div>
      ) : status === 'active' ? (
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => act('close')}>
          {a.closePosting}
        </button>
      ) : (
        <p>{a.noAction}</p>
      )}
    </div>
  )
}
