'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { employmentTypeOptions, experienceLevelOptions, payUnitOptions, positionTypeOptions, provinceOptions } from '@/domain/jobs/options'
import { postJobSchema, type PostJobData, type PostJobInput } from '@/domain/jobs/postSchema'
import { messages } from '@/i18n'
import { api } from '@/lib/api'
import { goToCheckout, payForPosting } from '@/components/actions/lifecycleActions'

const m = messages.jobs
const f = m.fields
/** Where an anonymous visitor's form waits while they sign in (this tab only). */
const DRAFT_KEY = 'post-job-draft'

const blank: PostJobInput = {
  title: '', company: '', location: '', salaryRange: '', contactEmail: '', description: '', requirements: '',
  employmentType: 'full-time', positionType: '' as never,
}

/** Post a new job, or (with `editing`) change an unpaid draft and pay for it. */
export function PostJobForm({ editing }: { editing?: { id: number; values: PostJobInput } } = {}) {
  const router = useRouter()
  const { user } = useAuth()
  const ids = { description: useId(), requirements: useId() }
  const { register, handleSubmit, reset, getValues, formState } = useForm<PostJobInput, unknown, PostJobData>({
    resolver: zodResolver(postJobSchema),
    defaultValues: editing?.values ?? blank,
  })
  const { errors, isSubmitting } = formState

  useEffect(() => {
    const saved = sessionStorage.getItem(DRAFT_KEY)
    if (!saved || editing) return
    sessionStorage.removeItem(DRAFT_KEY)
    try {
      reset({ ...blank, ...JSON.parse(saved) })
      toast.info(m.restored)
    } catch {
      // A corrupt draft is simply dropped.
    }
  }, [reset, editing])

  const onSubmit = handleSubmit(async (values) => {
    if (!user) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(getValues()))
      toast.error(m.authRequired, { description: m.authRequiredBody })
      router.push('/auth?next=/post-job')
      return
    }
    if (!isAdmin(user) && !user.roles?.includes('employer')) {
      toast.error(m.authRequired, { description: m.employerRequired })
      return
    }
    const saved = editing
      ? await api<{ doc: { id: number } }>(`/api/job-postings/${editing.id}`, { method: 'PATCH', body: values })
      : await api<{ doc: { id: number } }>('/api/job-postings', { body: values })
    if (!saved.ok) {
      toast.error(m.databaseError, { description: m.databaseErrorBody(saved.message) })
      return
    }
    const id = saved.data.doc.id
    if (isAdmin(user)) {
      toast.success(m.published, { description: m.publishedBody })
      reset(blank)
      router.push(`/jobs/${id}`)
      return
    }
    const checkout = await payForPosting(id)
    if (!checkout.ok) {
      toast.error(m.paymentError, { description: checkout.message })
      return
    }
    toast.success(m.redirecting, { description: m.redirectingBody })
    goToCheckout(checkout.url)
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={m.postTitle}>
      <TextField label={`${f.title} *`} error={errors.title?.message} {...register('title')} />
      <TextField label={`${f.company} *`} autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <TextField label={`${f.location} *`} placeholder={f.locationPlaceholder} error={errors.location?.message} {...register('location')} />
      <SelectField label={f.province} placeholder={f.select} options={provinceOptions} {...register('province')} />
      <SelectField label={`${f.positionType} *`} placeholder={f.select} options={positionTypeOptions} error={errors.positionType?.message} {...register('positionType')} />
      <SelectField label={`${f.employmentType} *`} placeholder={f.select} options={employmentTypeOptions} error={errors.employmentType?.message} {...register('employmentType')} />
      <SelectField label={f.experienceLevel} placeholder={f.select} options={experienceLevelOptions} {...register('experienceLevel')} />
      <TextField label={f.salaryRange} placeholder={f.salaryPlaceholder} error={errors.salaryRange?.message} {...register('salaryRange')} />
      <div className="grid grid-cols-3 gap-3 sm:col-span-2">
        <TextField label={f.payMin} type="number" min={0} inputMode="decimal" error={errors.payMin?.message} {...register('payMin')} />
        <TextField label={f.payMax} type="number" min={0} inputMode="decimal" error={errors.payMax?.message} {...register('payMax')} />
        <SelectField label={f.payUnit} placeholder={f.select} options={payUnitOptions} {...register('payUnit')} />
      </div>
      <TextField label={`${f.contactEmail} *`} type="email" autoComplete="email" error={errors.contactEmail?.message} {...register('contactEmail')} />
      <div className="sm:col-span-2">
        <label htmlFor={ids.description} className="field-label">{`${f.description} *`}</label>
        <textarea id={ids.description} rows={6} className="field-input" aria-invalid={errors.description ? true : undefined} {...register('description')} />
        {errors.description ? <p className="field-error">{errors.description.message}</p> : null}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={ids.requirements} className="field-label">{`${f.requirements} *`}</label>
        <textarea id={ids.requirements} rows={4} className="field-input" aria-invalid={errors.requirements ? true : undefined} {...register('requirements')} />
        {errors.requirements ? <p className="field-error">{errors.requirements.message}</p> : null}
      </div>
      <fieldset className="flex flex-wrap gap-6 sm:col-span-2">
        {(['remote', 'isUrgent', 'confidential'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register(name)} />
            {name === 'remote' ? f.remote : name === 'isUrgent' ? f.urgent : f.confidential}
          </label>
        ))}
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? m.submitting : isAdmin(user) ? m.submitAdmin : m.submit}
        </button>
      </div>
    </form>
  )
}
