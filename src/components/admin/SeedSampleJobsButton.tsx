'use client'

import { toast } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** "Add sample jobs" above the job postings list (admin only: the endpoint checks), in the admin's language. */
export function SeedSampleJobsButton() {
  const t = useTranslations('admin')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const seed = async () => {
    setBusy(true)
    const res = await fetch('/api/job-postings/seed-samples', { method: 'POST', credentials: 'include' })
    setBusy(false)
    if (res.ok) {
      toast.success(t('samplesAdded'), { description: t('samplesAddedBody') })
      router.refresh()
    } else {
      toast.error(t('seedError'), { description: t('seedErrorBody') })
    }
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={seed}>
        {t('addSamples')}
      </button>
    </div>
  )
}
