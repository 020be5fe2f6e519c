import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PostJobForm } from '@/components/postJob/PostJobForm'
import { userCompany } from '@/domain/companies/membership'
import { getSiteChrome } from '@/domain/content/siteChrome'
import type { CompanySize } from '@/domain/jobs/postingLaw'
import { companySizeOf } from '@/domain/jobs/postingLawCheck'
import { postInputFrom } from '@/domain/jobs/postSchema'
import { managesPosting } from '@/domain/jobs/visibility'
import { ClientMessages } from '@/i18n/ClientMessages'
import { languageOf, type Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { getPayloadClient } from '@/lib/payload/client'
import { getViewer } from '@/lib/payload/viewer'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ canceled?: string; edit?: string }> }

export const generateMetadata = pageMetadata('/post-job', 'jobs.postTitle')

/** The signed-in owner's unpaid draft, when `?edit=ID` names one (read with their access). */
async function draftToEdit(id: string | undefined) {
  if (!id || !/^\d+$/.test(id)) return undefined
  const user = await getViewer()
  if (!user) return undefined
  const payload = await getPayloadClient()
  const job = await payload.findByID({ collection: 'job-postings', id, depth: 0, user, overrideAccess: false }).catch(() => null)
  if (!job || job.status !== 'draft' || !managesPosting(user, job)) return undefined
  return { id: job.id, facility: job.facility, values: postInputFrom(job as unknown as Record<string, unknown>) }
}

/** The size of the company the posting is for (the draft's, else the viewer's; unknown without one). */
async function companySize(draft: { facility?: unknown } | undefined): Promise<CompanySize> {
  const payload = await getPayloadClient()
  if (draft) return companySizeOf(payload, draft.facility)
  const user = await getViewer()
  return user ? companySizeOf(payload, await userCompany({ payload }, user.id)) : null
}

export default async function PostJobPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [{ settings }, { canceled, edit }, t] = await Promise.all([getSiteChrome(languageOf(locale)), searchParams, getTranslations('jobs')])
  const editing = await draftToEdit(edit ?? canceled)
  const size = await companySize(editing)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{editing ? t('editTitle') : t('postTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('postIntro')}</p>
      <p className="mt-2 font-semibold text-slate-900">{t('fee', { amount: settings.postingFeeCents / 100 })}</p>
      {canceled ? (
        <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('paymentCanceled')}
        </p>
      ) : null}
      <div className="mt-8">
        <ClientMessages namespaces={['jobs', 'postingLaw', 'enums', 'validation', 'screening']}>
          <PostJobForm editing={editing ? { id: editing.id, values: editing.values } : undefined} companySize={size} />
        </ClientMessages>
      </div>
    </div>
  )
}
