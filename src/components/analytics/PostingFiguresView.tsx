import { getFormatter, getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { PERIODS } from '@/domain/analytics/figures'
import type { FiguresScreen } from '@/domain/analytics/screen'

import { ChartFigure } from './ChartFigure'

const SERIES = [
  ['impressions', '#0369a1'],
  ['views', '#7c3aed'],
  ['applyClicks', '#c2410c'],
  ['applications', '#15803d'],
  ['saves', '#be185d'],
] as const

/** The company's postings' figures: a chart over time (with its table) and each posting's totals. */
export async function PostingFiguresView({ data, locale }: { data: FiguresScreen; locale: string }) {
  const [t, format] = await Promise.all([getTranslations('analytics'), getFormatter()])
  const rate = (value: number | null) => (value === null ? t('noRate') : format.number(value, { style: 'percent', maximumFractionDigits: 1 }))
  const series = SERIES.map(([key, color]) => ({ key, label: t(key), color }))
  const name = data.posting?.title ?? t('allPostings')
  const csv = `/api/analytics/postings.csv?days=${data.days}${data.posting ? `&posting=${data.posting.id}` : ''}`
  return (
    <div className="space-y-8">
      <form method="get" className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm">
          {t('period')}
          <select name="days" defaultValue={String(data.days)} className="input">
            {PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('periodDays', { days })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {t('posting')}
          <select name="posting" defaultValue={data.posting ? String(data.posting.id) : ''} className="input">
            <option value="">{t('allPostings')}</option>
            {data.postings.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {t('show')}
        </button>
        <a href={csv} className="text-link" download>
          {t('exportCsv')}
        </a>
      </form>
      <ChartFigure
        title={t('chartTitle', { name })}
        caption={t('tableCaption', { name })}
        rows={data.daily}
        x={{ key: 'day', label: t('day') }}
        series={series}
        locale={locale}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('totalsCaption', { days: data.days })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('posting')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="text-right">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="text-right">
                {t('applyRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.postings.map((p) => (
              <tr key={p.id} className="border-t border-slate-200">
                <th scope="row" className="py-1 font-normal">
                  <SmartLink href={`/employer/analytics?days=${data.days}&posting=${p.id}`} prefetch={false} className="text-link">
                    {p.title}
                  </SmartLink>
                </th>
                {series.map((s) => (
                  <td key={s.key} className="text-right">
                    {format.number(p[s.key])}
                  </td>
                ))}
                <td className="text-right">{rate(p.applyRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
