'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { RESUME_LIST_QUERY, type ResumeItem } from '@/components/resumes/types'
import { Alert } from '@/components/ui/Alert'
import { Dialog } from '@/components/ui/Dialog'
import { ProgressBar } from '@/components/ui/ProgressBar'
import { toast } from '@/components/ui/toast'
import { MAX_COVER_LETTER } from '@/domain/applications/options'
import type { AskedQuestion } from '@/domain/jobs/applyForm'
import { RESUME_ACCEPT, checkFileQuickly, tooLargeForResume } from '@/domain/resumes/rules'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'
import { postWithProgress } from '@/lib/upload'

import { LicenceRequired, ProfileMissing, useOwnLicence } from './ProfilePrompt'
import { ScreeningQuestions } from './ScreeningQuestions'

type Source = 'saved' | 'upload'

/** What the posting adds to the dialog: its screening questions and accommodation notice (domain/jobs/applyForm.ts). */
type ApplyForm = { questions: AskedQuestion[]; accommodation: string }

/**
 * Choose a saved resume or upload one, add an optional cover letter, answer the posting's screening
 * questions, and apply; the posting's accommodation notice says how to ask for accommodation.
 */
export function ApplyDialog({ job, onClose }: { job: { id: number; title: string; requiresVerifiedLicence?: boolean | null }; onClose: () => void }) {
  const t = useTranslations('applications')
  const { user } = useAuth()
  const licence = useOwnLicence(user?.id)
  const [resumes, setResumes] = useState<ResumeItem[] | null>(null)
  const [source, setSource] = useState<Source>('saved')
  const [resumeId, setResumeId] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [coverLetter, setCoverLetter] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [extras, setExtras] = useState<ApplyForm | null>(null)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const ts = useTranslations('screening')
  const ta = useTranslations('accommodation')

  const listError = t('unexpected')
  useEffect(() => {
    let current = true
    void api<ApplyForm>(`/api/job-postings/${job.id}/apply-form`, {}, listError).then((res) => {
      if (!current) return
      if (res.ok) setExtras(res.data)
      else setError(res.message)
    })
    return () => {
      current = false
    }
  }, [job.id, listError])

  useEffect(() => {
    if (!user) return
    let current = true
    void api<{ docs: ResumeItem[] }>(`${RESUME_LIST_QUERY}&where[owner][equals]=${user.id}`, {}, listError).then((res) => {
      if (!current) return
      const docs = res.ok ? res.data.docs : []
      setResumes(docs)
      if (docs.length === 0) setSource('upload')
      else setResumeId(String(docs[0].id))
    })
    return () => {
      current = false
    }
  }, [user, listError])

  const fail = (title: string, description: string) => {
    setError(description)
    toast.error(title, { description })
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const form = new FormData()
    form.set('jobPosting', String(job.id))
    form.set('coverLetter', coverLetter.trim())
    const unanswered = extras?.questions.find((q) => !answers[q.id]?.trim())
    if (unanswered) return fail(t('failed'), ts('answerMissing', { question: unanswered.question }))
    form.set('screeningAnswers', JSON.stringify(Object.entries(answers).map(([question, answer]) => ({ question, answer }))))
    if (source === 'saved') {
      if (!resumeId) return fail(t('resumeRequired'), t('resumeRequiredBody'))
      form.set('resume', resumeId)
    } else {
      if (!file) return fail(t('resumeRequired'), t('resumeRequiredBody'))
      if (tooLargeForResume(file.size)) return fail(t('fileTooLarge'), t('fileTooLargeBody'))
      // Past the size check, what the quick check can still find is a file that is not a resume.
      if (checkFileQuickly(file)) return fail(t('uploadFailed'), t('fileBadType'))
      form.set('file', file)
    }
    setProgress(0)
    const res = await postWithProgress<{ doc: unknown }>('/api/applications/apply', form, { onProgress: setProgress, fallbackError: t('unexpected') })
    setProgress(null)
    if (res.ok) {
      toast.success(t('submitted'), { description: t('submittedBody') })
      onClose()
      return
    }
    const title = (res.data as { title?: string } | null)?.title ?? t('error')
    fail(title, res.message)
  }

  const submitting = progress !== null
  // The profile goes with the application: asked for when missing; required verified when the posting says so.
  if (job.requiresVerifiedLicence && licence !== 'verified') {
    return (
      <Dialog title={t('applyTitle', { title: job.title })} onClose={onClose}>
        <LicenceRequired licence={licence} onClose={onClose} />
      </Dialog>
    )
  }
  return (
    <Dialog title={t('applyTitle', { title: job.title })} onClose={onClose}>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        {licence === 'missing' ? <ProfileMissing /> : null}
        {extras ? (
          <section aria-label={ta('title')} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <h3 className="font-semibold text-slate-900">{ta('title')}</h3>
            <p className="mt-1 whitespace-pre-line">{extras.accommodation}</p>
          </section>
        ) : null}
        <fieldset className="space-y-2">
          <legend className="field-label">{t('resumeLabel')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="source" value="saved" checked={source === 'saved'} onChange={() => setSource('saved')} disabled={resumes?.length === 0} />
            {t('chooseResume')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="source" value="upload" checked={source === 'upload'} onChange={() => setSource('upload')} />
            {t('uploadResume')}
          </label>
        </fieldset>
        {source === 'saved' ? (
          resumes === null ? (
            <p role="status" className="text-sm">{t('resumesLoading')}</p>
          ) : (
            <div>
              <label htmlFor="apply-resume" className="field-label">
                {t('selectResume')}
              </label>
              <select id="apply-resume" className="field-input bg-white" value={resumeId} onChange={(e) => setResumeId(e.target.value)}>
                {resumes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.categoryName} — {r.originalFilename}
                  </option>
                ))}
              </select>
            </div>
          )
        ) : (
          <div>
            <label htmlFor="apply-file" className="field-label">
              {t('resumeFile')}
            </label>
            <input id="apply-file" type="file" accept={RESUME_ACCEPT} className="field-input" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <p className="mt-1 text-sm text-slate-600">
              {resumes?.length === 0 ? `${t('noSavedResumes')} ` : ''}
              {t('resumeFileHint')}
            </p>
          </div>
        )}
        <div>
          <label htmlFor="apply-cover" className="field-label">
            {t('coverLetter')}
          </label>
          <textarea
            id="apply-cover"
            rows={5}
            maxLength={MAX_COVER_LETTER}
            className="field-input"
            value={coverLetter}
            onChange={(e) => setCoverLetter(e.target.value)}
          />
        </div>
        {extras ? <ScreeningQuestions questions={extras.questions} answers={answers} onAnswer={(id, answer) => setAnswers((a) => ({ ...a, [id]: answer }))} /> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {submitting && source === 'upload' ? <ProgressBar value={progress} label={t('uploadProgress')} /> : null}
        <div className="flex items-center justify-between gap-3">
          <Link href="/resume-manager" className="text-sm text-teal-800 underline">
            {t('resumeManager')}
          </Link>
          <div className="flex gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('cancel')}
            </button>
            {/* Until the saved resumes and the posting's questions are known, there is nothing to send yet. */}
            <button type="submit" className="btn-primary" disabled={submitting || resumes === null || extras === null}>
              {submitting ? t('submitting') : t('submit')}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  )
}
