import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MyApplications } from '@/components/applications/MyApplications'
import { interviewsOf } from '@/domain/interviews/views'
import { applicantThreads } from '@/domain/messages/threads'
import { ViewerSession } from '@/components/auth/ViewerSession'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = pageMetadata('/applications', 'applications.title', { index: false })

export default async function ApplicationsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, user] = await Promise.all([getTranslations('applications'), getViewer()])
  // Each application's thread with its employer, read on the server as the applicant (docs/messages.md).
  const req = user ? await viewerRequest(user) : null
  const threads = req ? await applicantThreads(req) : {}
  // And each one's interview (docs/pipeline.md, Interviews): the threads name every application of theirs.
  const interviews = req ? await interviewsOf(req, Object.keys(threads).map(Number)) : {}
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-8 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <ClientMessages namespaces={['applications', 'screening', 'threads', 'interviews']}>
        <ViewerSession user={user}>
          <MyApplications threads={threads} interviews={interviews} />
        </ViewerSession>
      </ClientMessages>
    </div>
  )
}
