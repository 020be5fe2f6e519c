import { useLocale, useTranslations } from 'next-intl'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { shownText, type ShownText } from '@/domain/jobs/frenchText'
import { languageOf } from '@/i18n/locale'
import type { JobPosting } from '@/payload-types'

import { AccommodationNotice } from './AccommodationNotice'
import { CompanyName } from './CompanyName'
import { PostingDisclosures } from './PostingDisclosures'
import { JobBadges } from './JobBadges'
import { SaveJobButton } from './SaveJobButton'
import { payText } from './format'

/** The `lang` of a block written in another language than the page's (screen readers switch voice). */
export function useLangOf() {
  const page = languageOf(useLocale())
  return (block: ShownText) => (block.lang === page ? undefined : block.lang)
}

/**
 * A posting in full: on its own page (h1) or opened inside Find Work (h2), in the page's language:
 * its French text on a French page when it has one, else its English text, marked as English.
 * `accommodation`: its accommodation notice in that language (domain/companies/accommodation.ts).
 */
export function JobDetail({ job, headingLevel = 1, accommodation }: { job: JobPosting; headingLevel?: 1 | 2; accommodation?: string }) {
  const t = useTranslations('jobs')
  const locale = useLocale()
  const langOf = useLangOf()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  // Its sections sit one level below its title, never skipping one (h1 → h2, h2 → h3).
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3'
  const text = shownText(job, locale)
  const pay = payText(job, locale)
  const inEnglishOnly = [text.title, text.description, text.requirements].some((block) => langOf(block) !== undefined)
  // Styles live in globals.css (.job-detail): the markup is in the HTML and in the page's data.
  return (
    <article className="job-detail">
      <Heading lang={langOf(text.title)}>{text.title.text}</Heading>
      <div className="job-detail-company">
        <CompanyName id={job.id} company={job.company} />
      </div>
      <p>{job.location}</p>
      {pay ? <p className="job-detail-pay">{pay}</p> : null}
      <JobBadges job={job} />
      {job.postedDate ? <p className="job-detail-note">{t('posted', { date: new Date(job.postedDate) })}</p> : null}
      {job.requiresVerifiedLicence ? <p className="job-detail-note font-medium">{t('requiresVerifiedLicence')}</p> : null}
      <PostingDisclosures job={job} Heading={SectionHeading} />
      {accommodation ? <AccommodationNotice text={accommodation} Heading={SectionHeading} /> : null}
      <div className="job-detail-actions">
        {job.status === 'active' ? <ApplyButton job={{ id: job.id, title: text.title.text, requiresVerifiedLicence: job.requiresVerifiedLicence }} /> : null}
        <SaveJobButton jobId={job.id} />
      </div>
      {inEnglishOnly ? <p className="job-detail-note">{t('englishOnly')}</p> : null}
      <section className="job-detail-text">
        <SectionHeading>{t('description')}</SectionHeading>
        <p lang={langOf(text.description)}>{text.description.text}</p>
      </section>
      <section className="job-detail-text">
        <SectionHeading>{t('requirements')}</SectionHeading>
        <p lang={langOf(text.requirements)}>{text.requirements.text}</p>
      </section>
    </article>
  )
}
