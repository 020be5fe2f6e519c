'use client'

import { toast } from '@payloadcms/ui'

import { messages } from '@/i18n'
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
  const remove = async () => {
    if (!window.confirm(question)) return
    const res = await api(path, { method: 'DELETE' }, failedBody)
    if (!res.ok) return void toast.error(`${failedTitle}: ${res.message}`)
    toast.success(done)
    onDeleted()
  }
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void remove()}>
      {messages.admin.delete}
    </button>
  )
}
