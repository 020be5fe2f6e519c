import type { Metadata } from 'next'

import { formatCents } from '@/lib/format'
import { postInputFrom } from '@/domain/jobs/postSchema'
import { isOwner } from '@/domain/jobs/visibility'
import { PostJobForm } from '@/components/postJob/PostJobForm'
import { messages } from '@/i18n'
import { getPayloadClient } from '@/lib/payload/client'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { getViewer } from '@/lib/payload/viewer'

const m = messages.jobs

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: m.postTitle, alternates: { canonical: '/post-job' } }

type Props = { searchParams: Promise<{ canceled?: string; edit?: string }> }

/** The signed-in owner's unpaid draft, when `?edit=ID` names one (read with their access). */
async function draftToEdit(id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) return undefined
  const user = await getViewer()
  if (!user) return undefined
  const payload = await getPayloadClient()
  const job = await payload.findByID({ collection: 'job-postings', id, depth: 0, user, overrideAccess: false }).catch(() => null)
  if (!job || job.status !== 'draft' || !isOwner(user, job)) return undefined
  return { id: job.id, values: postInputFrom(job as unknown as Record<string, unknown>) }
}

export default async function PostJobPage({ searchParams }: Props) {
  const { settings } = await getSiteChrome('en')
  const { canceled, edit } = await searchParams
  const editing = await draftToEdit(edit ?? canceled)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{editing ? m.editTitle : m.postTitle}</h1>
      <p className="mt-3 text-slate-700">{m.postIntro}</p>
      <p className="mt-2 font-semibold text-slate-900">{m.fee(formatCents(settings.postingFeeCents))}</p>
      {canceled ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {m.paymentCanceled}
        </p>
      ) : null}
      <div className="mt-8">
        <PostJobForm editing={editing} />
      </div>
    </div>
  )
}
