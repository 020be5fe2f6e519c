'use client'

import { useState } from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/AuthProvider'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

const m = messages.jobs

/** Save a posting to the signed-in user's list; the database refuses a second save of the same job. */
export function SaveJobButton({ jobId }: { jobId: number }) {
  const { user, loading, refresh } = useAuth()
  const [busy, setBusy] = useState(false)

  const save = async () => {
    // A click that comes before the session is known waits for it rather than asking to sign in.
    const me = loading ? await refresh() : user
    if (!me) {
      toast.error(m.saveSignIn, { description: m.saveSignInBody })
      return
    }
    setBusy(true)
    const res = await api('/api/saved-jobs', { body: { jobPosting: jobId } })
    setBusy(false)
    if (res.ok) toast.success(m.savedToast)
    else if (res.status === 400 && /unique|already/i.test(JSON.stringify(res.data))) {
      toast.error(m.alreadySaved, { description: m.alreadySavedBody })
    } else toast.error(m.saveError, { description: res.message })
  }

  return (
    <button type="button" className="btn-secondary" onClick={save} disabled={busy}>
      {m.save}
    </button>
  )
}
