'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/components/forms/lazyZodResolver'
import { Alert } from '@/components/ui/Alert'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { ACCOMMODATION_MAX, COMPANY_SIZES } from '@/domain/companies/options'
import { COMPANY_TYPES, PROVINCES } from '@/domain/jobs/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'
import { useZodMessage } from '@/i18n/useZodMessage'
import { api } from '@/lib/api'
import type { Company } from '@/payload-types'

const companyResolver = lazyZodResolver(() => import('@/domain/companies/schemas').then((m) => m.companySchema))

type Values = {
  name: string
  type: string
  description: string
  website: string
  city: string
  province: string
  size: string
  accommodationEn: string
  accommodationFr: string
}

const valuesOf = (company: Company | null): Values => ({
  name: company?.name ?? '',
  type: company?.type ?? '',
  description: company?.description ?? '',
  website: company?.website ?? '',
  city: company?.city ?? '',
  province: company?.province ?? '',
  size: company?.size ?? '',
  accommodationEn: company?.accommodationEn ?? '',
  accommodationFr: company?.accommodationFr ?? '',
})

/** The company's public details: set up by an employer without a company, edited by its owner, read-only for members. */
export function CompanyDetailsForm({ company, editable, onSaved }: { company: Company | null; editable: boolean; onSaved: () => void }) {
  const t = useTranslations('companies')
  const ta = useTranslations('accommodation')
  const text = useZodMessage()
  const label = useEnumLabel()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: companyResolver as never,
    defaultValues: valuesOf(company),
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    const res = await api<{ message: string }>('/api/facilities/mine', { method: 'PATCH', body: values }, t('failed'))
    if (!res.ok) {
      setError(res.message)
      return
    }
    toast.success(res.data.message)
    onSaved()
  })

  const options = (kind: 'facilityType' | 'province' | 'companySize', values: readonly string[]) => values.map((value) => ({ value, label: label(kind, value) }))
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('detailsTitle')}>
      {error ? (
        <div className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {!editable ? <p className="text-sm text-slate-600 sm:col-span-2">{t('ownerEdits')}</p> : null}
      <fieldset disabled={!editable} className="contents">
        <TextField label={t('fields.name')} autoComplete="organization" error={text(errors.name?.message)} {...register('name')} />
        <SelectField
          label={t('fields.type')}
          placeholder={t('choose')}
          options={options('facilityType', COMPANY_TYPES)}
          error={text(errors.type?.message)}
          {...register('type')}
        />
        <div className="sm:col-span-2">
          <label htmlFor="company-description" className="field-label">
            {t('fields.description')}
          </label>
          <textarea id="company-description" rows={5} className="field-input" aria-invalid={errors.description ? true : undefined} {...register('description')} />
          {errors.description ? <p className="field-error">{text(errors.description.message)}</p> : null}
        </div>
        <TextField label={t('fields.website')} type="url" inputMode="url" placeholder="https://" error={text(errors.website?.message)} {...register('website')} />
        <TextField label={t('fields.city')} error={text(errors.city?.message)} {...register('city')} />
        <SelectField
          label={t('fields.province')}
          placeholder={t('choose')}
          options={options('province', PROVINCES)}
          error={text(errors.province?.message)}
          {...register('province')}
        />
        <SelectField label={t('fields.size')} placeholder={t('choose')} options={options('companySize', COMPANY_SIZES)} error={text(errors.size?.message)} {...register('size')} />
        <p id="company-accommodation-hint" className="text-sm text-slate-600 sm:col-span-2">
          {ta('hint')}
        </p>
        {(['accommodationEn', 'accommodationFr'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`company-${field}`} className="field-label">
              {field === 'accommodationEn' ? ta('label') : ta('labelFr')}
            </label>
            <textarea
              id={`company-${field}`}
              rows={4}
              lang={field === 'accommodationEn' ? 'en' : 'fr'}
              maxLength={ACCOMMODATION_MAX}
              className="field-input"
              aria-describedby="company-accommodation-hint"
              aria-invalid={errors[field] ? true : undefined}
              {...register(field)}
            />
            {errors[field] ? <p className="field-error">{text(errors[field]?.message)}</p> : null}
          </div>
        ))}
      </fieldset>
      {editable ? (
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('saving') : company ? t('save') : t('create')}
          </button>
        </div>
      ) : null}
    </form>
  )
}
