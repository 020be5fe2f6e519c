'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { toast } from '@/components/ui/toast'
import { api } from '@/lib/api'
import type { ProfessionalProfile } from '@/payload-types'

/**
 * The professional's own GST/HST number (docs/shifts.md): printed on their shift invoices, saved on
 * its own so the licence form's checks never stand in its way. The server checks its form (400).
 */
export function GstHstForm({ profile, onSaved }: { profile: ProfessionalProfile; onSaved: (doc: ProfessionalProfile) => void }) {
  const t = useTranslations('profile')
  const [value, setValue] = useState(profile.gstHstNumber ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    setError(null)
    const res = await api<{ doc: ProfessionalProfile }>(`/api/professional-profiles/${profile.id}`, { method: 'PATCH', body: { gstHstNumber: value.trim() || null } }, t('saveError'))
    setBusy(false)
    if (!res.ok) return setError(res.message)
    toast.success(t('gstHst.saved'))
    onSaved(res.data.doc)
  }
  return (
    <form method="post"
      className="space-y-2 rounded-lg bg-white p-6 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('gstHst.heading')}</h2>
      <p id="gst-hst-hint" className="text-sm text-slate-700">
        {t('gstHst.hint')}
      </p>
      <label htmlFor="gst-hst" className="field-label">
        {t('gstHst.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="gst-hst" className="field-input mt-0 w-56" placeholder="123456789RT0001" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby="gst-hst-hint" />
        <button type="submit" className="btn-secondary" disabled={busy}>
          {t('gstHst.save')}
        </button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </form>
  )
}
