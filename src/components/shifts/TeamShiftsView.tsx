import { useLocale, useTranslations } from 'next-intl'

import { Pager } from '@/components/lists/Pager'
import { NoticePanel } from '@/components/ui/StatePanels'
import type { CredentialKind, RequestStatus } from '@/domain/shifts/options'
import { scheduledMinutes } from '@/domain/shifts/state'
import { offeredRequestSteps, offeredShiftSteps } from '@/domain/shifts/transitions'
import { type TeamShift, type TeamShifts } from '@/domain/shifts/teamShifts'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { formatCents, formatDate } from '@/lib/format'

import { AfterShiftPanel, type AfterBooking } from './AfterShiftPanel'
import { PostShiftsForm } from './PostShiftsForm'
import { ShiftFacts } from './ShiftFacts'
import { CancelShift, RequestDecision } from './TeamShiftSteps'

/**
 * `/employer/shifts`: the post form, then the team's shifts in three lists, each shift with its
 * requests (name, licence, credentials, reliability, the rate offered) and the steps the table
 * allows: confirm or decline a request, cancel the shift.
 */
export function TeamShiftsView({ data }: { data: TeamShifts }) {
  const t = useTranslations('shifts.team')
  const lists = [
    { key: 'upcoming', title: t('upcoming'), page: data.lists.upcoming, empty: t('emptyUpcoming'), hint: t('emptyUpcomingHint') },
    { key: 'booked', title: t('booked'), page: data.lists.booked, empty: t('emptyBooked'), hint: '' },
    { key: 'past', title: t('past'), page: data.lists.past, empty: t('emptyPast'), hint: '' },
  ]
  return (
    <div className="space-y-10">
      <PostShiftsForm defaultCity={data.company.city ?? ''} defaultProvince={data.company.province ?? ''} />
      {lists.map((list) => (
        <section key={list.key} id={`shifts-${list.key}`} aria-labelledby={`shifts-${list.key}-h`}>
          <h2 id={`shifts-${list.key}-h`} className="mb-3 text-xl font-semibold text-slate-900">
            {list.title}
          </h2>
          {list.page.docs.length === 0 ? (
            <NoticePanel title={list.empty} body={list.hint} />
          ) : (
            <ul className="space-y-4" aria-labelledby={`shifts-${list.key}-h`}>
              {list.page.docs.map((shift) => (
                <li key={shift.id}>
                  <TeamShiftCard shift={shift} />
                </li>
              ))}
            </ul>
          )}
          <Pager path="/employer/shifts" state={data.state} param={list.page.param} page={list.page.page} totalPages={list.page.totalPages} label={list.title} hash={`#shifts-${list.key}`} />
        </section>
      ))}
    </div>
  )
}

function TeamShiftCard({ shift }: { shift: TeamShift }) {
  const t = useTranslations('shifts.team')
  const a = useTranslations('shifts.after')
  const states = useTranslations('shifts.states')
  const locale = useLocale()
  const label = useEnumLabel()
  const rate = (cents: number) => formatCents(cents, locale as 'en-CA')
  const address = [shift.street, shift.postalCode].filter(Boolean).join(', ')
  const booked = shift.requests.find((request) => request.status === 'booked')
  const list = (kinds: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => label('credentialKind', kind)))
  return (
    <article className="rounded-lg bg-white p-4 ring-1 ring-slate-200" data-testid="team-shift">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ShiftFacts shift={{ ...shift, rateCents: Number(shift.rateCents), requiredCredentials: (shift.requiredCredentials ?? []) as CredentialKind[] }} compact />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{states(shift.state)}</span>
      </div>
      {address ? <p className="mt-1 text-sm text-slate-700">{address}</p> : null}
      {booked ? <p className="mt-2 text-sm font-semibold text-teal-900">{t('bookedWith', { name: booked.professional.name, rate: rate(booked.rateCents) })}</p> : null}
      {shift.state === 'cancelled' && shift.cancelReason ? <p className="mt-2 text-sm text-slate-700">{t('cancelReasonShown', { reason: shift.cancelReason })}</p> : null}
      {shift.state === 'open' || shift.state === 'booked' || (shift.state === 'expired' && shift.requests.length) ? (
        <details className="mt-3" open={shift.requests.some((request) => request.state === 'pending' || request.state === 'awaiting_payment')}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('requests', { n: shift.requests.length })}</summary>
          <ul className="mt-2 divide-y divide-slate-200" aria-label={t('requestsHeading')}>
            {shift.requests.map((request) => {
              const steps = offeredRequestSteps('facility', request.status as RequestStatus, shift.state)
              return (
                <li key={request.id} className="py-3 text-sm" data-testid="shift-request">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{request.professional.name}</span>
                    <span className="text-slate-700">{t(`requestStates.${request.state}`)}</span>
                  </p>
                  <p className="text-slate-800">
                    {t('offered', { rate: rate(request.rateCents) })}
                    {request.counterOffer ? <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{t('counterOffer')}</span> : null}
                  </p>
                  <p className="text-slate-700">
                    {request.professional.licenceVerifiedOn ? t('licenceVerified', { date: formatDate(request.professional.licenceVerifiedOn, 'medium', locale as 'en-CA') ?? '' }) : t('licenceNotVerified')}
                    {(shift.requiredCredentials ?? []).length ? ` · ${request.professional.credentialsMissing.length ? t('credentialsLacking', { list: list(request.professional.credentialsMissing) }) : t('credentialsOk')}` : ''}
                  </p>
                  <p className="text-slate-700">
                    {t('reliability', { n: request.reliability.lateCancellations })} · {a('summary', { count: request.rating.count, average: new Intl.NumberFormat(locale).format(request.rating.average ?? 0) })}
                  </p>
                  {steps.includes('confirm') ? <RequestDecision requestId={request.id} name={request.professional.name} awaitingPayment={request.status === 'awaiting_payment'} /> : null}
                </li>
              )
            })}
          </ul>
        </details>
      ) : null}
      {shift.booking ? <AfterShiftPanel side="facility" booking={shift.booking as AfterBooking} scheduledMinutes={scheduledMinutes(shift)} /> : null}
      {offeredShiftSteps('facility', shift.state).includes('cancel') ? <CancelShift shiftId={shift.id} state={shift.state} startsAt={String(shift.startsAt)} /> : null}
    </article>
  )
}
