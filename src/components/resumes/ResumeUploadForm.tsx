'use client'

import { useRef, useState } from 'react'
import { toast } from 'sonner'

import { Alert } from '@/components/ui/Alert'
import { ProgressBar } from '@/components/ui/ProgressBar'
import { RESUME_ACCEPT, checkFileQuickly, defaultCategoryName } from '@/domain/resumes/rules'
import { messages } from '@/i18n'
import { postWithProgress } from '@/lib/upload'

import { resumeHeaders } from './guestStorage'
import { ResumeCategoryFields } from './ResumeCategoryFields'

const m = messages.resumes

/** Upload tab: file, category (defaults to the file name) and position type, with real progress. */
export function ResumeUploadForm({ signedIn, onUploaded }: { signedIn: boolean; onUploaded: () => void }) {
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
    const problem = chosen ? checkFileQuickly(chosen) : null
    if (problem) setError(problem)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = !file || !positionType || !categoryName.trim() ? m.missingFields : checkFileQuickly(file)
    if (problem) {
      setError(problem)
      toast.error(m.uploadFailed, { description: problem })
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
      fallbackError: m.uploadFailed,
    })
    setProgress(null)
    if (!res.ok) {
      setError(res.message)
      toast.error(m.uploadFailed, { description: res.message })
      return
    }
    toast.success(m.uploaded)
    setFile(null)
    setCategoryName('')
    setPositionType('')
    setError(null)
    if (fileInput.current) fileInput.current.value = ''
    onUploaded()
  }

  const uploading = progress !== null
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor="resume-file" className="field-label">
          {m.file}
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
          {m.fileHint}
        </p>
      </div>
      <ResumeCategoryFields
        categoryName={categoryName}
        positionType={positionType}
        onCategoryName={setCategoryName}
        onPositionType={setPositionType}
        categoryHint={m.categoryHint}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {uploading ? <ProgressBar value={progress} label={m.progress} /> : null}
      <button type="submit" className="btn-primary" disabled={uploading}>
        {uploading ? m.uploading : m.upload}
      </button>
    </form>
  )
}
