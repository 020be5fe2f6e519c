'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'

import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import type { PostJobInput } from '@/domain/jobs/postSchema'
import { QUESTION_KINDS, SCREENING_LIMITS } from '@/domain/jobs/screening'
import { useZodMessage } from '@/i18n/useZodMessage'

type Props = { control: Control<PostJobInput>; register: UseFormRegister<PostJobInput>; errors: FieldErrors<PostJobInput> }

type RowErrors = Partial<Record<'kind' | 'question' | 'options' | 'requiredAnswer', { message?: string }>>

const optionsOf = (value: unknown) => (typeof value === 'string' ? value.split('\n').map((o) => o.trim()).filter(Boolean) : [])

/** The posting's screening questions (up to five; domain/jobs/screening.ts): added, edited and removed in the Post a Job form. */
export function ScreeningQuestionsEditor({ control, register, errors }: Props) {
  const t = useTranslations('screening')
  const tr = useZodMessage()
  const hintId = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'screeningQuestions' })
  const rows = useWatch({ control, name: 'screeningQuestions' }) ?? []
  const rowErrors = (i: number) => ((errors.screeningQuestions as unknown as RowErrors[] | undefined)?.[i] ?? {}) as RowErrors
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2" aria-describedby={hintId}>
      <legend className="px-1 font-semibold text-slate-900">{t('section')}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('sectionHint')}
      </p>
      {fields.map((field, i) => {
        const row = rows[i] ?? {}
        const err = rowErrors(i)
        const name = `screeningQuestions.${i}` as const
        const answers =
          row.kind === 'yesNo' ? [{ value: 'yes', label: t('yes') }, { value: 'no', label: t('no') }] : optionsOf(row.options).map((o) => ({ value: o, label: o }))
        return (
          <fieldset key={field.id} className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-2">
            <legend className="sr-only">{t('questionN', { n: String(i + 1) })}</legend>
            <div className="sm:col-span-2">
              <TextField label={`${t('questionN', { n: String(i + 1) })} *`} maxLength={SCREENING_LIMITS.question} error={tr(err.question?.message)} {...register(`${name}.question`)} />
            </div>
            <SelectField
              label={t('kind')}
              placeholder={t('choose')}
              options={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              error={tr(err.kind?.message)}
              {...register(`${name}.kind`)}
            />
            {row.kind === 'text' ? (
              <TextField label={t('requiredAnswer')} maxLength={SCREENING_LIMITS.option} error={tr(err.requiredAnswer?.message)} {...register(`${name}.requiredAnswer`)} />
            ) : (
              <SelectField label={t('requiredAnswer')} placeholder={t('noRequiredAnswer')} options={answers} error={tr(err.requiredAnswer?.message)} {...register(`${name}.requiredAnswer`)} />
            )}
            {row.kind === 'choice' ? (
              <div className="sm:col-span-2">
                <label htmlFor={`${hintId}-${i}-options`} className="field-label">
                  {`${t('options')} *`}
                </label>
                <textarea id={`${hintId}-${i}-options`} rows={3} className="field-input" aria-invalid={err.options ? true : undefined} {...register(`${name}.options`)} />
                {err.options ? <p className="field-error">{tr(err.options.message)}</p> : null}
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <button type="button" className="btn-secondary" onClick={() => remove(i)}>
                {t('remove', { n: String(i + 1) })}
              </button>
            </div>
          </fieldset>
        )
      })}
      {fields.length < SCREENING_LIMITS.questions ? (
        <div>
          <button type="button" className="btn-secondary" onClick={() => append({ kind: 'yesNo', question: '', options: '', requiredAnswer: '' })}>
            {t('add')}
          </button>
        </div>
      ) : null}
    </fieldset>
  )
}
