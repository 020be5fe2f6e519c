import { Section } from '@/components/ui/Section'
import { messages } from '@/i18n'
import { getSiteChrome } from '@/domain/content/siteChrome'
import type { StatsBlock as Props } from '@/payload-types'

const labels = messages.stats

export async function StatsBlock({ heading, intro, useSiteStats, items }: Props) {
  let figures = (items ?? []).map(({ value, label }) => ({ value, label }))
  if (useSiteStats) {
    const { stats } = (await getSiteChrome('en')).settings
    figures = [
      { value: stats.professionals, label: labels.professionals },
      { value: stats.facilities, label: labels.facilities },
      { value: stats.positionsFilled, label: labels.positionsFilled },
      { value: stats.successRate, label: labels.successRate },
    ]
  }
  return (
    <Section heading={heading} intro={intro} tone="tinted">
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
