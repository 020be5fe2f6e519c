'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { MAX_MESSAGE } from '@/domain/messages/options'
import type { MessageView, ThreadView } from '@/domain/messages/threads'

import { markRead, sendMessage } from './messageActions'

type Props = {
  applicationId: number
  thread: ThreadView
  /** Whose screen: the applicant's (My Applications) or the posting's team's (the workspace). */
  side: 'applicant' | 'team'
  /** The other side's name for the form's label (the applicant's, or the employer as the applicant may know it). */
  otherName: string
}

/**
 * One application's thread, folded until opened: each message with who sent it and when, and under
 * the viewer's own whether the other side has read it; the form while the thread is open. Opening
 * it marks what the other side sent as read; a message sent reads the page again from the server.
 */
export function MessageThread({ applicationId, thread, side, otherName }: Props) {
  const t = useTranslations('threads')
  const router = useRouter()
  const id = useId()
  const details = useRef<HTMLDetailsElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const anchor = `thread-${applicationId}`
  const unread = thread.messages.filter((m) => !m.mine && !m.readAt).length

  // A notice's link names the thread: it opens there, in view (the browser scrolled to it folded, before the page settled).
  useEffect(() => {
    if (window.location.hash !== `#${anchor}` || !details.current) return
    details.current.open = true
    details.current.scrollIntoView({ block: 'start' })
  }, [anchor])

  const opened = () => {
    if (details.current?.open && unread > 0) void markRead(applicationId)
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const res = await sendMessage(applicationId, body, t('failedBody'))
    setBusy(false)
    if (!res.ok) return void toast.error(t('failed'), { description: res.message })
    setBody('')
    toast.success(t('sent'))
    // The send button is disabled with the field empty: the focus stays where the next message is written.
    field.current?.focus()
    router.refresh()
  }

  const who = (m: MessageView) => {
    if (m.mine && (side === 'applicant' || !m.authorName)) return t('you')
    if (m.fromApplicant) return t('applicant')
    return side === 'applicant' ? t('employer') : m.authorName || t('colleague')
  }

  return (
    <details ref={details} id={anchor} className="mt-2 scroll-mt-4 text-sm" onToggle={opened}>
      <summary className="cursor-pointer text-slate-800">
        {t('summary', { n: thread.messages.length })}
        {unread > 0 ? <span className="ml-2 rounded bg-sky-100 px-1.5 text-sky-900">{t('unread', { n: unread })}</span> : null}
      </summary>
      <p className="mt-1 text-slate-600">{side === 'team' ? t('privateTeam') : t('privateApplicant')}</p>
      <ol className="mt-2 space-y-2">
        {thread.messages.map((m) => (
          <li key={m.id} className={`rounded border p-2 ${m.mine ? 'border-sky-200 bg-sky-50' : 'border-slate-200 bg-white'}`}>
            <p className="text-xs text-slate-600">{t('sentBy', { author: who(m), date: new Date(m.createdAt) })}</p>
            <p className="whitespace-pre-line break-words text-slate-800">{m.body}</p>
            {m.mine ? <p className="mt-1 text-xs text-slate-600">{m.readAt ? t('readAt', { date: new Date(m.readAt) }) : t('notRead')}</p> : null}
          </li>
        ))}
      </ol>
      {thread.open ? (
        <form method="post" onSubmit={(event) => void send(event)} className="mt-2 space-y-2">
          <label htmlFor={id} className="field-label">
            {otherName ? t('newMessageTo', { name: otherName }) : t('newMessage')}
          </label>
          <textarea ref={field} id={id} className="field-input bg-white" rows={3} maxLength={MAX_MESSAGE} required value={body} onChange={(event) => setBody(event.target.value)} />
          <button type="submit" className="btn-secondary" disabled={busy || !body.trim()}>
            {t('send')}
          </button>
        </form>
      ) : (
        <p className="mt-2 text-slate-700">{t('closedNote')}</p>
      )}
    </details>
  )
}
