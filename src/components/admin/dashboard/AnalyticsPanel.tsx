import { getTranslations } from 'next-intl/server'
import type { PayloadRequest } from 'payload'

import { ChartFigure } from '@/components/analytics/ChartFigure'
import { siteWeeks } from '@/domain/analytics/figures'
import type { Locale } from '@/i18n/locale'

/** Weeks the dashboard shows (the CSV may ask for up to two years). */
const WEEKS = 26

/**
 * The site's figures by week for admins (docs/analytics.md): postings published, applications and
 * revenue, and the funnel from search impressions to applications, each chart with its table.
 */
export async function AnalyticsPanel({ req, locale }: { req: PayloadRequest; locale: Locale }) {
  const [t, weeks] = await Promise.all([getTranslations({ locale, namespace: 'analytics' }), siteWeeks(req, WEEKS)])
  if (!weeks) return <p>{t('adminOnly')}</p>
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })
  const rows = weeks.map((w) => ({ ...w, revenue: w.revenueCents / 100 }))
  const x = { key: 'week', label: t('week') }
  const activity = t('activityTitle')
  const funnel = t('funnelTitle')
  return (
    <section>
      <p>
        <a href={`/api/analytics/site.csv?weeks=52`} download>
          {t('exportCsv')}
        </a>
      </p>
      <ChartFigure
        title={activity}
        caption={t('weeksCaption', { title: activity, weeks: WEEKS })}
        rows={rows}
        x={x}
        locale={locale}
        series={[
          { key: 'published', label: t('published'), color: '#0369a1' },
          { key: 'applications', label: t('applications'), color: '#15803d' },
          { key: 'revenue', label: t('revenue'), color: '#c2410c' },
        ]}
        format={(key, value) => (key === 'revenue' ? money.format(Number(value)) : new Intl.NumberFormat(locale).format(Number(value)))}
      />
      <ChartFigure
        title={funnel}
        caption={t('weeksCaption', { title: funnel, weeks: WEEKS })}
        rows={rows}
        x={x}
        locale={locale}
        series={[
          { key: 'impressions', label: t('impressions'), color: '#0369a1' },
          { key: 'views', label: t('views'), color: '#7c3aed' },
          { key: 'applyClicks', label: t('applyClicks'), color: '#c2410c' },
          { key: 'applications', label: t('applications'), color: '#15803d' },
        ]}
      />
    </section>
  )
}
