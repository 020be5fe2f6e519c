import Link from 'next/link'

import { CHIP_IDS, type ChipId } from '@/domain/jobs/chips'
import type { JobQuery } from '@/domain/jobs/query'
import { PAGE_SIZE, type JobCardData } from '@/domain/jobs/search'
import { messages } from '@/i18n'
import type { JobPosting } from '@/payload-types'

import { findWorkUrl as urlFor, jobPageUrl } from './findWorkUrl'
import { JobCard } from './JobCard'
import { JobDetail } from './JobDetail'
import { RevealCompanies } from './RevealCompanies'
import { ScrollToCard } from './ScrollToCard'

const m = messages.jobs

const toggle = (chips: ChipId[], chip: ChipId) => (chips.includes(chip) ? chips.filter((c) => c !== chip) : [...chips, chip])

type Props = {
  basePath: string
  query: JobQuery
  result: { jobs: JobCardData[]; hasMore: boolean }
  /** The posting opened beside the list (?job=ID), when it is active. */
  openedJob: JobPosting | null
  /** The posting shown in full beside the list: the opened one, or else the first result. */
  shown: JobPosting | null
}

/**
 * Find Work: search, chips, results and a posting beside them, all from the URL, as everyone sees
 * them (the page is cached for everyone; see domain/jobs/viewKey.ts). On wide screens the opened
 * posting, or else the first result, fills the space beside the list. A company that the viewer's
 * own rights reveal is filled in by the browser (RevealCompanies).
 */
export function FindWork({ basePath, query, result, openedJob, shown }: Props) {
  const hidden = [...result.jobs, ...(shown ? [shown] : [])].filter((job) => !job.company).map((job) => job.id)

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <RevealCompanies ids={hidden} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.pages.findWork}</h1>
      <form method="get" action={basePath} role="search" className="mt-6 flex flex-wrap gap-3">
        <label htmlFor="job-search" className="sr-only">
          {m.searchLabel}
        </label>
        <input
          id="job-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={m.searchPlaceholder}
          className="field-input mt-0 min-w-64 flex-1"
        />
        {query.chips.map((chip) => (
          <input key={chip} type="hidden" name="chip" value={chip} />
        ))}
        <button type="submit" className="btn-primary">
          {m.search}
        </button>
      </form>
      <nav aria-label={m.filters} className="mt-4 flex flex-wrap items-center gap-2">
        {CHIP_IDS.map((chip) => {
          const on = query.chips.includes(chip)
          return (
            <Link
              key={chip}
              href={urlFor(basePath, query, { chips: toggle(query.chips, chip), page: 1, job: null })}
              aria-pressed={on}
              className={`rounded-full border px-3 py-1 text-sm font-medium ${on ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {m.chips[chip]}
            </Link>
          )
        })}
        {query.chips.length > 0 || query.q ? (
          <Link href={basePath} className="ml-2 text-sm text-teal-800 underline">
            {m.clearFilters}
          </Link>
        ) : null}
      </nav>

      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="results-heading" className="lg:col-span-2">
          <h2 id="results-heading" className="sr-only">
            {m.searchLabel}
          </h2>
          {result.jobs.length === 0 ? (
            <div className="rounded-md bg-slate-50 p-6 text-center">
              <p className="font-semibold text-slate-900">{m.noResults}</p>
              <p className="mt-1 text-slate-700">{m.noResultsHint}</p>
            </div>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700" aria-live="polite">
                {m.results(result.jobs.length + (query.page - 1) * PAGE_SIZE, result.hasMore)}
              </p>
              <ScrollToCard />
              <ul className="space-y-4">
                {result.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard
                      job={job}
                      selected={shown?.id === job.id}
                      href={urlFor(basePath, query, { job: job.id })}
                      pageHref={jobPageUrl(job.id, query)}
                    />
                  </li>
                ))}
              </ul>
              <nav aria-label={m.pagination} className="mt-6 flex items-center justify-between">
                {query.page > 1 ? (
                  <Link className="btn-secondary" href={urlFor(basePath, query, { page: query.page - 1, job: null })}>
                    {m.previous}
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-slate-700">{m.page(query.page)}</span>
                {result.hasMore ? (
                  <Link className="btn-secondary" href={urlFor(basePath, query, { page: query.page + 1, job: null })}>
                    {m.next}
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
          aria-label={m.viewDetails}
          className={openedJob ? 'order-first lg:order-none lg:col-span-3' : 'hidden lg:col-span-3 lg:block'}
        >
          {shown ? (
            <div className="lg:sticky lg:top-4">
              {openedJob ? (
                <p className="mb-2 text-right">
                  <Link href={urlFor(basePath, query, { job: null })} className="text-sm text-teal-800 underline">
                    {m.closeDetails}
                  </Link>
                </p>
              ) : null}
              <JobDetail job={shown} headingLevel={2} />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  )
}
