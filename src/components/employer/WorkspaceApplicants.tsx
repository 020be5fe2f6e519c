import { getTranslations } from 'next-intl/server'

import { FacetLinks } from '@/components/lists/FacetLinks'
import { ListFilters } from '@/components/lists/ListFilters'
import { Pager } from '@/components/lists/Pager'
import { APPLICATION_STATUSES } from '@/domain/applications/options'
import type { Workspace } from '@/domain/applications/workspace'
import { compact, hrefWith } from '@/domain/lists/params'
import { RATINGS } from '@/domain/pipeline/options'

import { ApplicantsList } from './ApplicantsList'

const HASH = '#applicants'
const idOf = (value: unknown) => Number(value && typeof value === 'object' ? (value as { id: unknown }).id : value)

/**
 * The workspace's applicants (all its postings', or one posting's: its applicant list), 25 a page:
 * by status with each status's count, by posting, days and a search of names and emails, in order.
 */
export async function WorkspaceApplicants({ workspace, path }: { workspace: Workspace; path: string }) {
  const { applicants, choices, profiles, state, query } = workspace
  const [t, ta, tl, tp, ts] = await Promise.all([
    getTranslations('employer'),
    getTranslations('applications'),
    getTranslations('lists'),
    getTranslations('pipeline'),
    getTranslations('screening'),
  ])
  const chosen = choices.find((choice) => choice.id === query.posting)
  const shown = new Set(applicants.docs.map((doc) => idOf(doc.jobPosting)))
  const postings = Object.fromEntries(choices.filter((choice) => shown.has(choice.id)).map((choice) => [choice.id, choice]))
  const filtered = Boolean(query.status || query.posting || query.q || query.from || query.to || query.rating || query.tag || query.requirements)
  const tagList = workspace.pipeline?.tags ?? []
  return (
    <section id="applicants" aria-labelledby="applicants-heading" className="scroll-mt-4 space-y-4">
      <h2 id="applicants-heading" className="text-xl font-semibold text-slate-900">
        {chosen ? t('applicantsTo', { title: chosen.title }) : t('applicantsHeading')}
      </h2>
      <FacetLinks
       
        path={path}
        state={state}
        param="status"
        values={APPLICATION_STATUSES}
        labels={Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, ta(`statusLabels.${status}`)])) as Record<(typeof APPLICATION_STATUSES)[number], string>}
        counts={applicants.counts}
        label={t('statusFilter')}
        hash={HASH}
      />
      <ListFilters path={path} state={state} searchLabel={t('searchApplicants')} clearHref={`${hrefWith(path, compact({ postingsPage: state.postingsPage }))}${HASH}`} hash={HASH}>
        <div>
          <label htmlFor="applicants-posting" className="field-label">
            {t('postingFilter')}
          </label>
          <select id="applicants-posting" name="posting" defaultValue={state.posting ?? ''} className="field-input bg-white">
            <option value="">{t('anyPosting')}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="applicants-rating" className="field-label">
            {tp('ratingFilter')}
          </label>
          <select id="applicants-rating" name="rating" defaultValue={state.rating ?? ''} className="field-input bg-white">
            <option value="">{tp('anyRating')}</option>
            {RATINGS.map((n) => (
              <option key={n} value={n}>
                {tp('atLeast', { n })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="applicants-requirements" className="field-label">
            {ts('filter')}
          </label>
          <select id="applicants-requirements" name="requirements" defaultValue={state.requirements ?? ''} className="field-input bg-white">
            <option value="">{ts('anyRequirements')}</option>
            <option value="unmet">{ts('filterNotMet')}</option>
            <option value="met">{ts('filterMet')}</option>
          </select>
        </div>
        {tagList.length > 0 || state.tag ? (
          <div>
            <label htmlFor="applicants-tag" className="field-label">
              {tp('tagFilter')}
            </label>
            <select id="applicants-tag" name="tag" defaultValue={state.tag ?? ''} className="field-input bg-white">
              <option value="">{tp('anyTag')}</option>
              {[...new Set([...tagList, ...(state.tag ? [state.tag] : [])])].map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </ListFilters>
      <p role="status" className="text-sm text-slate-700">
        {tl('results', { n: applicants.totalDocs })}
      </p>
      {applicants.docs.length > 0 ? (
        <ApplicantsList items={applicants.docs} postings={postings} profiles={profiles} showPosting={!query.posting} tagList={tagList} notes={workspace.notes} threads={workspace.threads} interviews={workspace.interviews} />
      ) : (
        <p className="text-sm text-slate-700">{filtered ? tl('noResults') : t('noApplicants')}</p>
      )}
      <Pager path={path} state={state} page={applicants.page} totalPages={applicants.totalPages} label={t('applicantsPages')} hash={HASH} />
    </section>
  )
}
