import { getTranslations, setRequestLocale } from 'next-intl/server'

import { hasRole } from '@/access/roles'
import { TeamShiftsView } from '@/components/shifts/TeamShiftsView'
import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { NoticePanel } from '@/components/ui/StatePanels'
import type { QueryValues } from '@/domain/lists/params'
import { bookingFee } from '@/domain/shifts/bookingFee'
import { teamShifts } from '@/domain/shifts/teamShifts'
import { ViewerSession } from '@/components/auth/ViewerSession'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { formatCents } from '@/lib/format'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/employer/shifts', 'shifts.teamTitle', { index: false })

/**
 * The company team's relief shifts (docs/shifts.md, Screens): post one or a block, see each shift's
 * requests and confirm or decline them, cancel a shift. Read on the server as the signed-in member.
 */
export default async function EmployerShiftsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, user] = await Promise.all([getTranslations('shifts'), getViewer()])
  const query = await searchParams
  const req = user && hasRole(user, 'employer') ? await viewerRequest(user) : null
  const [data, fee] = req ? await Promise.all([teamShifts(req, query), bookingFee(req)]) : [null, null]
  // Back from the booking fee's checkout (docs/shifts.md, "Booking fee"): the webhook books, not this page.
  const payment = query.payment === 'done' ? 'returned' : query.payment === 'cancelled' ? 'cancelled' : null
  const screen = !user ? (
    <NoticePanel heading title={t('team.signInTitle')} body={t('team.signInBody')} link={{ href: '/auth?next=/employer/shifts', label: t('browse.signIn') }} />
  ) : !hasRole(user, 'employer') ? (
    <Alert tone="info">{t('team.employerOnly')}</Alert>
  ) : !data ? (
    <NoticePanel title={t('team.noCompany')} body="" link={{ href: '/account/company', label: t('team.companyLink') }} />
  ) : (
    <>
      {payment ? (
        <div className="mb-6">
          <Alert tone={payment === 'returned' ? 'success' : 'info'}>{t(`payment.${payment}`)}</Alert>
        </div>
      ) : null}
      {fee && fee.feeCents > 0 ? <p className="mb-6 text-sm text-slate-700">{t('payment.feeNotice', { fee: formatCents(fee.feeCents, locale as 'en-CA') })}</p> : null}
      <TeamShiftsView data={data} />
    </>
  )
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p className="mb-4">
        <SmartLink href="/employer" className="text-link">
          {(await getTranslations('nav'))('employer')}
        </SmartLink>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{t('teamTitle')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('teamIntro')}</p>
      <ClientMessages namespaces={['shifts', 'enums']}>
        <ViewerSession user={user}>{screen}</ViewerSession>
      </ClientMessages>
    </div>
  )
}
