import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { LocalLink as Link } from '@/components/ui/LocalLink'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { jobQueryParams, POSTED_WITHIN, type JobQuery } from '@/domain/jobs/query'
import type { Facets } from '@/domain/jobs/search'
import { enumLabel } from '@/i18n/enums'
import { localizedPath, type Locale } from '@/i18n/locale'

import { findWorkUrl as urlFor } from './findWorkUrl'

const toggled = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value])

/**
 * What choosing a value of a group gives: its own count, plus those of the group's values already
 * chosen (a posting has one province and one position type, so theirs never overlap: choosing
 * Alberta beside Ontario lists both). A chosen value shows its own share.
 */
const choosingGives = (counts: Partial<Record<string, number>>, chosen: string[], value: string) =>
  chosen.includes(value) ? (counts[value] ?? 0) : chosen.reduce((sum, other) => sum + (counts[other] ?? 0), counts[value] ?? 0)

type Props = {
  basePath: string
  query: JobQuery
  facets: Facets
  /** Prefixes the panel's ids: the page renders it twice (the wide screen's column and the phone's sheet). */
  idPrefix: string
}

/**
 * Find Work's filters: each value is a link to the list with it chosen (or no longer chosen), with
 * the number of results that gives beside it, so they work without JavaScript and every choice is
 * a URL. Minimum pay is a small form. Rendered as the left column on wide screens and in a sheet
 * on phones (FindWork decides where).
 */
export function SearchFilters({ basePath, query, facets, idPrefix }: Props) {
  const t = useTranslations('jobs.filter')
  const locale = useLocale() as Locale
  const go = (change: Partial<JobQuery>) => urlFor(basePath, query, { ...change, page: 1, job: null })

  return (
    <div className="search-filters">
      <FilterGroup title={t('province')}>
        {PROVINCES.map((province) => (
          <FilterLink
            key={province}
            href={go({ provinces: toggled(query.provinces, province) })}
            on={query.provinces.includes(province)}
            count={choosingGives(facets.provinces, query.provinces, province)}
          >
            {enumLabel(locale, 'province', province)}
          </FilterLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t('type')}>
        {POSITION_TYPES.map((type) => (
          <FilterLink key={type} href={go({ types: toggled(query.types, type) })} on={query.types.includes(type)} count={choosingGives(facets.types, query.types, type)}>
            {enumLabel(locale, 'positionType', type)}
          </FilterLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t('posted')}>
        {POSTED_WITHIN.map((days) => (
          <FilterLink
            key={days}
            href={go({ posted: query.posted === days ? null : days })}
            on={query.posted === days}
            count={facets.posted[String(days)] ?? 0}
          >
            {t('postedDays', { days })}
          </FilterLink>
        ))}
      </FilterGroup>
      <PayFilter basePath={basePath} query={query} headingId={`${idPrefix}-pay`} />
    </div>
  )
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="filter-group">
      <h3>{title}</h3>
      <ul>{children}</ul>
    </section>
  )
}

function FilterLink({ href, on, count, children }: { href: string; on: boolean; count: number; children: React.ReactNode }) {
  const format = useFormatter()
  return (
    <li>
      <Link href={href} prefetch={false} aria-current={on ? 'true' : undefined} className="filter-link">
        <span>{children}</span>
        <span className="filter-count">{format.number(count)}</span>
      </Link>
    </li>
  )
}

/** The rest of the search as hidden fields, so a form that sets one filter keeps every other one. */
export function KeptFields({ query, except }: { query: JobQuery; except: string[] }) {
  const kept = [...jobQueryParams({ ...query, page: 1, job: null })].filter(([name]) => !except.includes(name))
  return (
    <>
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

function PayFilter({ basePath, query, headingId }: { basePath: string; query: JobQuery; headingId: string }) {
  const t = useTranslations('jobs.filter')
  const locale = useLocale()
  return (
    <section className="filter-group">
      <h3 id={headingId}>{t('pay')}</h3>
      <form method="get" action={localizedPath(basePath, locale)} aria-labelledby={headingId} className="flex flex-wrap items-end gap-2">
        <KeptFields query={query} except={['pay', 'per']} />
        <label className="text-sm">
          <span className="sr-only">{t('payAmount')}</span>
          <input name="pay" inputMode="decimal" defaultValue={query.pay ?? ''} placeholder="$" className="field-input mt-0 w-24" />
        </label>
        <label className="text-sm">
          <span className="sr-only">{t('payPer')}</span>
          <select name="per" defaultValue={query.per ?? 'hour'} className="field-input mt-0 w-auto">
            <option value="hour">{t('perHour')}</option>
            <option value="year">{t('perYear')}</option>
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {t('apply')}
        </button>
      </form>
    </section>
  )
}
