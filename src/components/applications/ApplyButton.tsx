'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { toast } from '@/components/ui/toast'
import { usePathname, useRouter } from '@/i18n/navigation'

// The dialog and its form code load on the first click, not with Find Work.
const ApplyDialog = dynamic(() => import('./ApplyDialog').then((mod) => mod.ApplyDialog), { ssr: false })

type Labels = { apply: string; signIn: string; signInTitle: string; signInBody: string }

/**
 * Apply for a posting: signed-out visitors are told to sign in; others get the dialog. The page
 * gives the button its labels; the dialog reads the `applications` and `profile` messages (its
 * page's ClientMessages must include them).
 */
export function ApplyButton({ job, labels }: { job: { id: number; title: string; requiresVerifiedLicence?: boolean | null }; labels: Labels }) {
  const { user, loading, refresh } = useAuth()
  const router = useRouter()
  // The screen's path without its language prefix: the sign-in page brings them back in theirs.
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  const start = async () => {
    // A click that comes before the session is known waits for it rather than asking to sign in.
    const me = loading ? await refresh() : user
    if (!me) {
      toast.error(labels.signInTitle, {
        description: labels.signInBody,
        action: { label: labels.signIn, onClick: () => router.push(`/auth?next=${encodeURIComponent(pathname + window.location.search)}`) },
      })
      return
    }
    setOpen(true)
  }

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => void start()} aria-label={`${labels.apply}: ${job.title}`}>
        {labels.apply}
      </button>
      {open ? <ApplyDialog job={job} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
