'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** "Add sample jobs" above the job postings list (admin only: the endpoint checks). */
export function SeedSampleJobs() {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const seed = async () => {
    setBusy(true)
    const res = await fetch('/api/job-postings/seed-samples', { method: 'POST', credentials: 'include' })
    setBusy(false)
    if (res.ok) {
      toast.success('Sample jobs added: Fake job postings have been seeded successfully')
      router.refresh()
    } else {
      toast.error('Error seeding jobs: Failed to add sample jobs')
    }
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={seed}>
        Add five sample jobs
      </button>
    </div>
  )
}
