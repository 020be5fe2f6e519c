import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AfterShiftPanel, type AfterBooking } from '@/components/shifts/AfterShiftPanel'
import { ProfessionalShiftPanel } from '@/components/shifts/ProfessionalShiftPanel'
import { ShiftFacts } from '@/components/shifts/ShiftFacts'
import { Alert } from '@/components/ui/Alert'
import { SmartLink } from '@/components/ui/SmartLink'
import { NoticePanel } from '@/components/ui/StatePanels'
import { shownNotes } from '@/domain/shifts/frenchNotes'
import type { CredentialKind, RequestStatus } from '@/domain/shifts/options'
import { shiftPage } from '@/domain/shifts/shiftPage'
import { hasEnded, scheduledMinutes } from '@/domain/shifts/state'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'
import { getViewer, viewerRequest } from '@/lib/payload/viewer'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return { title: translator(locale as Locale)('shifts.title'), robots: { index: false } }
}

/**
 * One relief shift (docs/shifts.md, Screens), read on the server as the viewer: its facts, the exact
 * address only when the server gives it (the team, the booked professional), and the viewer's side:
 * a professional's request and its steps, or the team's way to its shifts.
 */
export default async function ShiftPage({ params }: Props) {
  const { locale: raw, id: rawId } = await params
  const locale = raw as Locale
  setRequestLocale(locale)
  const [t, c, user] = await Promise.all([getTranslations('shifts.detail'), getTranslations('shifts.card'), getViewer()])
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null
  const view = user && id !== null ? await shiftPage(await viewerRequest(user), id) : null
  let body: React.ReactNode
  if (!user) {
    body = <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: `/auth?next=/shifts/${rawId}`, label: t('signInTitle') }} />
  } else if (!view) {
    body = <NoticePanel title={t('notFound')} body="" link={{ href: '/shifts', label: t('back') }} />
  } else {
    const { shift, state, request, side, blockers, facilityRating } = view
    const a = await getTranslations('shifts.after')
    const address = [shift.street, shift.postalCode].filter(Boolean).join(', ')
    const notes = shownNotes(shift, locale)
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <article className="rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-6">
          <p className="mb-2">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800" data-testid="shift-state">
              {(await getTranslations('shifts.states'))(state)}
            </span>
          </p>
          <ShiftFacts shift={{ ...shift, rateCents: Number(shift.rateCents), requiredCredentials: (shift.requiredCredentials ?? []) as CredentialKind[], companyName: view.companyName }} />
          <div className="mt-4 text-sm">
            <h2 className="font-semibold text-slate-900">{c('address')}</h2>
            {address ? (
              <p className="mt-1 text-slate-800" data-testid="shift-address">
                {address}, {shift.city}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">{c('addressHidden')}</p>
            )}
          </div>
          {notes ? (
            <div className="mt-4 text-sm">
              <h2 className="font-semibold text-slate-900">{c('notes')}</h2>
              <p className="mt-1 whitespace-pre-line text-slate-800" lang={notes.lang}>
                {notes.text}
              </p>
            </div>
          ) : null}
          {state === 'expired' ? <p className="mt-4 text-sm text-slate-700">{t('expiredNote')}</p> : null}
          {state === 'cancelled' ? <p className="mt-4 text-sm text-slate-700">{t('cancelledNote')}</p> : null}
        </article>
        <div>
          {side === 'facility' ? (
            <Alert tone="info" title={t('ownShift')}>
              <SmartLink href="/employer/shifts" className="font-semibold underline">
                {t('manage')}
              </SmartLink>
            </Alert>
          ) : side === 'professional' ? (
            <>
              {facilityRating ? <p className="mb-3 text-sm text-slate-800">{a('facilityRating', { summary: a('summary', { count: facilityRating.count, average: new Intl.NumberFormat(locale).format(facilityRating.average ?? 0) }) })}</p> : null}
              <ProfessionalShiftPanel
              shift={{ id: shift.id, rateCents: Number(shift.rateCents), date: shift.date, startsAt: String(shift.startsAt), state }}
              request={request ? { id: request.id, status: (request.status ?? 'pending') as RequestStatus, rateCents: Number(request.rateCents), counterOffer: Boolean(request.counterOffer) } : null}
              blockers={blockers}
              />
              {request?.status === 'booked' && hasEnded(shift) ? <AfterShiftPanel side="professional" booking={request as AfterBooking} scheduledMinutes={scheduledMinutes(shift)} /> : null}
            </>
          ) : (
            <Alert tone="info">{t('notProfessional')}</Alert>
          )}
        </div>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="mb-4">
        <SmartLink href="/shifts" className="text-link">
          {t('back')}
        </SmartLink>
      </p>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{(await getTranslations('shifts'))('title')}</h1>
      <ClientMessages namespaces={['shifts', 'enums']}>{body}</ClientMessages>
    </div>
  )
}
