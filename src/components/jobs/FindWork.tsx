import { useLocale, useTranslations } from 'next-intl'

import { SaveSearch } from '@/components/alerts/SaveSearch'
import { LocalLink as Link } from '@/components/ui/LocalLink'
import { CHIP_IDS, type ChipId } from '@/domain/jobs/chips'
import type { PublicSearch } from '@/domain/jobs/publicViews'
import { RADIUSES, SORTS, sortOf, type JobQuery } from '@/domain/jobs/query'
import type { JobCardData } from '@/domain/jobs/search'
import { localizedPath, type Locale } from '@/i18n/locale'
import type { JobPosting } from '@/payload-types'

import { cameFromSearch, feedUrl, findWorkUrl as urlFor, jobPageUrl } from './findWorkUrl'
import { cardView } from './cardView'
import { JobCards } from './JobCard'
import { JobDetail } from './JobDetail'
import { NoResults } from './NoResults'
import { RevealCompanies } from './RevealCompanies'
import { ScrollToCard } from './ScrollToCard'
import { KeptFields, SearchFilters } from './SearchFilters'
import { SimilarPositions } from './SimilarPositions'

const toggle = (chips: ChipId[], chip: ChipId) => (chips.includes(chip) ? chips.filter((c) => c !== chip) : [...chips, chip])

type Props = {
  basePath: string
  query: JobQuery
  result: PublicSearch
  /** The posting opened beside the list (?job=ID), when it is active. */
  openedJob: JobPosting | null
  /** The posting shown in full beside the list: the opened one, or else the first result. */
  shown: JobPosting | null
  /** Who sends job alerts (the site's name), as the "save this search" consent names it. */
  senderName: string
  /** Postings like the opened one (none when no posting is opened). */
  similar: JobCardData[]
  /** The shown posting's accommodation notice (domain/companies/accommodation.ts). */
  accommodation?: string
}

/**
 * Find Work: search, chips, results and a posting beside them, all from the URL, as everyone sees
 * them (the page is cached for everyone and language; see domain/jobs/viewKey.ts). On wide screens the opened
 * posting, or else the first result, fills the space beside the list. A company that the viewer's
 * own rights reveal is filled in by the browser (RevealCompanies).
 */
export function FindWork({ basePath, query, result, openedJob, shown, senderName, similar, accommodation }: Props) {
  const t = useTranslations('jobs')
  const f = useTranslations('jobs.filter')
  const pages = useTranslations('pages')
  const locale = useLocale()
  const hidden = [...result.jobs, ...(shown ? [shown] : [])].filter((job) => !job.company).map((job) => job.id)
  const labels = { urgent: t('urgent'), remote: t('remote'), posted: (date: Date) => t('posted', { date }) }
  const cards = result.jobs.map((job) =>
    cardView(job, locale as Locale, labels, {
      href: urlFor(basePath, query, { job: job.id }),
      pageHref: jobPageUrl(job.id, query),
      selected: shown?.id === job.id,
    }),
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <RevealCompanies ids={hidden} />
      <h1 className="text-3xl font-bold text-slate-900">{pages('findWork')}</h1>
      <form method="get" action={localizedPath(basePath, locale)} role="search" className="mt-6 flex flex-wrap gap-3">
        <label htmlFor="job-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="job-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t('searchPlaceholder')}
          className="field-input mt-0 min-w-64 flex-[2]"
        />
        <label htmlFor="job-near" className="sr-only">
          {f('near')}
        </label>
        <input
          id="job-near"
          name="near"
          type="text"
          autoComplete="address-level2"
          defaultValue={query.near}
          placeholder={f('nearPlaceholder')}
          aria-describedby={result.place === null ? 'near-unknown' : undefined}
          className="field-input mt-0 min-w-48 flex-1"
        />
        <label htmlFor="job-radius" className="sr-only">
          {f('radius')}
        </label>
        <select id="job-radius" name="radius" defaultValue={String(query.radius ?? 50)} className="field-input mt-0 w-auto">
          {RADIUSES.map((km) => (
            <option key={km} value={km}>
              {f('within', { km })}
            </option>
          ))}
        </select>
        <KeptFields query={query} except={['q', 'near', 'radius']} />
        <button type="submit" className="btn-primary">
          {t('search')}
        </button>
      </form>
      {result.place === null ? (
        <p id="near-unknown" role="status" className="mt-2 text-sm text-amber-800">
          {f('placeUnknown')}
        </p>
      ) : result.place ? (
        <p className="mt-2 text-sm text-slate-700">
          {f(query.hideRemote ? 'nearOnlyLabel' : 'nearLabel', { km: query.radius ?? 50, place: result.place })}{' '}
          <Link href={urlFor(basePath, query, { hideRemote: !query.hideRemote, page: 1, job: null })} prefetch={false} className="text-link">
            {query.hideRemote ? f('showRemote') : f('hideRemote')}
          </Link>
        </p>
      ) : null}
      <nav aria-label={t('filters')} className="mt-4 flex flex-wrap items-center gap-2">
        {CHIP_IDS.map((chip) => {
          const on = query.chips.includes(chip)
          return (
            <Link
              key={chip}
              href={urlFor(basePath, query, { chips: toggle(query.chips, chip), page: 1, job: null })}
              prefetch={false}
              // A link, so its state is "current" (aria-pressed belongs to buttons).
              aria-current={on ? 'true' : undefined}
              className="chip"
            >
              {t(`chips.${chip}`)}
            </Link>
          )
        })}
        {cameFromSearch(query) ? (
          <Link href={basePath} prefetch={false} className="text-link ml-2">
            {t('clearFilters')}
          </Link>
        ) : null}
        <span className="ml-auto">
          <SaveSearch search={query} senderName={senderName} />
        </span>
      </nav>

      <div className="find-work-grid mt-8">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
            {f('heading')}
          </h2>
          <SearchFilters basePath={basePath} query={query} facets={result.facets} idPrefix="filters" />
        </aside>
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t('searchLabel')}
          </h2>
          <details className="filter-sheet lg:hidden">
            <summary className="btn-secondary">{f('show', { n: activeFilters(query) })}</summary>
            <SearchFilters basePath={basePath} query={query} facets={result.facets} idPrefix="filter-sheet" />
          </details>
          {result.jobs.length === 0 && result.total > 0 ? (
            // A page past the last (a bookmark kept while postings closed): the way back, not "nothing matches".
            <div className="rounded-md bg-slate-50 p-6 text-center">
              <p className="text-slate-800">{t('pastTheEnd')}</p>
              <Link href={urlFor(basePath, query, { page: 1, job: null })} prefetch={false} className="btn-secondary mt-3 inline-block">
                {t('firstPage')}
              </Link>
            </div>
          ) : result.jobs.length === 0 ? (
            <NoResults basePath={basePath} query={query} suggestions={result.suggestions ?? []}>
              <FeedLink query={query} />
            </NoResults>
          ) : (
            <>
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-sm text-slate-700" aria-live="polite">
                  {t('results', { n: Math.min(result.total, RESULTS_SHOWN), more: String(result.total > RESULTS_SHOWN) })}
                </p>
                <FeedLink query={query} />
              </div>
              <nav aria-label={f('sort')} className="mb-3 flex flex-wrap items-center gap-2 text-sm">
                <span className="text-slate-700">{f('sortBy')}</span>
                {SORTS.filter((sort) => sort !== 'relevance' || query.q).map((sort) => (
                  <Link
                    key={sort}
                    href={urlFor(basePath, query, { sort, page: 1, job: null })}
                    prefetch={false}
                    aria-current={sortOf(query) === sort ? 'true' : undefined}
                    className="chip"
                  >
                    {f(`sorts.${sort}`)}
                  </Link>
                ))}
              </nav>
              <ScrollToCard />
              <JobCards cards={cards} badgesLabel={t('jobType')} />
              <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between">
                {query.page > 1 ? (
                  <Link className="btn-secondary" prefetch={false} href={urlFor(basePath, query, { page: query.page - 1, job: null })}>
                    {t('previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-slate-700">{t('page', { n: query.page })}</span>
                {result.hasMore ? (
                  <Link className="btn-secondary" prefetch={false} href={urlFor(basePath, query, { page: query.page + 1, job: null })}>
                    {t('next')}
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            </>
          )}
        </section>
        {/* Narrow screens open postings on their own page; one opened here by its link (?job=ID)
            comes before the list there, never below twenty cards. */}
        <section
          aria-label={t('viewDetails')}
          className={openedJob ? 'order-first lg:order-none' : 'hidden lg:block'}
        >
          {shown ? (
            <div className="lg:sticky lg:top-4">
              {openedJob ? (
                <p className="mb-2 text-right">
                  <Link href={urlFor(basePath, query, { job: null })} prefetch={false} className="text-link">
                    {t('closeDetails')}
                  </Link>
                </p>
              ) : null}
              <JobDetail job={shown} headingLevel={2} accommodation={accommodation} />
              {openedJob ? <SimilarPositions jobs={similar} collapsed /> : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  )
}

/** Results are counted exactly up to this many, "1,000+" above (the count reads no further). */
const RESULTS_SHOWN = 1000

/** How many filters the query sets (the phone's filter button says so). */
const activeFilters = (q: JobQuery) => q.provinces.length + q.types.length + (q.posted ? 1 : 0) + (q.pay ? 1 : 0)

/** The search's RSS feed (a plain link: it is a file for feed readers, not a page). */
function FeedLink({ query }: { query: JobQuery }) {
  const t = useTranslations('notices')
  const locale = useLocale()
  return (
    <a href={localizedPath(feedUrl(query), locale)} type="application/rss+xml" title={t('feed.linkHint')} className="text-link">
      {t('feed.link')}
    </a>
  )
}
