'use client'

import { useTranslations } from 'next-intl'

import { RATINGS } from '@/domain/pipeline/options'
import type { Application } from '@/payload-types'

import { setPipelineFields } from './pipelineActions'
import { useSaved } from './useSaved'

type Props = {
  application: Pick<Application, 'id' | 'rating' | 'tags'>
  /** Whose application (names the controls for screen readers). */
  name: string
  /** The company's tag list. */
  tagList: string[]
}

/** An applicant's rating (1–5 stars, or none) and tags, each saved as it is changed. */
export function RatingAndTags({ application, name, tagList }: Props) {
  const t = useTranslations('pipeline')
  const save = useSaved()
  const tags = application.tags ?? []
  const addable = tagList.filter((tag) => !tags.includes(tag))
  const saveFields = (fields: { rating?: number | null; tags?: string[] }, done: string) =>
    void save((fallback) => setPipelineFields(application.id, fields, fallback), done)

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-slate-800">{t('rating')}</span>
        <select
          className="field-input w-auto bg-white py-1"
          aria-label={t('ratingOf', { name })}
          value={application.rating ?? ''}
          onChange={(event) => saveFields({ rating: event.target.value ? Number(event.target.value) : null }, t('ratingSaved'))}
        >
          <option value="">{t('noRating')}</option>
          {RATINGS.map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)} {t('stars', { n })}
            </option>
          ))}
        </select>
      </label>
      <ul className="flex flex-wrap gap-1" aria-label={t('tagsOf', { name })}>
        {tags.map((tag) => (
          <li key={tag} className="flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">
            {tag}
            <button
              type="button"
              className="rounded-full px-1 leading-none hover:bg-sky-200"
              aria-label={t('removeTag', { tag, name })}
              onClick={() => saveFields({ tags: tags.filter((other) => other !== tag) }, t('tagRemoved'))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {addable.length > 0 ? (
        <select
          className="field-input w-auto bg-white py-1"
          aria-label={t('addTagTo', { name })}
          value=""
          onChange={(event) => event.target.value && saveFields({ tags: [...tags, event.target.value] }, t('bulkTagDone', { tag: event.target.value, n: 1 }))}
        >
          <option value="">{t('addTag')}</option>
          {addable.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  )
}
