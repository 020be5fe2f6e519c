'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { toast } from '@/components/ui/toast'
import { api } from '@/lib/api'

/** Save a posting to the signed-in user's list; the database refuses a second save of the same job. */
export function SaveJobButton({ jobId }: { jobId: number }) {
  const t = useTranslations('jobs')
  const { user, loading, refresh } = useAuth()
  const [busy, setBusy] = useState(false)

  const save = async () => {
    // A click that comes before the session is known waits for it rather than asking to sign in.
    const me = loading ? await refresh() : user
    if (!me) {
      toast.error(t('saveSignIn'), { description: t('saveSignInBody') })
      return
    }
    setBusy(true)
    const res = await api('/api/saved-jobs', { body: { jobPosting: jobId } }, t('saveError'))
    setBusy(false)
    if (res.ok) toast.success(t('savedToast'))
    else if (res.status === 400 && /unique|already/i.test(JSON.stringify(res.data))) {
      toast.error(t('alreadySaved'), { description: t('alreadySavedBody') })
    } else toast.error(t('saveError'), { description: res.message })
  }

  return (
    <button type="button" className="btn-secondary" onClick={save} disabled={busy}>
      {t('save')}
    </button>
  )
}
