import type { Metadata } from 'next'

import { formatCad } from '@/domain/jobs/notifications'
import { PostJobForm } from '@/components/postJob/PostJobForm'
import { messages } from '@/i18n'
import { getSiteChrome } from '@/lib/payload/siteChrome'

const m = messages.jobs

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: m.postTitle, alternates: { canonical: '/post-job' } }

type Props = { searchParams: Promise<{ canceled?: string }> }

export default async function PostJobPage({ searchParams }: Props) {
  const { settings } = await getSiteChrome()
  const { canceled } = await searchParams
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{m.postTitle}</h1>
      <p className="mt-3 text-slate-700">{m.postIntro}</p>
      <p className="mt-2 font-semibold text-slate-900">{m.fee(formatCad(settings.postingFeeCents))}</p>
      {canceled ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {m.paymentCanceled}
        </p>
      ) : null}
      <div className="mt-8">
        <PostJobForm />
      </div>
    </div>
  )
}
