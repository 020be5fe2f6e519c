import { getLocale, getTranslations } from 'next-intl/server'

import { publishedRetention } from '@/domain/privacy/publishedRetention'
import type { RetentionPeriodsBlock as Props } from '@/payload-types'

/**
 * How long the site keeps what, with the periods currently set (site settings), in the page's
 * language even where the block's heading is the English fallback.
 */
export async function RetentionPeriodsBlock({ heading }: Props) {
  const [periods, t, locale] = await Promise.all([publishedRetention(), getTranslations('privacy'), getLocale()])
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h2 lang={heading ? undefined : locale} className="text-2xl font-bold text-slate-900">{heading || t('retentionHeading')}</h2>
      <div lang={locale} className="prose-content mt-4">
        <ul data-testid="retention-periods">
          <li>{t('retentionGuestResumes', { days: periods.guestResumeDays })}</li>
          <li>{t('retentionApplications', { years: periods.applicationYears })}</li>
          <li>{t('retentionUnverified', { days: periods.unverifiedAccountDays })}</li>
          <li>{t('retentionClosing')}</li>
        </ul>
        <p>{t('retentionSelfService')}</p>
      </div>
    </section>
  )
}
