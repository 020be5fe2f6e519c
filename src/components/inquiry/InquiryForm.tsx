'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useZodMessage } from '@/i18n/useZodMessage'
import { HONEYPOT_FIELD, inquirySchema, type InquiryInput } from '@/domain/inquiries/schema'
import type { EnumOption } from '@/i18n/enums'
import { api } from '@/lib/api'

/** The form's choices with their labels in the page's language (the server gives them). */
export type InquiryChoices = Record<'currentRole' | 'experience' | 'investmentRange' | 'timeline', EnumOption[]>

const empty: InquiryInput = {
  fullName: '',
  email: '',
  phone: '',
  currentRole: '',
  experience: '',
  location: '',
  investmentRange: '',
  timeline: '',
  message: '',
}

/** The ownership inquiry form: cleared after success, kept as typed after a failure. */
export function InquiryForm({ choices }: { choices: InquiryChoices }) {
  const t = useTranslations('inquiry')
  const text = useZodMessage()
  const messageId = useId()
  const { register, handleSubmit, reset, formState } = useForm<InquiryInput>({
    resolver: zodResolver(inquirySchema),
    defaultValues: empty,
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values, event) => {
    const honeypot = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(HONEYPOT_FIELD) as
      | HTMLInputElement
      | null
    const res = await api('/api/ownership-inquiries', { body: { ...values, [HONEYPOT_FIELD]: honeypot?.value ?? '' } }, t('failureBody'))
    if (!res.ok) {
      toast.error(t('failure'), { description: res.status === 429 ? res.message : t('failureBody') })
      return
    }
    toast.success(t('success'), { description: t('successBody') })
    reset(empty)
  })

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('formHeading')}>
      <TextField label={`${t('fullName')} *`} autoComplete="name" error={text(errors.fullName?.message)} {...register('fullName')} />
      <TextField label={`${t('email')} *`} type="email" autoComplete="email" error={text(errors.email?.message)} {...register('email')} />
      <TextField label={t('phone')} type="tel" autoComplete="tel" error={text(errors.phone?.message)} {...register('phone')} />
      <SelectField label={t('currentRole')} placeholder={t('select')} options={choices.currentRole} {...register('currentRole')} />
      <SelectField label={t('experience')} placeholder={t('select')} options={choices.experience} {...register('experience')} />
      <TextField label={t('location')} placeholder={t('locationPlaceholder')} error={text(errors.location?.message)} {...register('location')} />
      <SelectField label={t('investmentRange')} placeholder={t('select')} options={choices.investmentRange} {...register('investmentRange')} />
      <SelectField label={t('timeline')} placeholder={t('select')} options={choices.timeline} {...register('timeline')} />
      <div className="sm:col-span-2">
        <label htmlFor={messageId} className="field-label">
          {t('message')}
        </label>
        <textarea id={messageId} rows={5} className="field-input" {...register('message')} />
        {errors.message ? <p className="field-error">{text(errors.message.message)}</p> : null}
      </div>
      {/* Hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  )
}
