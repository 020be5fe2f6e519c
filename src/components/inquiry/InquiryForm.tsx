'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import {
  currentRoleOptions,
  experienceOptions,
  investmentRangeOptions,
  timelineOptions,
} from '@/domain/inquiries/options'
import { HONEYPOT_FIELD, inquirySchema, type InquiryInput } from '@/domain/inquiries/schema'
import { messages } from '@/i18n'
import { api } from '@/lib/api'

const m = messages.inquiry
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
export function InquiryForm() {
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
    const res = await api('/api/ownership-inquiries', { body: { ...values, [HONEYPOT_FIELD]: honeypot?.value ?? '' } })
    if (!res.ok) {
      toast.error(m.failure, { description: res.status === 429 ? res.message : m.failureBody })
      return
    }
    toast.success(m.success, { description: m.successBody })
    reset(empty)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={m.formHeading}>
      <TextField label={`${m.fullName} *`} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField label={`${m.email} *`} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={m.phone} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <SelectField label={m.currentRole} placeholder={m.select} options={currentRoleOptions} {...register('currentRole')} />
      <SelectField label={m.experience} placeholder={m.select} options={experienceOptions} {...register('experience')} />
      <TextField label={m.location} placeholder={m.locationPlaceholder} error={errors.location?.message} {...register('location')} />
      <SelectField label={m.investmentRange} placeholder={m.select} options={investmentRangeOptions} {...register('investmentRange')} />
      <SelectField label={m.timeline} placeholder={m.select} options={timelineOptions} {...register('timeline')} />
      <div className="sm:col-span-2">
        <label htmlFor={messageId} className="field-label">
          {m.message}
        </label>
        <textarea id={messageId} rows={5} className="field-input" {...register('message')} />
        {errors.message ? <p className="field-error">{errors.message.message}</p> : null}
      </div>
      {/* Hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {m.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? m.submitting : m.submit}
        </button>
      </div>
    </form>
  )
}
