'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { messages } from '@/i18n'

const m = messages.jobs

/** "Add sample jobs" above the job postings list (admin only: the endpoint checks). */
export function SeedSampleJobs() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const seed = async () => {
    setBusy(true)
    const res = await fetch('/api/job-postings/seed-samples', { method: 'POST', credentials: 'include' })
    setBusy(false)
    if (res.ok) {
      toast.success(m.samplesAdded, { description: m.samplesAddedBody })
      router.refresh()
    } else {
      toast.error(m.samplesError, { description: m.samplesErrorBody })
    }
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={seed}>
        {messages.admin.addSamples}
      </button>
    </div>
  )
}
