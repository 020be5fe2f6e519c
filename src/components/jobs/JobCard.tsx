import { useLocale, useTranslations } from 'next-intl'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { shownText } from '@/domain/jobs/frenchText'
import type { JobCardData } from '@/domain/jobs/search'
import { LocalLink as Link } from '@/components/ui/LocalLink'

import { jobCardId } from './findWorkUrl'
import { CompanyName } from './CompanyName'
import { JobBadges } from './JobBadges'
import { useLangOf } from './JobDetail'
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
  const pay = payText(job, locale)
  const title = shownText(job, locale).title
  // Styles live in globals.css (.job-card): twenty cards, each in the HTML and in the page's data.
  // No prefetch: twenty postings would be rendered for every visitor who only looks at the list.
  return (
    <article id={jobCardId(job.id)} className="job-card" data-selected={selected ? '' : undefined}>
      <h2 lang={langOf(title)}>
        <Link href={pageHref} prefetch={false} className="lg:hidden">
          {title.text}
        </Link>
        <Link href={href} prefetch={false} scroll={false} className="hidden lg:inline" aria-current={selected ? 'true' : undefined}>
          {title.text}
        </Link>
      </h2>
      <div className="job-card-company">
        <CompanyName id={job.id} company={job.company} />
      </div>
      <p>{job.location}</p>
      {pay ? <p className="job-card-pay">{pay}</p> : null}
      <JobBadges job={job} />
      <div className="job-card-foot">
        <p>{job.postedDate ? t('posted', { date: new Date(job.postedDate) }) : null}</p>
        <ApplyButton job={{ id: job.id, title: title.text, requiresVerifiedLicence: job.requiresVerifiedLicence }} />
      </div>
    </article>
  )
}
