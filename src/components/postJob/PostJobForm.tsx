'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm, type FieldError } from 'react-hook-form'

import { goToCheckout, payForPosting } from '@/components/actions/lifecycleActions'
import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { needsFrench } from '@/domain/jobs/frenchText'
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, PAY_UNITS, POSITION_TYPES, PROVINCES, YES_NO } from '@/domain/jobs/options'
import { DEFAULT_HOURS_PER_YEAR, HOURS_PER_YEAR, asksLanguageReason, asksOntarioDisclosures, type CompanySize } from '@/domain/jobs/postingLaw'
import { MAX_LENGTH, PAY_RANGE } from '@/domain/jobs/postLimits'
import type { PostJobData, PostJobInput } from '@/domain/jobs/postSchema'
import type { EnumKind } from '@/i18n/enums'
import { useRouter } from '@/i18n/navigation'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'

import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor'
import { usePlaceCheck } from './usePlaceCheck'

/** A location that says the job is remote: it is listed in every distance search, so it needs no place. */
const REMOTE_TEXT = /remote|t[ée]l[ée]travail/i

/** Where an anonymous visitor's form waits while they sign in (this tab only). */
const DRAFT_KEY = 'post-job-draft'

const blank: PostJobInput = {
  title: '', company: '', location: '', salaryRange: '', contactEmail: '', description: '', requirements: '',
  titleFr: '', descriptionFr: '', requirementsFr: '', employmentType: 'full-time', positionType: '' as never, province: '',
  hoursPerYear: DEFAULT_HOURS_PER_YEAR, languageRequirementReason: '',
}

/** The form's fields that have a label in the catalogue (`jobs.fields.*`). */
type Field =
  | 'title' | 'company' | 'location' | 'province' | 'salaryRange' | 'payMin' | 'payMax' | 'payUnit' | 'contactEmail'
  | 'description' | 'requirements' | 'titleFr' | 'descriptionFr' | 'requirementsFr' | 'positionType' | 'employmentType'

/** The posting law's fields (labels in `postingLaw.*`). */
type LawField = 'hoursPerYear' | 'existingVacancy' | 'aiScreening' | 'languageRequirementReason'

/**
 * Post a new job, or (with `editing`) change an unpaid draft and pay for it. The page gives it the
 * `jobs`, `postingLaw`, `enums` and `validation` messages, and the size of the company the posting is
 * for (the posting law's Ontario range limit depends on it; unknown: it applies).
 */
export function PostJobForm({ editing, companySize = null }: { editing?: { id: number; values: PostJobInput }; companySize?: CompanySize } = {}) {
  const t = useTranslations('jobs')
  const tl = useTranslations('postingLaw')
  const tv = useTranslations('validation')
  const tr = useZodMessage()
  const label = useEnumLabel()
  const router = useRouter()
  const { user } = useAuth()
  const ids = {
    description: useId(), requirements: useId(), descriptionFr: useId(), requirementsFr: useId(), quebec: useId(),
    payHint: useId(), hoursHint: useId(), languageRequirementReason: useId(), languageHint: useId(),
    places: useId(), placeUnknown: useId(),
  }
  const resolver = useMemo(
    () => lazyZodResolver<PostJobInput, PostJobData>(() => import('@/domain/jobs/postSchema').then((m) => m.postJobSchemaFor(companySize))),
    [companySize],
  )
  const { register, handleSubmit, reset, getValues, watch, setError, formState, control } = useForm<PostJobInput, unknown, PostJobData>({
    resolver,
    defaultValues: editing?.values ?? blank,
  })
  const { errors, isSubmitting } = formState
  // Quebec's rule shows, and the French fields turn required, as soon as Quebec is chosen.
  const province = String(watch('province') ?? '')
  const quebec = needsFrench({ province })
  // The posting law's questions show with the province that asks them (postingLaw.ts).
  const ontario = asksOntarioDisclosures({ province })
  const languageReason = asksLanguageReason({ province })
  const otherLanguage = Boolean(watch('otherLanguageRequired'))
  const hourly = watch('payUnit') === 'hour'
  // Cities are suggested as the location is typed. A place the gazetteer does not know (the posting would
  // get no coordinates) is pointed out once the employer leaves the field with it, never while typing,
  // and at once for a saved draft's.
  const location = String(watch('location') ?? '')
  const place = usePlaceCheck(location, province)
  const remote = Boolean(watch('remote')) || REMOTE_TEXT.test(location)
  const [leftLocation, setLeftLocation] = useState(editing?.values.location ?? null)
  const placeUnknown = place.found === false && !remote && leftLocation?.trim() === location.trim()
  const locationField = register('location')

  const options = (kind: EnumKind, values: readonly string[]) => values.map((value) => ({ value, label: label(kind, value) }))
  const fieldLabel = (field: Field, required = false) => `${t(`fields.${field}`)}${required ? ' *' : ''}`

  /** A validation message (a catalogue key from the schema) in the page's language. */
  const errorText = (field: Field | LawField): string | undefined => {
    const message = (errors[field] as FieldError | undefined)?.message
    if (!message) return undefined
    if (message.startsWith('postingLaw.')) return (tl as (key: string) => string)(message.slice('postingLaw.'.length))
    if (message === 'jobs.required') return t('required', { label: t(`fields.${field as Field}`) })
    if (message === 'jobs.tooLong') return t('tooLong', { max: MAX_LENGTH[field as keyof typeof MAX_LENGTH] ?? 0 })
    if (message === 'jobs.payInvalid') return t('payInvalid', PAY_RANGE)
    if (message === 'jobs.payOrder') return t('payOrder')
    if (message === 'validation.emailInvalid') return tv('emailInvalid')
    // Other keys need no arguments (`jobs.partTimePositionFullTime`); the server's reasons come already written.
    return tr(message)
  }

  useEffect(() => {
    const saved = sessionStorage.getItem(DRAFT_KEY)
    if (!saved || editing) return
    sessionStorage.removeItem(DRAFT_KEY)
    try {
      reset({ ...blank, ...JSON.parse(saved) })
      toast.info(t('restored'))
    } catch {
      // A corrupt draft is simply dropped.
    }
  }, [reset, editing, t])

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(getValues()))
      toast.error(t('authRequired'), { description: t('authRequiredBody') })
      router.push('/auth?next=/post-job')
      return
    }
    if (!isAdmin(user) && !user.roles?.includes('employer')) {
      toast.error(t('authRequired'), { description: t('employerRequired') })
      return
    }
    const saved = editing
      ? await api<{ doc: { id: number } }>(`/api/job-postings/${editing.id}`, { method: 'PATCH', body: values }, t('unexpected'))
      : await api<{ doc: { id: number } }>('/api/job-postings', { body: values }, t('unexpected'))
    if (!saved.ok) {
      // The server's reasons (the posting law, the French version) go on their fields too.
      for (const error of serverErrors(saved.data)) setError(error.path as Field, { type: 'server', message: error.message })
      toast.error(t('databaseError'), { description: t('databaseErrorBody', { message: saved.message }) })
      return
    }
    const id = saved.data.doc.id
    if (isAdmin(user)) {
      toast.success(t('published'), { description: t('publishedBody') })
      reset(blank)
      router.push(`/jobs/${id}`)
      return
    }
    const checkout = await payForPosting(id, { unknownError: t('unknownPaymentError'), urlMissing: t('checkoutUrlMissing') })
    if (!checkout.ok) {
      toast.error(t('paymentError'), { description: checkout.message || t('unknownPaymentError') })
      return
    }
    toast.success(t('redirecting'), { description: t('redirectingBody') })
    goToCheckout(checkout.url)
  })

  const textarea = (field: 'description' | 'requirements' | 'descriptionFr' | 'requirementsFr', rows: number, required: boolean, lang?: string) => (
    <div className="sm:col-span-2">
      <label htmlFor={ids[field]} className="field-label">
        {fieldLabel(field, required)}
      </label>
      <textarea
        id={ids[field]}
        rows={rows}
        lang={lang}
        className="field-input"
        aria-invalid={errors[field] ? true : undefined}
        aria-required={required || undefined}
        {...register(field)}
      />
      {errors[field] ? <p className="field-error">{errorText(field)}</p> : null}
    </div>
  )

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('postTitle')}>
      <TextField label={fieldLabel('title', true)} error={errorText('title')} {...register('title')} />
      <TextField label={fieldLabel('company', true)} autoComplete="organization" error={errorText('company')} {...register('company')} />
      <TextField
        label={fieldLabel('location', true)}
        placeholder={t('fields.locationPlaceholder')}
        list={ids.places}
        autoComplete="off"
        {...(placeUnknown && !errors.location ? { 'aria-describedby': ids.placeUnknown } : {})}
        error={errorText('location')}
        {...locationField}
        onBlur={(event) => {
          setLeftLocation(event.target.value)
          return locationField.onBlur(event)
        }}
      />
      <datalist id={ids.places}>
        {place.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <SelectField
        label={fieldLabel('province', true)}
        placeholder={t('fields.select')}
        options={options('province', PROVINCES)}
        error={errorText('province')}
        aria-describedby={quebec ? ids.quebec : undefined}
        {...register('province')}
      />
      {placeUnknown ? (
        <p id={ids.placeUnknown} role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
          {t('placeUnknown')}
        </p>
      ) : null}
      {quebec ? (
        <p id={ids.quebec} role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
          {t('quebecRule')}
        </p>
      ) : null}
      {/* A new position type checks the employment type again: the two must agree (employmentFit.ts). */}
      <SelectField label={fieldLabel('positionType', true)} placeholder={t('fields.select')} options={options('positionType', POSITION_TYPES)} error={errorText('positionType')} {...register('positionType', { deps: 'employmentType' })} />
      <SelectField label={fieldLabel('employmentType', true)} placeholder={t('fields.select')} options={options('employmentType', EMPLOYMENT_TYPES)} error={errorText('employmentType')} {...register('employmentType')} />
      <SelectField label={t('fields.experienceLevel')} placeholder={t('fields.select')} options={options('experienceLevel', EXPERIENCE_LEVELS)} {...register('experienceLevel')} />
      <TextField label={fieldLabel('salaryRange')} placeholder={t('fields.salaryPlaceholder')} error={errorText('salaryRange')} {...register('salaryRange')} />
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        <p id={ids.payHint} className="col-span-3 text-sm text-slate-600">
          {tl('payHint')}
        </p>
        {province === 'BC' ? (
          <p role="status" className="col-span-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {tl('bcRule')}
          </p>
        ) : null}
        <TextField label={fieldLabel('payMin', true)} type="number" min={0} step="any" inputMode="decimal" aria-required error={errorText('payMin')} {...register('payMin')} />
        <TextField label={fieldLabel('payMax', true)} type="number" min={0} step="any" inputMode="decimal" aria-required error={errorText('payMax')} {...register('payMax')} />
        <SelectField label={fieldLabel('payUnit', true)} placeholder={t('fields.select')} options={options('payUnit', PAY_UNITS)} aria-required error={errorText('payUnit')} {...register('payUnit')} />
        {hourly ? (
          <div className="col-span-3 sm:col-span-1">
            <TextField
              label={tl('hoursPerYear')}
              type="number"
              min={HOURS_PER_YEAR.min}
              max={HOURS_PER_YEAR.max}
              inputMode="numeric"
              {...(errors.hoursPerYear ? {} : { 'aria-describedby': ids.hoursHint })}
              error={errorText('hoursPerYear')}
              {...register('hoursPerYear')}
            />
            <p id={ids.hoursHint} className="mt-1 text-xs text-slate-600">
              {tl('hoursPerYearHint')}
            </p>
          </div>
        ) : null}
      </div>
      {ontario ? (
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2">
          <legend className="px-1 font-semibold text-slate-900">{tl('ontarioSection')}</legend>
          <p className="text-sm text-slate-600">{tl('ontarioRule')}</p>
          {(['existingVacancy', 'aiScreening'] as const).map((name) => (
            <fieldset key={name} aria-invalid={errors[name] ? true : undefined}>
              <legend className="field-label">{`${tl(name)} *`}</legend>
              <div className="mt-1 flex gap-6">
                {YES_NO.map((answer) => (
                  <label key={answer} className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="radio" value={answer} {...register(name)} />
                    {label('yesNo', answer)}
                  </label>
                ))}
              </div>
              {errors[name] ? <p className="field-error">{errorText(name)}</p> : null}
            </fieldset>
          ))}
        </fieldset>
      ) : null}
      <TextField label={fieldLabel('contactEmail', true)} type="email" autoComplete="email" error={errorText('contactEmail')} {...register('contactEmail')} />
      {textarea('description', 6, true)}
      {textarea('requirements', 4, true)}
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 font-semibold text-slate-900">{t('frenchSection')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('frenchSectionHint')}</p>
        <div className="sm:col-span-2">
          <TextField label={fieldLabel('titleFr', quebec)} lang="fr" aria-required={quebec || undefined} error={errorText('titleFr')} {...register('titleFr')} />
        </div>
        {textarea('descriptionFr', 6, quebec, 'fr')}
        {textarea('requirementsFr', 4, quebec, 'fr')}
        {languageReason ? (
          <div className="grid gap-2 sm:col-span-2">
            <p id={ids.languageHint} className="text-sm text-slate-600">
              {tl('languageHint')}
            </p>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" aria-describedby={ids.languageHint} {...register('otherLanguageRequired')} />
              {tl('otherLanguageRequired')}
            </label>
            {otherLanguage ? (
              <div>
                <label htmlFor={ids.languageRequirementReason} className="field-label">
                  {`${tl('languageRequirementReason')} *`}
                </label>
                <textarea
                  id={ids.languageRequirementReason}
                  rows={2}
                  className="field-input"
                  aria-required
                  aria-invalid={errors.languageRequirementReason ? true : undefined}
                  {...register('languageRequirementReason')}
                />
                {errors.languageRequirementReason ? <p className="field-error">{errorText('languageRequirementReason')}</p> : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      <ScreeningQuestionsEditor control={control} register={register} errors={errors} />
      <fieldset className="flex flex-wrap gap-6 sm:col-span-2">
        <legend className="mb-2 w-full font-semibold text-slate-900">{t('optionsSection')}</legend>
        {(['remote', 'isUrgent', 'confidential', 'requiresVerifiedLicence'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register(name)} />
            {name === 'remote'
              ? t('fields.remote')
              : name === 'isUrgent'
                ? t('fields.urgent')
                : name === 'confidential'
                  ? t('fields.confidential')
                  : t('fields.requiresVerifiedLicence')}
          </label>
        ))}
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : isAdmin(user) ? t('submitAdmin') : t('submit')}
        </button>
      </div>
    </form>
  )
}

/** The per-field reasons in a refused save (Payload's ValidationError: `errors[0].data.errors`). */
function serverErrors(body: unknown): { path: string; message: string }[] {
  const errors = (body as { errors?: { data?: { errors?: unknown } }[] } | null)?.errors?.[0]?.data?.errors
  return Array.isArray(errors) ? errors.filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string') : []
}
