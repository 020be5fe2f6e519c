'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm, useWatch, type FieldError } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { PROVINCES } from '@/domain/jobs/options'
import { collegesIn, type Profession } from '@/domain/profiles/colleges'
import { AVAILABILITY, LANGUAGES } from '@/domain/profiles/options'
import type { ProfileData, ProfileInput } from '@/domain/profiles/schema'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'
import type { ProfessionalProfile } from '@/payload-types'

import { CheckboxGroup } from './CheckboxGroup'
import { collegeName } from './collegeName'

const profileResolver = lazyZodResolver<ProfileInput, ProfileData>(() => import('@/domain/profiles/schema').then((m) => m.profileSchema))

const PROFESSIONS: Profession[] = ['pharmacy', 'medicine', 'nursing']

/** A stored profile as the form's values. */
const formValuesOf = (profile: ProfessionalProfile | null): ProfileInput => ({
  licenseProvince: (profile?.licenseProvince ?? '') as never,
  licenseCollege: (profile?.licenseCollege ?? '') as never,
  licenseNumber: profile?.licenseNumber ?? '',
  licenseType: profile?.licenseType ?? '',
  specializations: (profile?.specializations ?? []).join('\n'),
  yearsExperience: profile?.yearsExperience ?? '',
  languages: profile?.languages ?? [],
  availability: profile?.availability ?? [],
  workProvinces: profile?.workProvinces ?? [],
})

/**
 * Create or edit one's professional profile. The schema is the server's too (the collection checks
 * every write with it); a refusal from the server is shown as it comes, in the page's language.
 */
export function ProfileForm({ profile, onSaved }: { profile: ProfessionalProfile | null; onSaved: (doc: ProfessionalProfile) => void }) {
  const t = useTranslations('profile')
  const locale = useLocale()
  const text = useZodMessage()
  const enumLabel = useEnumLabel()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, control, setValue, formState } = useForm<ProfileInput, unknown, ProfileData>({
    resolver: profileResolver,
    defaultValues: formValuesOf(profile),
  })
  const { errors, isSubmitting } = formState
  const province = String(useWatch({ control, name: 'licenseProvince' }) ?? '')
  const colleges = collegesIn(province)
  const errorOf = (name: keyof ProfileInput) => text((errors[name] as FieldError | undefined)?.message)

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    const res = profile
      ? await api<{ doc: ProfessionalProfile }>(`/api/professional-profiles/${profile.id}`, { method: 'PATCH', body: values }, t('saveError'))
      : await api<{ doc: ProfessionalProfile }>('/api/professional-profiles', { body: values }, t('saveError'))
    if (!res.ok) {
      setServerError(res.message)
      toast.error(t('saveError'), { description: res.message })
      return
    }
    toast.success(t('saved'), { description: t('savedBody') })
    onSaved(res.data.doc)
  })

  const provinces = PROVINCES.map((value) => ({ value, label: enumLabel('province', value) }))
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-8">
      <fieldset className="grid gap-4 rounded-lg bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t('licenceSection')}</legend>
        <p className="text-sm text-slate-700 sm:col-span-2">{t('licenceHint')}</p>
        <SelectField
          label={`${t('fields.licenseProvince')} *`}
          placeholder={t('fields.select')}
          options={provinces}
          error={errorOf('licenseProvince')}
          {...register('licenseProvince', { onChange: () => setValue('licenseCollege', '' as never) })}
        />
        <div>
          <label htmlFor="profile-college" className="field-label">
            {`${t('fields.licenseCollege')} *`}
          </label>
          <select
            id="profile-college"
            className="field-input bg-white"
            disabled={!province}
            aria-invalid={errors.licenseCollege ? true : undefined}
            aria-describedby={errors.licenseCollege ? 'profile-college-error' : undefined}
            {...register('licenseCollege')}
          >
            <option value="">{province ? t('fields.select') : t('fields.selectProvinceFirst')}</option>
            {PROFESSIONS.map((profession) => {
              const list = colleges.filter((c) => c.profession === profession)
              return list.length ? (
                <optgroup key={profession} label={t(`professions.${profession}`)}>
                  {list.map((c) => (
                    <option key={c.id} value={c.id}>
                      {collegeName(c.id, locale)}
                    </option>
                  ))}
                </optgroup>
              ) : null
            })}
          </select>
          {errors.licenseCollege ? (
            <p id="profile-college-error" className="field-error">
              {errorOf('licenseCollege')}
            </p>
          ) : null}
        </div>
        <TextField label={`${t('fields.licenseNumber')} *`} autoComplete="off" error={errorOf('licenseNumber')} {...register('licenseNumber')} />
        <div>
          <TextField label={`${t('fields.licenseType')} *`} aria-describedby="profile-class-hint" error={errorOf('licenseType')} {...register('licenseType')} />
          <p id="profile-class-hint" className="mt-1 text-sm text-slate-600">
            {t('fields.licenseTypeHint')}
          </p>
        </div>
        {profile ? <p className="text-sm text-slate-700 sm:col-span-2">{t('changeResets')}</p> : null}
      </fieldset>

      <fieldset className="space-y-5 rounded-lg bg-white p-6 ring-1 ring-slate-200">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t('experienceSection')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="profile-specializations" className="field-label">
              {t('fields.specializations')}
            </label>
            <textarea
              id="profile-specializations"
              rows={4}
              className="field-input"
              aria-describedby={errors.specializations ? 'profile-specializations-error' : 'profile-specializations-hint'}
              aria-invalid={errors.specializations ? true : undefined}
              {...register('specializations')}
            />
            <p id="profile-specializations-hint" className="mt-1 text-sm text-slate-600">
              {t('fields.specializationsHint')}
            </p>
            {errors.specializations ? (
              <p id="profile-specializations-error" className="field-error">
                {text((errors.specializations as FieldError).message ?? (errors.specializations as unknown as FieldError[])?.find?.(Boolean)?.message)}
              </p>
            ) : null}
          </div>
          <TextField
            label={`${t('fields.yearsExperience')} *`}
            type="number"
            min={0}
            max={70}
            inputMode="numeric"
            error={errorOf('yearsExperience')}
            {...register('yearsExperience')}
          />
        </div>
        <CheckboxGroup
          legend={`${t('fields.languages')} *`}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          register={register('languages')}
          error={errorOf('languages')}
        />
        <CheckboxGroup
          legend={`${t('fields.availability')} *`}
          options={AVAILABILITY.map((value) => ({ value, label: t(`availability.${value}`) }))}
          register={register('availability')}
          error={errorOf('availability')}
        />
        <CheckboxGroup legend={`${t('fields.workProvinces')} *`} options={provinces} register={register('workProvinces')} error={errorOf('workProvinces')} />
      </fieldset>

      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <button type="submit" className="btn-primary" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  )
}
