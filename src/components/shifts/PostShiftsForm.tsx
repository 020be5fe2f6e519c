'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import { SelectField } from '@/components/ui/SelectField'
import { TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { POSITION_TYPES, PROVINCES } from '@/domain/jobs/options'
import { lacksFrenchNotes } from '@/domain/shifts/frenchNotes'
import { CREDENTIAL_KINDS, requiresLicenceByDefault, SHIFT_LIMITS, type CredentialKind } from '@/domain/shifts/options'
import { useEnumLabel } from '@/i18n/useEnumLabel'

import { postShifts } from './shiftActions'
import { dollarsToCents } from './shiftQuery'

type Field = 'positionType' | 'dates' | 'times' | 'breakMinutes' | 'rate' | 'site' | 'credentials' | 'notes' | 'notesFr'

/** Which field a server refusal (its catalogue text, in the page's language) belongs to. */
function fieldOf(message: string, problems: Record<string, string>): Field | null {
  const is = (...keys: string[]) => keys.some((key) => problems[key] === message)
  if (is('positionType')) return 'positionType'
  if (is('dateInvalid', 'datesMissing', 'datesRepeated', 'datePast', 'dateTooFar')) return 'dates'
  if (is('timeInvalid', 'timeSkipped', 'endEqualsStart', 'tooLong')) return 'times'
  if (is('breakInvalid')) return 'breakMinutes'
  if (is('rateInvalid', 'rateTooHigh')) return 'rate'
  if (is('siteMissing', 'siteUnknown')) return 'site'
  if (is('credentialUnknown')) return 'credentials'
  if (is('textTooLong')) return 'notes'
  if (is('notesFrench')) return 'notesFr'
  return null
}

/**
 * The team posts one shift or a block (several dates, the same hours) through `POST /api/shifts/post`:
 * position type, dates, start and end (the site's clock), unpaid break, hourly rate in dollars (sent
 * as cents), the site (the company's city and province unless changed), requirements and notes. The
 * server's 400 message is shown under the field it concerns; on success the page is read again.
 */
export function PostShiftsForm({ defaultCity, defaultProvince }: { defaultCity: string; defaultProvince: string }) {
  const t = useTranslations('shifts.form')
  const s = useTranslations('shifts')
  const label = useEnumLabel()
  const router = useRouter()
  const id = useId()
  const [positionType, setPositionType] = useState('')
  const [dates, setDates] = useState<string[]>([''])
  const [startTime, setStartTime] = useState('09:00')
  const [endTime, setEndTime] = useState('17:00')
  const [breakMinutes, setBreakMinutes] = useState('30')
  const [rate, setRate] = useState('')
  const [city, setCity] = useState(defaultCity)
  const [province, setProvince] = useState(defaultProvince)
  const [street, setStreet] = useState('')
  const [postalCode, setPostalCode] = useState('')
  const [licence, setLicence] = useState<boolean | null>(null)
  const [credentials, setCredentials] = useState<CredentialKind[]>([])
  const [notes, setNotes] = useState('')
  const [notesFr, setNotesFr] = useState('')
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const requiresLicence = licence ?? requiresLicenceByDefault(positionType)
  const filled = dates.filter((d) => d.trim())
  const problems = Object.fromEntries(
    ['positionType', 'dateInvalid', 'datesMissing', 'datesRepeated', 'datePast', 'dateTooFar', 'timeInvalid', 'timeSkipped', 'endEqualsStart', 'tooLong', 'breakInvalid', 'rateInvalid', 'rateTooHigh', 'siteMissing', 'siteUnknown', 'credentialUnknown', 'textTooLong', 'notesFrench'].map((key) => [key, s(`problems.${key}` as 'problems.positionType')]),
  )

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const cents = dollarsToCents(rate)
    const local: Partial<Record<Field, string>> = {}
    if (!positionType) local.positionType = problems.positionType
    if (filled.length === 0) local.dates = problems.datesMissing
    if (cents === null || cents <= 0) local.rate = t('rateInvalid')
    if (lacksFrenchNotes({ province, notes, notesFr })) local.notesFr = problems.notesFrench
    setErrors(local)
    setFormError(null)
    if (Object.keys(local).length) return
    setBusy(true)
    const res = await postShifts(
      {
        positionType,
        dates: filled,
        startTime,
        endTime,
        breakMinutes: Number(breakMinutes) || 0,
        rateCents: cents,
        city: city.trim() || undefined,
        province: province || undefined,
        street: street.trim() || undefined,
        postalCode: postalCode.trim() || undefined,
        requiresLicence,
        requiredCredentials: credentials,
        notes: notes.trim() || undefined,
        notesFr: notesFr.trim() || undefined,
      },
      s('failedBody'),
    )
    setBusy(false)
    if (!res.ok) {
      const field = fieldOf(res.message, problems)
      if (field) setErrors({ [field]: res.message })
      else setFormError(res.message)
      return
    }
    toast.success(t('posted', { n: res.data.shifts.length }))
    setDates([''])
    setNotes('')
    router.refresh()
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-h`} className="text-xl font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('hint')}</p>
      <form method="post" className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField label={t('positionType')} placeholder={t('choose')} options={POSITION_TYPES.map((value) => ({ value, label: label('positionType', value) }))} value={positionType} onChange={(e) => setPositionType(e.target.value)} error={errors.positionType} required />

        <fieldset aria-describedby={errors.dates ? `${id}-dates-error` : undefined}>
          <legend className="field-label">{t('dates')}</legend>
          <ul className="mt-1 space-y-2">
            {dates.map((date, index) => (
              <li key={index} className="flex items-center gap-2">
                <label htmlFor={`${id}-date-${index}`} className="sr-only">
                  {t('date', { n: index + 1 })}
                </label>
                <input id={`${id}-date-${index}`} type="date" className="field-input mt-0 max-w-48" value={date} aria-invalid={errors.dates ? true : undefined} onChange={(e) => setDates(dates.map((d, i) => (i === index ? e.target.value : d)))} />
                {dates.length > 1 ? (
                  <button type="button" className="text-link" onClick={() => setDates(dates.filter((_, i) => i !== index))} aria-label={t('removeDate', { n: index + 1 })}>
                    ×
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {dates.length < SHIFT_LIMITS.blockDates ? (
            <button type="button" className="btn-secondary mt-2" onClick={() => setDates([...dates, ''])}>
              {t('addDate')}
            </button>
          ) : null}
          {errors.dates ? (
            <p id={`${id}-dates-error`} className="field-error">
              {errors.dates}
            </p>
          ) : null}
        </fieldset>

        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <TextField label={t('start')} type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} aria-describedby={`${id}-times-hint`} required />
          <TextField label={t('end')} type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} aria-describedby={`${id}-times-hint`} required />
          <TextField label={t('breakMinutes')} type="number" min={0} max={SHIFT_LIMITS.maxBreakMinutes} inputMode="numeric" value={breakMinutes} onChange={(e) => setBreakMinutes(e.target.value)} error={errors.breakMinutes} />
          <TextField label={t('rate')} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} error={errors.rate} required />
        </div>
        <p id={`${id}-times-hint`} className="-mt-2 text-sm text-slate-700">
          {t('endHint')}
        </p>
        {errors.times ? (
          <p className="field-error" role="alert">
            {errors.times}
          </p>
        ) : null}

        <fieldset>
          <legend className="field-label">{t('site')}</legend>
          <p className="text-sm text-slate-700">{t('siteHint')}</p>
          <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField label={t('city')} value={city} maxLength={SHIFT_LIMITS.city} onChange={(e) => setCity(e.target.value)} autoComplete="address-level2" error={errors.site} />
            <SelectField label={t('province')} placeholder={t('choose')} options={PROVINCES.map((value) => ({ value, label: label('province', value) }))} value={province} onChange={(e) => setProvince(e.target.value)} />
            <TextField label={t('street')} value={street} maxLength={SHIFT_LIMITS.street} onChange={(e) => setStreet(e.target.value)} autoComplete="street-address" />
            <TextField label={t('postalCode')} value={postalCode} maxLength={SHIFT_LIMITS.postalCode} onChange={(e) => setPostalCode(e.target.value)} autoComplete="postal-code" />
          </div>
        </fieldset>

        <fieldset aria-describedby={errors.credentials ? `${id}-cred-error` : undefined}>
          <legend className="field-label">{t('requiredCredentials')}</legend>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={requiresLicence} onChange={(e) => setLicence(e.target.checked)} />
            {t('requiresLicence')}
          </label>
          {CREDENTIAL_KINDS.map((kind) => (
            <label key={kind} className="mt-2 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={credentials.includes(kind)} onChange={(e) => setCredentials(e.target.checked ? [...credentials, kind] : credentials.filter((k) => k !== kind))} />
              {label('credentialKind', kind)}
            </label>
          ))}
          {errors.credentials ? (
            <p id={`${id}-cred-error`} className="field-error">
              {errors.credentials}
            </p>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor={`${id}-notes`} className="field-label">
            {t('notes')}
          </label>
          <textarea id={`${id}-notes`} className="field-input" rows={3} maxLength={SHIFT_LIMITS.notes} value={notes} onChange={(e) => setNotes(e.target.value)} aria-invalid={errors.notes ? true : undefined} />
          {errors.notes ? <p className="field-error">{errors.notes}</p> : null}
        </div>

        <div>
          <label htmlFor={`${id}-notes-fr`} className="field-label">
            {t('notesFr')}
          </label>
          <textarea
            id={`${id}-notes-fr`}
            lang="fr"
            className="field-input"
            rows={3}
            maxLength={SHIFT_LIMITS.notes}
            value={notesFr}
            onChange={(e) => setNotesFr(e.target.value)}
            aria-invalid={errors.notesFr ? true : undefined}
          />
          {errors.notesFr ? <p className="field-error">{errors.notesFr}</p> : null}
        </div>

        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {filled.length > 1 ? t('submitBlock', { n: filled.length }) : t('submit')}
        </button>
      </form>
    </section>
  )
}
