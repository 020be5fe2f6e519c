'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { MAX_COMPANY_TAGS, MAX_TAG_LENGTH, MAX_TEMPLATE_BODY, MAX_TEMPLATE_SUBJECT, TEMPLATE_PLACEHOLDERS } from '@/domain/pipeline/options'
import type { PipelineView } from '@/domain/pipeline/settings'

import { saveSettings } from './pipelineActions'
import { useSaved } from './useSaved'

type TemplateField = keyof PipelineView['statusEmail']
const TEMPLATE_FIELDS: { name: TemplateField; language: 'en' | 'fr'; part: 'subject' | 'body' }[] = [
  { name: 'subjectEn', language: 'en', part: 'subject' },
  { name: 'bodyEn', language: 'en', part: 'body' },
  { name: 'subjectFr', language: 'fr', part: 'subject' },
  { name: 'bodyFr', language: 'fr', part: 'body' },
]
/** The placeholders as written in a template. */
const AS_WRITTEN = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((name) => [name, `{${name}}`])) as Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>

/** The company's pipeline settings: its owner edits the tag list and the status email; its members see them. */
export function PipelineSettings({ view }: { view: PipelineView }) {
  const t = useTranslations('pipeline')
  const save = useSaved()
  const [tags, setTags] = useState(view.tags.join('\n'))
  const [statusEmail, setStatusEmail] = useState(view.statusEmail)
  const [busy, setBusy] = useState(false)
  const readOnly = !view.isOwner

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const settings = { tags: tags.split('\n').map((tag) => tag.trim()).filter(Boolean), statusEmail }
    await save((fallback) => saveSettings(settings, fallback), t('settingsSaved'))
    setBusy(false)
  }

  return (
    <details className="rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">{t('settingsHeading')}</summary>
      <p className="mt-2 text-sm text-slate-700">{t('settingsIntro')}</p>
      {readOnly ? <p className="mt-2 text-sm text-slate-700">{t('settingsReadOnly')}</p> : null}
      <form method="post" onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div>
          <label htmlFor="pipeline-tags" className="field-label">
            {t('tagList')}
          </label>
          <textarea
            id="pipeline-tags"
            className="field-input bg-white"
            rows={4}
            readOnly={readOnly}
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            aria-describedby="pipeline-tags-hint"
          />
          <p id="pipeline-tags-hint" className="mt-1 text-sm text-slate-600">
            {t('tagListHint', { max: MAX_COMPANY_TAGS, length: MAX_TAG_LENGTH })}
          </p>
        </div>
        <fieldset className="space-y-3">
          <legend className="font-semibold text-slate-900">{t('statusEmailHeading')}</legend>
          <p id="pipeline-placeholders" className="text-sm text-slate-600">
            {t('placeholders', AS_WRITTEN)}
          </p>
          {TEMPLATE_FIELDS.map(({ name, language, part }) => {
            const common = {
              id: `pipeline-${name}`,
              className: 'field-input bg-white',
              readOnly,
              value: statusEmail[name],
              placeholder: view.defaults[language][part],
              'aria-describedby': 'pipeline-placeholders',
              onChange: (event: { target: { value: string } }) => setStatusEmail((current) => ({ ...current, [name]: event.target.value })),
            }
            return (
              <div key={name}>
                <label htmlFor={common.id} className="field-label">
                  {t(name)}
                </label>
                {part === 'subject' ? (
                  <input type="text" maxLength={MAX_TEMPLATE_SUBJECT} {...common} />
                ) : (
                  <textarea rows={6} maxLength={MAX_TEMPLATE_BODY} lang={language} {...common} />
                )}
              </div>
            )
          })}
        </fieldset>
        {readOnly ? null : (
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('saveSettings')}
          </button>
        )}
      </form>
    </details>
  )
}
