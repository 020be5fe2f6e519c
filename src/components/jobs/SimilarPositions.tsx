import { useLocale, useTranslations } from 'next-intl'

import { LocalLink as Link } from '@/components/ui/LocalLink'
import { shownText } from '@/domain/jobs/frenchText'
import type { JobCardData } from '@/domain/jobs/search'
import { languageOf, type Locale } from '@/i18n/locale'

/**
 * Up to four listed postings of the same position type, nearest first (similar.ts), under a
 * posting: its title (in the page's language when it has one), company and place. A confidential
 * company reads "Confidential", as everywhere the public looks. `collapsed`: closed until asked
 * for (under the posting opened beside Find Work's list, whose title must stay in view).
 */
export function SimilarPositions({ jobs, collapsed = false }: { jobs: JobCardData[]; collapsed?: boolean }) {
  const t = useTranslations('jobs')
  if (jobs.length === 0) return null
  if (collapsed) {
    return (
      <details className="similar-positions">
        <summary>{t('similarTitle')}</summary>
        <SimilarList jobs={jobs} />
      </details>
    )
  }
  return (
    <section aria-labelledby="similar-positions" className="similar-positions">
      <h2 id="similar-positions">{t('similarTitle')}</h2>
      <SimilarList jobs={jobs} />
    </section>
  )
}

function SimilarList({ jobs }: { jobs: JobCardData[] }) {
  const t = useTranslations('jobs')
  const locale = useLocale() as Locale
  return (
    <ul>
      {jobs.map((job) => {
        const title = shownText(job, locale).title
        return (
          <li key={job.id}>
            <Link href={`/jobs/${job.id}`} prefetch={false} lang={title.lang !== languageOf(locale) ? title.lang : undefined}>
              {title.text}
            </Link>
            <span>
              {job.company || t('confidential')} · {job.location}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
