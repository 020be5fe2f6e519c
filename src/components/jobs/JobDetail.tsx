import { useLocale, useTranslations } from 'next-intl'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { shownText, type ShownText } from '@/domain/jobs/frenchText'
import { languageOf } from '@/i18n/locale'
import type { JobPosting } from '@/payload-types'

import { CompanyName } from './CompanyName'
import { PostingDisclosures } from './PostingDisclosures'
import { JobBadges } from './JobBadges'
import { SaveJobButton } from './SaveJobButton'
import { payText } from './format'

/** The Apply button's labels in the page's language (its dialog reads the `applications` messages). */
export function useApplyLabels() {
  const a = useTranslations('applications')
  return { apply: a('apply'), signIn: a('signIn'), signInTitle: a('signInTitle'), signInBody: a('signInBody') }
}

/** The `lang` of a block written in another language than the page's (screen readers switch voice). */
export function useLangOf() {
  const page = languageOf(useLocale())
  return (block: ShownText) => (block.lang === page ? undefined : block.lang)
}

/**
 * A posting in full: on its own page (h1) or opened inside Find Work (h2), in the page's language:
 * its French text on a French page when it has one, else its English text, marked as English.
 */
export function JobDetail({ job, headingLevel = 1 }: { job: JobPosting; headingLevel?: 1 | 2 }) {
  const t = useTranslations('jobs')
  const locale = useLocale()
  const langOf = useLangOf()
  const applyLabels = useApplyLabels()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  // Its sections sit one level below its title, never skipping one (h1 → h2, h2 → h3).
  const SectionHeading = headingLevel === 1 ? 'h2' : 'h3'
  const text = shownText(job, locale)
  const pay = payText(job, locale)
  const inEnglishOnly = [text.title, text.description, text.requirements].some((block) => langOf(block) !== undefined)
  return (
    <article className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
      <Heading className="text-2xl font-bold text-slate-900" lang={langOf(text.title)}>
        {text.title.text}
      </Heading>
      <div className="mt-2 text-lg text-slate-800">
        <CompanyName id={job.id} company={job.company} />
      </div>
      <p className="text-slate-700">{job.location}</p>
      {pay ? <p className="mt-2 text-lg font-semibold text-slate-900">{pay}</p> : null}
      <div className="mt-4">
        <JobBadges job={job} />
      </div>
      {job.postedDate ? <p className="mt-3 text-sm text-slate-600">{t('posted', { date: new Date(job.postedDate) })}</p> : null}
      {job.requiresVerifiedLicence ? <p className="mt-3 text-sm font-medium text-slate-800">{t('requiresVerifiedLicence')}</p> : null}
      <PostingDisclosures job={job} Heading={SectionHeading} />
      <div className="mt-5 flex flex-wrap gap-3">
        {job.status === 'active' ? <ApplyButton job={{ id: job.id, title: text.title.text, requiresVerifiedLicence: job.requiresVerifiedLicence }} labels={applyLabels} /> : null}
        <SaveJobButton jobId={job.id} />
      </div>
      {inEnglishOnly ? <p className="mt-6 text-sm text-slate-600">{t('englishOnly')}</p> : null}
      <section className="mt-8">
        <SectionHeading className="text-lg font-semibold text-slate-900">{t('description')}</SectionHeading>
        <p className="mt-2 whitespace-pre-line text-slate-800" lang={langOf(text.description)}>
          {text.description.text}
        </p>
      </section>
      <section className="mt-6">
        <SectionHeading className="text-lg font-semibold text-slate-900">{t('requirements')}</SectionHeading>
        <p className="mt-2 whitespace-pre-line text-slate-800" lang={langOf(text.requirements)}>
          {text.requirements.text}
        </p>
      </section>
    </article>
  )
}
