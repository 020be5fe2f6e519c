'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { toast } from '@/components/ui/toast'
import { errorMessage, pageLanguageHeaders } from '@/lib/api'

/** The owner's company logo: upload (checked again on the server) or remove. */
export function LogoPanel({ company, logoUrl, onChanged }: { company: string; logoUrl: string | null; onChanged: () => void }) {
  const t = useTranslations('companies')
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const send = async (method: 'POST' | 'DELETE', file?: File) => {
    setBusy(true)
    setError(null)
    const body = file ? new FormData() : undefined
    if (file) body!.set('file', file)
    const res = await fetch('/api/facilities/mine/logo', { method, body, credentials: 'include', headers: pageLanguageHeaders() }).catch(() => null)
    const data = await res?.json().catch(() => null)
    setBusy(false)
    if (!res?.ok) return setError(errorMessage(data, t('failed')))
    toast.success((data as { message: string }).message)
    if (input.current) input.current.value = ''
    onChanged()
  }

  return (
    <section aria-labelledby="company-logo" className="space-y-3">
      <h2 id="company-logo" className="text-xl font-semibold text-slate-900">
        {t('logoTitle')}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-4">
        {logoUrl ? (
          // A logo from the site's media, already sized there.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={logoUrl} alt={t('logoAlt', { company })} width={80} height={80} className="h-20 w-20 rounded-md border border-slate-200 object-contain" />
        ) : null}
        <div className="space-y-2">
          <label htmlFor="company-logo-file" className="field-label">
            {t('logoUpload')}
          </label>
          <input
            ref={input}
            id="company-logo-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            aria-describedby="company-logo-hint"
            className="block text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (file) void send('POST', file)
            }}
          />
          <p id="company-logo-hint" className="text-sm text-slate-600">
            {t('logoHint')}
          </p>
          {logoUrl ? (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void send('DELETE')}>
              {t('logoRemove')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
