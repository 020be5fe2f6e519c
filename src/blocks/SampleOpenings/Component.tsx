import { getLocale, getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'
import type { SampleOpeningsBlock as Props } from '@/payload-types'

/**
 * The badge is a stored value (Priority, Confidential, Urgent); its label is the page's language's,
 * marked as such (the block's own text may be the English fallback, inside a `lang="en"` page).
 */
const BADGE_KEY = { Priority: 'priority', Confidential: 'confidential', Urgent: 'urgent' } as const

export async function SampleOpeningsBlock({ heading, intro, openings, note }: Props) {
  const [t, locale] = await Promise.all([getTranslations('jobs'), getLocale()])
  return (
    <Section heading={heading} intro={intro} tone="tinted">
      <ul className="grid gap-6 lg:grid-cols-3">
        {openings.map((job) => (
          <li key={job.id ?? job.title} className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{job.title}</h3>
              {job.badge ? (
                <span lang={locale} className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{t(BADGE_KEY[job.badge])}</span>
              ) : null}
            </div>
            <p className="mt-2 text-slate-700">{job.company}</p>
            <p className="text-slate-700">{job.location}</p>
            {job.employmentType || job.pay ? (
              <p className="mt-3 text-sm text-slate-700">{[job.employmentType, job.pay].filter(Boolean).join(' · ')}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-sm text-slate-700">{note}</p> : null}
    </Section>
  )
}
