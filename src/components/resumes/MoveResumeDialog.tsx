'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'

import { ResumeCategoryFields } from './ResumeCategoryFields'
import type { ResumeItem } from './types'

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
  const t = useTranslations('resumes')
  const [categoryName, setCategoryName] = useState(resume.categoryName)
  const [positionType, setPositionType] = useState<string>(resume.positionType)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const name = categoryName.trim()
    if (!name || !positionType) return setError(t('moveRequired'))
    if (name === resume.categoryName && positionType === resume.positionType) return setError(t('moveUnchanged'))
    setSaving(true)
    await onSave({ categoryName: name, positionType })
    setSaving(false)
  }

  return (
    <Dialog title={t('moveTitle')} onClose={onClose}>
      <form method="post" onSubmit={save} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{t('moveIntro')}</p>
        <ResumeCategoryFields
          categoryName={categoryName}
          positionType={positionType}
          onCategoryName={setCategoryName}
          onPositionType={setPositionType}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
