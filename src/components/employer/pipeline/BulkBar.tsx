'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/applications/options'

import { addTag, setStatuses } from './pipelineActions'
import { useSaved } from './useSaved'

type Props = {
  /** The applications on this page, and those selected among them. */
  pageIds: number[]
  selected: number[]
  onSelect: (ids: number[]) => void
  tagList: string[]
  /** "Email the applicant": whether status changes (here and on each row) send the company's status email. */
  emailApplicant: boolean
  onEmailApplicant: (value: boolean) => void
}

/** What the selected applicants get at once: a status (by the application table, each checked on the server) or a tag. */
export function BulkBar({ pageIds, selected, onSelect, tagList, emailApplicant, onEmailApplicant }: Props) {
  const t = useTranslations('pipeline')
  const ta = useTranslations('applications')
  const save = useSaved()
  const id = useId()
  const [status, setStatus] = useState<ApplicationStatus | ''>('')
  const [tag, setTag] = useState('')
  const all = pageIds.length > 0 && pageIds.every((x) => selected.includes(x))
  const none = selected.length === 0

  const run = async (request: (fallback: string) => ReturnType<typeof addTag>, done: string) => {
    if (await save(request, done)) onSelect([])
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <h3 id={`${id}-heading`} className="sr-only">
        {t('bulkHeading')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={all} onChange={() => onSelect(all ? [] : pageIds)} />
          {t('selectPage')}
        </label>
        <p role="status" className="text-slate-700">
          {t('selected', { n: selected.length })}
        </p>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={emailApplicant} onChange={(event) => onEmailApplicant(event.target.checked)} aria-describedby={`${id}-email`} />
          {t('emailApplicant')}
        </label>
      </div>
      <p id={`${id}-email`} className="mt-1 text-slate-600">
        {t('emailHint')}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-status`} className="field-label">
            {t('newStatus')}
          </label>
          <select id={`${id}-status`} className="field-input bg-white" value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}>
            <option value="">{t('chooseStatus')}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ta(`statusLabels.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={none || !status}
          onClick={() =>
            status &&
            void run(
              (fallback) => setStatuses(selected, status, emailApplicant, fallback),
              t('bulkStatusDone', { n: selected.length, status: ta(`statusLabels.${status}`) }),
            )
          }
        >
          {t('setStatus')}
        </button>
        {tagList.length > 0 ? (
          <>
            <div>
              <label htmlFor={`${id}-tag`} className="field-label">
                {t('tagToAdd')}
              </label>
              <select id={`${id}-tag`} className="field-input bg-white" value={tag} onChange={(event) => setTag(event.target.value)}>
                <option value="">{t('chooseTag')}</option>
                {tagList.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={none || !tag}
              onClick={() => void run((fallback) => addTag(selected, tag, fallback), t('bulkTagDone', { tag, n: selected.length }))}
            >
              {t('addTag')}
            </button>
          </>
        ) : (
          <p className="text-slate-600">{t('noTagList')}</p>
        )}
      </div>
    </section>
  )
}
