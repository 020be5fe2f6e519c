import { useFormatter, useTranslations } from 'next-intl'

import { LocalLink as Link } from '@/components/ui/LocalLink'
import type { Suggestion } from '@/domain/jobs/noResults'
import type { JobQuery } from '@/domain/jobs/query'

import { findWorkUrl as urlFor } from './findWorkUrl'

type Props = { basePath: string; query: JobQuery; suggestions: Suggestion[]; children?: React.ReactNode }

/** An empty result: says so, and offers each change that would find postings, with how many. */
export function NoResults({ basePath, query, suggestions, children }: Props) {
  const t = useTranslations('jobs')
  const f = useTranslations('jobs.filter')
  const format = useFormatter()
  const label = (s: Suggestion) =>
    s.kind === 'radius'
      ? f('suggest.radius', { km: s.change.radius ?? 0 })
      : s.kind === 'spelling'
        ? f('suggest.spelling', { q: s.change.q ?? '' })
        : f(`suggest.${s.kind}`)
  return (
    <div className="rounded-md bg-slate-50 p-6 text-center">
      <p className="font-semibold text-slate-900">{t('noResults')}</p>
      {suggestions.length > 0 ? (
        <>
          <p className="mt-1 text-slate-700">{f('suggest.heading')}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={`${s.kind}-${s.change.radius ?? ''}`}>
                <Link href={urlFor(basePath, query, { ...s.change, page: 1, job: null })} prefetch={false} className="chip">
                  {label(s)} ({s.count > 1000 ? `${format.number(1000)}+` : format.number(s.count)})
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-slate-700">{t('noResultsHint')}</p>
      )}
      <p className="mt-3 text-sm">{children}</p>
    </div>
  )
}
