'use client'

import { toast } from '@/components/ui/toast'
import { useTranslations } from 'next-intl'
import { api } from '@/lib/api'

type Props = {
  /** The document's REST path, e.g. `/api/resumes/12`. */
  path: string
  question: string
  failedTitle: string
  /** Said when the API gives no reason of its own. */
  failedBody: string
  done: string
  onDeleted: () => void
}

/** A row's Delete: asks first, deletes through the API, says how it went and reloads the list. */
export function DeleteButton({ path, question, failedTitle, failedBody, done, onDeleted }: Props) {
  const t = useTranslations('admin')
  const remove = async () => {
    if (!window.confirm(question)) return
    const res = await api(path, { method: 'DELETE' }, failedBody)
    if (!res.ok) return void toast.error(t('titled', { title: failedTitle, body: res.message }))
    toast.success(done)
    onDeleted()
  }
  return (
    <button type="button" className="btn-secondary" onClick={() => void remove()}>
      {t('delete')}
    </button>
  )
}
