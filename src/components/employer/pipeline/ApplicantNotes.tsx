'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { MAX_NOTE } from '@/domain/pipeline/options'
import type { NoteView } from '@/domain/pipeline/notes'

import { addNote, deleteNote, editNote } from './pipelineActions'
import { useSaved } from './useSaved'

/** The note form: a new note, or the text of one being edited. */
function NoteForm({ label, initial, submit, onCancel }: { label: string; initial: string; submit: (body: string) => Promise<boolean>; onCancel?: () => void }) {
  const t = useTranslations('pipeline')
  const id = useId()
  const [body, setBody] = useState(initial)
  const [busy, setBusy] = useState(false)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    if (await submit(body)) setBody('')
    setBusy(false)
  }
  return (
    <form method="post" onSubmit={(event) => void send(event)} className="mt-2 space-y-2">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea id={id} className="field-input bg-white" rows={2} maxLength={MAX_NOTE} required value={body} onChange={(event) => setBody(event.target.value)} />
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary" disabled={busy || !body.trim()}>
          {onCancel ? t('save') : t('addNote')}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}

/** The team's private notes on one applicant: who wrote each and when; its author edits or deletes it. */
export function ApplicantNotes({ applicationId, name, notes }: { applicationId: number; name: string; notes: NoteView[] }) {
  const t = useTranslations('pipeline')
  const save = useSaved()
  const [editing, setEditing] = useState<number | null>(null)

  const remove = (note: NoteView) => {
    if (window.confirm(t('confirmDelete'))) void save((fallback) => deleteNote(note.id, fallback), t('noteDeleted'))
  }

  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-800">{t('notes', { n: notes.length })}</summary>
      <p className="mt-1 text-slate-600">{t('notesPrivate')}</p>
      <ul className="mt-2 space-y-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded border border-slate-200 bg-white p-2">
            <p className="text-xs text-slate-600">{t('noteBy', { author: note.authorName || t('someone'), date: new Date(note.createdAt) })}</p>
            {editing === note.id ? (
              <NoteForm
                label={t('editNote')}
                initial={note.body}
                submit={async (body) => (await save((fallback) => editNote(note.id, body, fallback), t('noteSaved'))) && (setEditing(null), true)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <p className="whitespace-pre-line text-slate-800">{note.body}</p>
            )}
            {note.mine && editing !== note.id ? (
              <div className="mt-1 flex gap-3">
                <button type="button" className="text-sky-800 underline" onClick={() => setEditing(note.id)}>
                  {t('edit')}
                </button>
                <button type="button" className="text-red-800 underline" onClick={() => remove(note)}>
                  {t('delete')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <NoteForm label={t('newNote', { name })} initial="" submit={(body) => save((fallback) => addNote(applicationId, body, fallback), t('noteSaved'))} />
    </details>
  )
}
