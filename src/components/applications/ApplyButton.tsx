'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { reportApplyClick } from '@/components/analytics/report'
import { useAuth } from '@/components/auth/AuthProvider'
import { toast } from '@/components/ui/toast'
import { usePathname, useRouter } from '@/i18n/navigation'
import { withSections } from '@/i18n/withSections'

/** The dialog, its checks and its copy load on first press. */
const ApplyDialog = dynamic(() => import('./ApplyDialog').then((mod) => withSections(mod.ApplyDialog, ['applications', 'profile', 'validation', 'resumes', 'screening', 'accommodation'])), {
  ssr: false,
})

/**
 * Apply for a posting: signed-out visitors are told to sign in; others get the dialog. The button's
 * copy comes with the page (JOB_SCREEN_COPY); the dialog brings its own.
 */
export function ApplyButton({ job }: { job: { id: number; title: string; requiresVerifiedLicence?: boolean | null } }) {
  const t = useTranslations('applications')
  const { user, loading, refresh } = useAuth()
  const router = useRouter()
  // The screen's path without its language prefix: the sign-in page brings them back in theirs.
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  const start = async () => {
    reportApplyClick(job.id)
    // A click that comes before the session is known waits for it rather than asking to sign in.
    const me = loading ? await refresh() : user
    if (!me) {
      toast.error(t('signInTitle'), {
        description: t('signInBody'),
        action: { label: t('signIn'), onClick: () => router.push(`/auth?next=${encodeURIComponent(pathname + window.location.search)}`) },
      })
      return
    }
    setOpen(true)
  }

  return (
    <>
      <button type="button" className="btn-primary" onClick={() => void start()} aria-label={t('applyTitle', { title: job.title })}>
        {t('apply')}
      </button>
      {open ? <ApplyDialog job={job} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
