'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { toast } from '@/components/ui/toast'
import { api } from '@/lib/api'

type SavedRow = { id: number }

/**
 * Save a posting to the signed-in user's list, or take it off again: the button is pressed while the
 * posting is saved (one lookup once the session is known; the page itself is the same for everyone,
 * so it cannot say). The database refuses a second save of the same job (another tab's).
 */
export function SaveJobButton({ jobId }: { jobId: number }) {
  const t = useTranslations('jobs')
  const { user, loading, refresh } = useAuth()
  const [busy, setBusy] = useState(false)
  // What is known of this viewer and posting: their saved row's id, or null when not saved.
  const key = user ? `${user.id}:${jobId}` : null
  const [known, setKnown] = useState<{ key: string; id: number | null } | null>(null)
  const savedId = known !== null && known.key === key ? known.id : null
  const setSavedId = (id: number | null) => key && setKnown({ key, id })

  useEffect(() => {
    if (!key) return
    let current = true
    const query = `where[jobPosting][equals]=${jobId}&limit=1&depth=0&select[id]=true`
    void api<{ docs: SavedRow[] }>(`/api/saved-jobs?${query}`, {}, t('saveError')).then((res) => {
      if (current && res.ok) setKnown({ key, id: res.data.docs[0]?.id ?? null })
    })
    return () => {
      current = false
    }
  }, [key, jobId, t])

  const unsave = async (id: number) => {
    const res = await api(`/api/saved-jobs/${id}`, { method: 'DELETE' }, t('unsaveError'))
    if (!res.ok) return void toast.error(t('unsaveError'), { description: res.message })
    setSavedId(null)
    toast.success(t('unsavedToast'))
  }

  const save = async () => {
    // A click that comes before the session is known waits for it rather than asking to sign in.
    const me = loading ? await refresh() : user
    if (!me) {
      toast.error(t('saveSignIn'), { description: t('saveSignInBody') })
      return
    }
    const res = await api<{ doc: SavedRow }>('/api/saved-jobs', { body: { jobPosting: jobId } }, t('saveError'))
    if (res.ok) {
      setSavedId(res.data.doc.id)
      toast.success(t('savedToast'))
    } else if (res.status === 400 && /unique|already/i.test(JSON.stringify(res.data))) {
      toast.error(t('alreadySaved'), { description: t('alreadySavedBody') })
    } else toast.error(t('saveError'), { description: res.message })
  }

  const toggle = async () => {
    setBusy(true)
    await (savedId === null ? save() : unsave(savedId))
    setBusy(false)
  }

  return (
    <button type="button" className="btn-secondary" aria-pressed={savedId !== null} onClick={toggle} disabled={busy}>
      {savedId !== null ? <span aria-hidden="true">✓ </span> : null}
      {t('save')}
    </button>
  )
}
