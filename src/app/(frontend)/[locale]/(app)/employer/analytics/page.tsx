import { getTranslations, setRequestLocale } from 'next-intl/server'

import { hasRole, isAdminUser } from '@/access/roles'
import { PostingFiguresView } from '@/components/analytics/PostingFiguresView'
import { ViewerSession } from '@/components/auth/ViewerSession'
import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { NoticePanel } from '@/components/ui/StatePanels'
import { figuresScreen } from '@/domain/analytics/screen'
import type { QueryValues } from '@/domain/lists/params'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/employer/analytics', 'analytics.title', { index: false })

/**
 * The company's posting figures (docs/analytics.md): search impressions, views, apply clicks,
 * applications and saves by day, and each posting's totals and apply rate. Read on the server for
 * the signed-in member (admins: `?company=ID`).
 */
export default async function PostingFiguresPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, user] = await Promise.all([getTranslations('analytics'), getViewer()])
  const allowed = user && (hasRole(user, 'employer') || isAdminUser(user))
  const data = allowed ? await figuresScreen(await viewerRequest(user), await searchParams) : null
  const screen = !user ? (
    <NoticePanel heading title={t('signIn')} body="" link={{ href: '/auth?next=/employer/analytics', label: (await getTranslations('employer'))('signIn') }} />
  ) : !data ? (
    <Alert tone="info">{t('noCompany')}</Alert>
  ) : (
    <PostingFiguresView data={data} locale={locale} />
  )
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p className="mb-4">
        <SmartLink href="/employer" className="text-link">
          {t('back')}
        </SmartLink>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      <ViewerSession user={user}>{screen}</ViewerSession>
    </div>
  )
}
