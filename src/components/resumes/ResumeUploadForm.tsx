'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { ProgressBar } from '@/components/ui/ProgressBar'
import { toast } from '@/components/ui/toast'
import { RESUME_ACCEPT, checkFileQuickly, defaultCategoryName } from '@/domain/resumes/rules'
import { postWithProgress } from '@/lib/upload'

import { resumeHeaders } from './guestStorage'
import { ResumeCategoryFields } from './ResumeCategoryFields'

/** The browser's quick check (by name and size; the server decides by content) as a `resumes` key. */
function quickProblem(file: File): 'badType' | 'tooLarge' | null {
  const problem = checkFileQuickly(file)
  return problem === null ? null : problem === 'resumes.tooLarge' ? 'tooLarge' : 'badType'
}

/** Upload tab: file, category (defaults to the file name) and position type, with real progress. */
export function ResumeUploadForm({ signedIn, onUploaded }: { signedIn: boolean; onUploaded: () => void }) {
  const t = useTranslations('resumes')
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [categoryName, setCategoryName] = useState('')
  const [positionType, setPositionType] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const chooseFile = (chosen: File | null) => {
    setError(null)
    // The category follows the file name until the person types their own.
    if (!categoryName || (file && categoryName === defaultCategoryName(file.name))) {
      setCategoryName(chosen ? defaultCategoryName(chosen.name) : '')
    }
    setFile(chosen)
    const problem = chosen ? quickProblem(chosen) : null
    if (problem) setError(t(problem))
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const key = !file || !positionType || !categoryName.trim() ? 'missingFields' : quickProblem(file)
    const problem = key ? t(key) : null
    if (problem) {
      setError(problem)
      toast.error(t('uploadFailed'), { description: problem })
      return
    }
    const form = new FormData()
    form.set('file', file!)
    form.set('categoryName', categoryName.trim())
    form.set('positionType', positionType)
    setProgress(0)
    const res = await postWithProgress('/api/resumes/upload', form, {
      headers: resumeHeaders(signedIn),
      onProgress: setProgress,
      fallbackError: t('uploadFailed'),
    })
    setProgress(null)
    if (!res.ok) {
      setError(res.message)
      toast.error(t('uploadFailed'), { description: res.message })
      return
    }
    toast.success(t('uploaded'))
    setFile(null)
    setCategoryName('')
    setPositionType('')
    setError(null)
    if (fileInput.current) fileInput.current.value = ''
    onUploaded()
  }

  const uploading = progress !== null
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor="resume-file" className="field-label">
          {t('file')}
        </label>
        <input
          ref={fileInput}
          id="resume-file"
          type="file"
          accept={RESUME_ACCEPT}
          className="field-input"
          aria-describedby="resume-file-hint"
          onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
        />
        <p id="resume-file-hint" className="mt-1 text-sm text-slate-600">
          {t('fileHint')}
        </p>
      </div>
      <ResumeCategoryFields
        categoryName={categoryName}
        positionType={positionType}
        onCategoryName={setCategoryName}
        onPositionType={setPositionType}
        categoryHint={t('categoryHint')}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {uploading ? <ProgressBar value={progress} label={t('progress')} /> : null}
      <button type="submit" className="btn-primary" disabled={uploading}>
        {uploading ? t('uploading') : t('upload')}
      </button>
    </form>
  )
}
