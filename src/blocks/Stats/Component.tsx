import { getLocale, getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'
import { getSiteChrome } from '@/domain/content/siteChrome'
import { languageOf } from '@/i18n/locale'
import type { StatsBlock as Props } from '@/payload-types'

export async function StatsBlock({ heading, intro, useSiteStats, items }: Props) {
  let figures = (items ?? []).map(({ value, label }) => ({ value, label }))
  // The site's labels are in the page's language even where the block's own text is the English fallback.
  let labelsLang: string | undefined
  if (useSiteStats) {
    // The site's figures, labelled in the page's language.
    const locale = await getLocale()
    const [{ settings }, t] = await Promise.all([getSiteChrome(languageOf(locale)), getTranslations('stats')])
    const { stats } = settings
    labelsLang = locale
    figures = [
      { value: stats.professionals, label: t('professionals') },
      { value: stats.facilities, label: t('facilities') },
      { value: stats.positionsFilled, label: t('positionsFilled') },
      { value: stats.successRate, label: t('successRate') },
    ]
  }
  return (
    <Section heading={heading} intro={intro} tone="tinted">
      <dl lang={labelsLang} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((item) => (
          <div key={item.label} className="flex flex-col rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="order-first text-3xl font-bold text-teal-800">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
