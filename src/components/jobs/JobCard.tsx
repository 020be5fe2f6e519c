import { useLocale, useTranslations } from 'next-intl'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { shownText } from '@/domain/jobs/frenchText'
import type { JobCardData } from '@/domain/jobs/search'
import { Link } from '@/i18n/navigation'

import { jobCardId } from './findWorkUrl'
import { CompanyName } from './CompanyName'
import { JobBadges } from './JobBadges'
import { useApplyLabels, useLangOf } from './JobDetail'
import { payText } from './format'

type Props = {
  job: JobCardData
  /** Opens the posting beside the list (wide screens: ?job=ID). */
  href: string
  /** The posting's own page (narrow screens, where there is no room beside the list). */
  pageHref: string
  /** Shown beside the list right now. */
  selected: boolean
}

/**
 * One result in Find Work, in the page's language (the French title when the posting has one).
 * Its title opens the posting beside the list on wide screens and on its own page on narrow ones
 * (where details below twenty cards would be out of sight); each screen size shows only its own link.
 */
export function JobCard({ job, href, pageHref, selected }: Props) {
  const t = useTranslations('jobs')
  const locale = useLocale()
  const langOf = useLangOf()
  const applyLabels = useApplyLabels()
  const pay = payText(job, locale)
  const title = shownText(job, locale).title
  return (
    <article
      id={jobCardId(job.id)}
      className={`scroll-mt-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 ${selected ? 'lg:ring-2 lg:ring-teal-700' : ''}`}
    >
      <h2 className="text-lg font-semibold text-slate-900" lang={langOf(title)}>
        <Link href={pageHref} className="hover:underline lg:hidden">
          {title.text}
        </Link>
        <Link href={href} scroll={false} className="hidden hover:underline lg:inline" aria-current={selected ? 'true' : undefined}>
          {title.text}
        </Link>
      </h2>
      <div className="mt-1 text-slate-700">
        <CompanyName id={job.id} company={job.company} />
      </div>
      <p className="text-slate-700">{job.location}</p>
      {pay ? <p className="mt-1 font-medium text-slate-900">{pay}</p> : null}
      <div className="mt-3">
        <JobBadges job={job} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{job.postedDate ? t('posted', { date: new Date(job.postedDate) }) : null}</p>
        <ApplyButton job={{ id: job.id, title: title.text, requiresVerifiedLicence: job.requiresVerifiedLicence }} labels={applyLabels} />
      </div>
    </article>
  )
}
