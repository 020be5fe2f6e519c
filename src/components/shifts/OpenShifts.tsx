import { useLocale, useTranslations } from 'next-intl'

import { Alert } from '@/components/ui/Alert'
import { LocalLink as Link } from '@/components/ui/LocalLink'
import { NoticePanel } from '@/components/ui/StatePanels'
import { POSITION_TYPES } from '@/domain/jobs/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { localizedPath } from '@/i18n/locale'

import { ShiftFacts, ShiftHours, shiftDay, type ShiftFactsData } from './ShiftFacts'
import { addDays, KMS, shiftsUrl, type ShiftQuery } from './shiftQuery'

type OpenShift = ShiftFactsData & { id: number }

export type OpenShiftsResult = { kind: 'ready'; docs: OpenShift[]; page: number; totalPages: number; totalDocs: number } | { kind: 'refused'; message: string }

/** The viewer's live requests and bookings (domain/shifts/myRequests.ts), as the list above the open shifts shows them. */
type MyRequestRow = { id: number; status: 'pending' | 'awaiting_payment' | 'booked'; rateCents: number; shift: ShiftFactsData & { id: number } }

type Props = {
  query: ShiftQuery
  result: OpenShiftsResult
  signedIn: boolean
  mine: MyRequestRow[]
  /** "Email me new shifts near …" (ShiftAlertForm, with its copy), for guests and professionals. */
  alertForm?: React.ReactNode
}

/**
 * `/shifts`: the filters (a plain GET form, so every choice is an address and works without
 * JavaScript), the list/week toggle, and the open shifts as cards or as a week of days (a column
 * each on wide screens, one after the other on phones). Signed-out visitors see it all and are asked
 * to sign in to request.
 */
export function OpenShifts({ query, result, signedIn, mine, alertForm }: Props) {
  const t = useTranslations('shifts')
  const b = useTranslations('shifts.browse')
  const locale = useLocale()
  const label = useEnumLabel()
  const filtered = Boolean(query.near || query.from || query.to || query.minRate || query.positionType)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>

      {mine.length ? <MyRequests rows={mine} /> : null}

      <form method="get" action={localizedPath('/shifts', locale)} role="search" aria-label={b('filters')} className="mt-6 grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-3 lg:grid-cols-6">
        <div className="col-span-2 sm:col-span-1 lg:col-span-2">
          <label htmlFor="shift-near" className="field-label">
            {b('near')}
          </label>
          <input id="shift-near" name="near" type="text" autoComplete="address-level2" defaultValue={query.near} placeholder={b('nearPlaceholder')} className="field-input bg-white" />
        </div>
        <div>
          <label htmlFor="shift-km" className="field-label">
            {b('km')}
          </label>
          <select id="shift-km" name="km" defaultValue={String(query.km)} className="field-input bg-white">
            {[...new Set([...KMS, query.km])].map((km) => (
              <option key={km} value={km}>
                {b('within', { km })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="shift-type" className="field-label">
            {b('positionType')}
          </label>
          <select id="shift-type" name="positionType" defaultValue={query.positionType} className="field-input bg-white">
            <option value="">{b('anyPosition')}</option>
            {POSITION_TYPES.map((type) => (
              <option key={type} value={type}>
                {label('positionType', type)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="shift-from" className="field-label">
            {b('from')}
          </label>
          <input id="shift-from" name="from" type="date" defaultValue={query.from} className="field-input bg-white" />
        </div>
        <div>
          <label htmlFor="shift-to" className="field-label">
            {b('to')}
          </label>
          <input id="shift-to" name="to" type="date" defaultValue={query.to} className="field-input bg-white" />
        </div>
        <div>
          <label htmlFor="shift-rate" className="field-label">
            {b('minRate')}
          </label>
          <input id="shift-rate" name="minRate" inputMode="decimal" defaultValue={query.minRate} className="field-input bg-white" />
        </div>
        {query.view === 'week' ? (
          <>
            <input type="hidden" name="view" value="week" />
            <input type="hidden" name="week" value={query.week} />
          </>
        ) : null}
        <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-span-3 lg:col-span-6">
          <button type="submit" className="btn-primary">
            {b('apply')}
          </button>
          {filtered ? (
            <Link href={shiftsUrl({ ...query, near: '', from: '', to: '', minRate: '', positionType: '', page: 1 })} prefetch={false} className="text-link">
              {b('clear')}
            </Link>
          ) : null}
        </div>
      </form>

      {alertForm}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={b('view')} className="flex gap-2">
          {(['list', 'week'] as const).map((view) => (
            <Link key={view} href={shiftsUrl(query, { view, page: 1 })} prefetch={false} aria-current={query.view === view ? 'true' : undefined} className="chip">
              {b(view)}
            </Link>
          ))}
        </nav>
        {result.kind === 'ready' ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            {b('results', { n: result.totalDocs })}
            {query.near ? ` · ${b('nearLabel', { km: query.km, place: query.near })}` : ''}
          </p>
        ) : null}
      </div>

      {!signedIn ? (
        <div className="mt-4">
          <Alert tone="info" title={b('signInToRequest')}>
            <p>{b('signInBody')}</p>
            <Link href={`/auth?next=${encodeURIComponent(shiftsUrl(query))}`} className="btn-primary mt-3">
              {b('signIn')}
            </Link>
          </Alert>
        </div>
      ) : null}

      <section aria-label={t('title')} className="mt-6">
        {result.kind === 'refused' ? (
          <Alert tone="error" title={b('badFilter')}>
            {result.message}
          </Alert>
        ) : query.view === 'week' ? (
          <WeekView query={query} docs={result.docs} />
        ) : result.docs.length === 0 ? (
          <NoticePanel title={b('empty')} body={b('emptyHint')} />
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {result.docs.map((shift) => (
                <li key={shift.id}>
                  <ShiftCard shift={shift} />
                </li>
              ))}
            </ul>
            {result.totalPages > 1 ? (
              <nav aria-label={b('page', { n: result.page, total: result.totalPages })} className="mt-6 flex items-center justify-between">
                {result.page > 1 ? (
                  <Link className="btn-secondary" prefetch={false} href={shiftsUrl(query, { page: result.page - 1 })}>
                    {b('previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-slate-700">{b('page', { n: result.page, total: result.totalPages })}</span>
                {result.page < result.totalPages ? (
                  <Link className="btn-secondary" prefetch={false} href={shiftsUrl(query, { page: result.page + 1 })}>
                    {b('next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </div>
  )
}

function ShiftCard({ shift }: { shift: OpenShift }) {
  const t = useTranslations('shifts.card')
  const locale = useLocale()
  const label = useEnumLabel()
  return (
    <article className="flex h-full flex-col justify-between gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200" aria-label={t('viewAria', { position: label('positionType', shift.positionType), date: shiftDay(shift.date, locale) })}>
      <ShiftFacts shift={shift} />
      <p>
        <Link href={`/shifts/${shift.id}`} className="btn-secondary" aria-label={t('viewAria', { position: label('positionType', shift.positionType), date: shiftDay(shift.date, locale) })}>
          {t('view')}
        </Link>
      </p>
    </article>
  )
}

/** Seven days from the query's Monday, each with its shifts (soonest first, as read). */
function WeekView({ query, docs }: { query: ShiftQuery; docs: OpenShift[] }) {
  const b = useTranslations('shifts.browse')
  const locale = useLocale()
  const days = Array.from({ length: 7 }, (_, i) => addDays(query.week, i))
  return (
    <div>
      <nav aria-label={b('weekOf', { date: shiftDay(query.week, locale) })} className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link className="btn-secondary" prefetch={false} href={shiftsUrl(query, { week: addDays(query.week, -7) })}>
          {b('previousWeek')}
        </Link>
        <h2 className="text-lg font-semibold text-slate-900">{b('weekOf', { date: shiftDay(query.week, locale) })}</h2>
        <Link className="btn-secondary" prefetch={false} href={shiftsUrl(query, { week: addDays(query.week, 7) })}>
          {b('nextWeek')}
        </Link>
      </nav>
      <ol className="grid gap-3 md:grid-cols-7">
        {days.map((day) => {
          const shifts = docs.filter((shift) => shift.date === day)
          return (
            <li key={day} className="rounded-lg bg-slate-50 p-2" aria-label={shiftDay(day, locale)}>
              <h3 className="text-sm font-semibold text-slate-900">{shiftDay(day, locale, true)}</h3>
              {shifts.length === 0 ? (
                <p className="mt-1 text-xs text-slate-600">{b('noShiftsDay')}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {shifts.map((shift) => (
                    <li key={shift.id}>
                      <WeekEntry shift={shift} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function WeekEntry({ shift }: { shift: OpenShift }) {
  const t = useTranslations('shifts.card')
  const locale = useLocale()
  const label = useEnumLabel()
  return (
    <Link href={`/shifts/${shift.id}`} className="block rounded bg-white p-2 text-xs ring-1 ring-slate-200 hover:ring-teal-700" aria-label={t('viewAria', { position: label('positionType', shift.positionType), date: shiftDay(shift.date, locale) })}>
      <span className="block font-semibold tabular-nums text-slate-900">{t('hours', { start: shift.startTime, end: shift.endTime })}</span>
      <span className="block text-slate-800">{label('positionType', shift.positionType)}</span>
      <span className="block font-semibold text-teal-900">{t('rate', { rate: new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(shift.rateCents / 100) })}</span>
      {shift.city ? <span className="block text-slate-700">{shift.city}{typeof shift.distanceKm === 'number' ? ` · ${t('distance', { km: shift.distanceKm })}` : ''}</span> : null}
    </Link>
  )
}

/** "Your requests and bookings": each live request of the viewer's, with its status and a link to its shift. */
function MyRequests({ rows }: { rows: MyRequestRow[] }) {
  const t = useTranslations('shifts')
  const locale = useLocale()
  const label = useEnumLabel()
  return (
    <section aria-labelledby="my-shift-requests" className="mt-6 rounded-lg bg-teal-50 p-4">
      <h2 id="my-shift-requests" className="text-lg font-semibold text-slate-900">
        {t('browse.mine')}
      </h2>
      <ul className="mt-2 space-y-2">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-white p-3 text-sm ring-1 ring-slate-200" data-testid="my-shift-request">
            <span>
              <span className="font-semibold text-slate-900">{shiftDay(row.shift.date, locale)}</span> · {label('positionType', row.shift.positionType)} · {row.shift.city}
              <span className="block text-slate-700">
                <ShiftHours shift={row.shift} />
              </span>
              <span className="block font-medium text-teal-900">{t(`requestStates.${row.status}`)}</span>
            </span>
            <Link href={`/shifts/${row.shift.id}`} className="btn-secondary">
              {t('card.view')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
