import { getTranslations, setRequestLocale } from 'next-intl/server'

import { hasRole, isAdminUser } from '@/access/roles'
import { ViewerSession } from '@/components/auth/ViewerSession'
import { EmployerWorkspace } from '@/components/employer/EmployerWorkspace'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel } from '@/components/ui/StatePanels'
import type { QueryValues } from '@/domain/lists/params'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { getViewer } from '@/lib/payload/viewer'
import { signInAndBack } from '@/domain/auth/signInLink'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/employer', 'employer.title', { index: false })

/**
 * The employer workspace: its postings and their applicants, read on the server as the signed-in
 * person, a page of each at a time; the lists' filters, search, order and pages are in the address.
 */
export default async function EmployerPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, user, values] = await Promise.all([getTranslations('employer'), getViewer(), searchParams])
  const screen = !user ? (
    <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: signInAndBack('/employer', values), label: t('signIn') }} />
  ) : hasRole(user, 'employer') || isAdminUser(user) ? (
    <EmployerWorkspace user={user} values={values} locale={locale} />
  ) : (
    <Alert tone="info">{t('employerOnly')}</Alert>
  )
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      {/* The postings' states and actions, the applicants' statuses, dates and decisions due, the lists' controls. */}
      <ClientMessages namespaces={['employer', 'credits', 'applications', 'enums', 'profile', 'notices', 'decisions', 'lists', 'pipeline', 'screening', 'threads', 'interviews', 'analytics']}>
        <ViewerSession user={user}>{screen}</ViewerSession>
      </ClientMessages>
    </div>
  )
}
