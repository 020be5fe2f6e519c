'use client'

import { toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

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
      toast.error(body.error ?? 'The action failed.')
      return
    }
    toast.success(action === 'approve' ? 'Posting approved and live.' : action === 'reject' ? 'Posting rejected; fee refunded.' : 'Posting closed.')
    router.refresh()
  }

  return (
    <div style={{ marginBottom: 24, padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <p style={{ fontWeight: 600, marginBottom: 8 }}>Moderation (status: {status ?? '—'})</p>
      {status === 'pending_review' ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={() => act('approve')}>
            Approve
          </button>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            Reason
            <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} style={{ minWidth: 240 }} />
          </label>
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy || !reason.trim()} onClick={() => act('reject')}>
            Reject and refund
          </button>
        </div>
      ) : status === 'active' ? (
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => act('close')}>
          Close posting
        </button>
      ) : (
        <p>No moderation action for this state.</p>
      )}
    </div>
  )
}
