'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { ProgressBar } from '@/components/ui/ProgressBar'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { todayInCanada } from '@/domain/credentials/days'
import { CREDENTIAL_ACCEPT, CREDENTIAL_KINDS, CREDENTIAL_LIMITS } from '@/domain/credentials/options'
import { credentialUploadSchema } from '@/domain/credentials/schema'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { postWithProgress } from '@/lib/upload'
import type { Credential } from '@/payload-types'

/** Adds one credential: kind, expiry, issuer, notes and the file, with real progress. The server checks it all again. */
export function CredentialUploadForm({ onUploaded }: { onUploaded: (doc: Credential) => void }) {
  const t = useTranslations('credentials')
  const tr = useZodMessage()
  const enumLabel = useEnumLabel()
  const fileInput = useRef<HTMLInputElement>(null)
  const [fields, setFields] = useState({ kind: '', expiresOn: '', issuer: '', notes: '' })
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const set = (name: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setFields((f) => ({ ...f, [name]: e.target.value }))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = credentialUploadSchema.safeParse(fields)
    const problem = !parsed.success ? tr(parsed.error.issues[0].message) : !file ? t('fileRequired') : file.size > CREDENTIAL_LIMITS.file ? t('fileTooLarge') : null
    if (problem) return void setError(problem)
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('file', file!)
    setError(null)
    setProgress(0)
    const res = await postWithProgress<{ doc: Credential }>('/api/credentials/upload', form, { onProgress: setProgress, fallbackError: t('unexpected') })
    setProgress(null)
    if (!res.ok) {
      setError(res.message)
      toast.error(t('unexpected'), { description: res.message })
      return
    }
    toast.success(t('uploaded'))
    setFields({ kind: '', expiresOn: '', issuer: '', notes: '' })
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
    onUploaded(res.data.doc)
  }

  const uploading = progress !== null
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label={t('add')}>
      <SelectField
        label={t('kind')}
        placeholder={t('chooseKind')}
        options={CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: enumLabel('credentialKind', kind) }))}
        value={fields.kind}
        onChange={set('kind')}
        required
      />
      <TextField label={t('expiresOn')} type="date" min={todayInCanada()} value={fields.expiresOn} onChange={set('expiresOn')} required />
      <TextField label={t('issuer')} maxLength={CREDENTIAL_LIMITS.issuer} value={fields.issuer} onChange={set('issuer')} />
      <TextField label={t('notes')} maxLength={CREDENTIAL_LIMITS.notes} value={fields.notes} onChange={set('notes')} />
      <div>
        <label htmlFor="credential-file" className="field-label">
          {t('file')}
        </label>
        <input ref={fileInput} id="credential-file" type="file" accept={CREDENTIAL_ACCEPT} className="field-input" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      {uploading ? <ProgressBar value={progress} label={t('uploading')} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button type="submit" className="btn-primary" disabled={uploading} aria-busy={uploading || undefined}>
        {t(uploading ? 'uploading' : 'upload')}
      </button>
    </form>
  )
}
