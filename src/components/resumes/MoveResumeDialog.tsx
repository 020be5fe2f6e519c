'use client'

import { useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { RESUME_POSITION_TYPES } from '@/domain/resumes/options'
import { MAX_CATEGORY_LENGTH } from '@/domain/resumes/rules'
import { messages } from '@/i18n'

import type { ResumeItem } from './types'

const m = messages.resumes

/** Move a resume to another category or position type; at least one must change. */
export function MoveResumeDialog({
  resume,
  onSave,
  onClose,
}: {
  resume: ResumeItem
  onSave: (changes: { categoryName: string; positionType: string }) => Promise<void>
  onClose: () => void
}) {
  const [categoryName, setCategoryName] = useState(resume.categoryName)
  const [positionType, setPositionType] = useState<string>(resume.positionType)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const name = categoryName.trim()
    if (!name || !positionType) return setError(m.moveRequired)
    if (name === resume.categoryName && positionType === resume.positionType) return setError(m.moveUnchanged)
    setSaving(true)
    await onSave({ categoryName: name, positionType })
    setSaving(false)
  }

  return (
    <Dialog title={m.moveTitle} onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{m.moveIntro}</p>
        <TextField label={m.categoryName} value={categoryName} maxLength={MAX_CATEGORY_LENGTH} onChange={(e) => setCategoryName(e.target.value)} />
        <SelectField
          label={m.positionType}
          placeholder={m.selectPositionType}
          options={RESUME_POSITION_TYPES}
          value={positionType}
          onChange={(e) => setPositionType(e.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {m.save}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
