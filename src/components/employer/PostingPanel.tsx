'use client'

import { useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'
import { api } from '@/lib/api'
import type { ApplicantCounts } from '@/domain/applications/postingCounts'
import { daysLeft, endsSoon, postingAnchor } from '@/domain/jobs/noticeRules'
import { renewableUntil } from '@/domain/jobs/renewalWindow'
import type { PostingAction } from '@/domain/jobs/transitions'
import { Link } from '@/i18n/navigation'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { goToCheckout, payForPosting, postingAction } from '@/components/actions/lifecycleActions'
import type { PostingPanelData } from '@/domain/applications/workspace'

type Props = {
  job: PostingPanelData
  /** Its applicants in all and this week (counted on the server). */
  counts: ApplicantCounts
  /** The workspace's applicant list narrowed to this posting. */
  applicantsHref: string
  /** The company's posting credits left (a draft may be published with one instead of a checkout). */
  credits: number
  /** What the lifecycle table lets the viewer do with it (transitions.ts), decided on the server: the
   * buttons are in the first HTML, not added once the browser has read the session. */
  offered: PostingAction[]
}

/** One posting in the workspace: its state, what the lifecycle table lets this user do with it, and a link to its applicants. */
export function PostingPanel({ job, counts, applicantsHref, credits, offered }: Props) {
  const t = useTranslations('employer')
  const tc = useTranslations('credits')
  const figures = useTranslations('analytics')
  const notices = useTranslations('notices')
  const td = useTranslations('decisions')
  const enumLabel = useEnumLabel()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const now = new Date()
  const expiring = endsSoon(job, now)
  // The page is read on the server: after an action it is read again.
  const onChanged = () => router.refresh()

  const stateLine = () => {
    // Archived, yet still here: an interviewed applicant awaits the 45-day answer (an expired one may also be renewed).
    if (job.archivedAt && job.status !== 'expired') return td('endedDecisionsDue')
    if (job.status === 'active' && job.validThrough) return t('activeUntil', { date: new Date(job.validThrough) })
    if (job.status === 'expired' && job.archivedAt) return t('expiredRenewBy', { date: renewableUntil(job.archivedAt) })
    if (job.status === 'rejected' && job.rejectionReason) return t('rejectedBecause', { reason: job.rejectionReason })
    return enumLabel('jobStatus', job.status)
  }

  /** Sends the owner to Stripe Checkout for a draft (after a renewal, too). */
  const payFor = async (id: number) => {
    const checkout = await payForPosting(id, { unknownError: t('unknownPaymentError'), urlMissing: t('checkoutUrlMissing') })
    if (!checkout.ok) return void toast.error(t('paymentError'), { description: checkout.message })
    toast.success(t('redirecting'))
    goToCheckout(checkout.url)
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    await action()
    setBusy(false)
  }

  const close = () =>
    run(async () => {
      if (!window.confirm(t('confirmClose', { title: job.title }))) return
      const res = await postingAction(job.id, 'close', { fallbackError: t('actionFailed') })
      if (!res.ok) return void toast.error(t('actionFailed'), { description: res.message })
      toast.success(t('closed'))
      onChanged()
    })

  const spendCredit = () =>
    run(async () => {
      const res = await api(`/api/job-postings/${job.id}/use-credit`, { method: 'POST' }, t('actionFailed'))
      if (!res.ok) return void toast.error(t('actionFailed'), { description: res.message })
      toast.success(tc('used'))
      onChanged()
    })

  const renew = () =>
    run(async () => {
      const res = await postingAction(job.id, 'renew', { fallbackError: t('actionFailed') })
      if (!res.ok) return void toast.error(t('actionFailed'), { description: res.message })
      await payFor(job.id)
    })

  return (
    // The expiry reminder links here (/employer?posting=ID#posting-ID).
    <article id={postingAnchor(job.id)} className="scroll-mt-4 rounded-lg bg-white p-5 ring-1 ring-slate-200" aria-label={job.title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{job.title}</h2>
          <p className="text-slate-700">
            {job.company} · {job.location}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800">{stateLine()}</p>
          {expiring ? (
            <div className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <p className="font-semibold">{notices('workspace.expiresIn', { days: daysLeft(job.validThrough!, now) })}</p>
              <p>{notices('workspace.renewHint')}</p>
            </div>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">{notices('workspace.newThisWeek', { n: counts.thisWeek })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {offered.includes('pay') ? (
            <>
              <button type="button" className="btn-primary" disabled={busy} onClick={() => void run(() => payFor(job.id))}>
                {t('pay')}
              </button>
              {credits > 0 && offered.includes('payWithCredit') ? (
                <button type="button" className="btn-secondary" disabled={busy} onClick={() => void spendCredit()}>
                  {tc('useCredit')}
                </button>
              ) : null}
              <Link href={`/post-job?edit=${job.id}`} prefetch={false} className="btn-secondary">
                {t('edit')}
              </Link>
            </>
          ) : null}
          {job.status === 'active' ? (
            <Link href={`/jobs/${job.id}`} prefetch={false} className="btn-secondary">
              {t('view')}
            </Link>
          ) : null}
          {offered.includes('close') ? (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void close()}>
              {t('close')}
            </button>
          ) : null}
          {offered.includes('renew') ? (
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void renew()}>
              {t('renew')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <NextLink href={applicantsHref} prefetch={false} className="text-sm font-semibold text-teal-800 underline">
          {t('applicants', { n: counts.total })} · {t('showApplicants')}
        </NextLink>
        <Link href={`/employer/analytics?posting=${job.id}`} prefetch={false} className="ml-4 text-sm font-semibold text-teal-800 underline">
          {figures('postingLink')}
        </Link>
      </div>
    </article>
  )
}
