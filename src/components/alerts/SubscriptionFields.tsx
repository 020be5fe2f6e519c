'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { TextField } from '@/components/ui/TextField'
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/domain/alerts/options'
import { languageOf, type Locale } from '@/i18n/locale'

type Props = {
  frequency: AlertFrequency
  onFrequency: (frequency: AlertFrequency) => void
  email: string
  onEmail: (email: string) => void
  consent: boolean
  onConsent: (consent: boolean) => void
  /** The consent box's words, exactly as the consent record keeps them. */
  wording: string
  errors: { email?: string; consent?: string }
}

/** What the fields below add to an alert form's request, with its language and the page it was sent from. */
export function subscriptionBody({ frequency, email, consent }: { frequency: AlertFrequency; email: string; consent: boolean }, signedIn: boolean, locale: Locale) {
  return {
    frequency,
    ...(signedIn ? {} : { email }),
    consent,
    language: languageOf(locale),
    source: `${window.location.pathname}${window.location.search}`.slice(0, 500),
  }
}

/**
 * What every alert form asks besides its search (docs/alerts.md): how often, the address (a
 * signed-in person's own, fixed; a guest's, required) and the consent box, never ticked in advance
 * (CASL), with the words the consent record keeps. "Save this search" and "Email me new shifts" share it.
 */
export function SubscriptionFields({ frequency, onFrequency, email, onEmail, consent, onConsent, wording, errors }: Props) {
  const t = useTranslations('alerts')
  const { user } = useAuth()
  const id = useId()
  return (
    <>
      <fieldset>
        <legend className="field-label">{t('frequencyLabel')}</legend>
        <div className="mt-2 space-y-2">
          {ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name={`${id}-frequency`} value={value} checked={frequency === value} onChange={() => onFrequency(value)} />
              {t(`frequency.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {user ? (
        <div>
          <TextField label={t('emailLabel')} type="email" value={user.email} readOnly aria-describedby={`${id}-email-fixed`} />
          <p id={`${id}-email-fixed`} className="mt-1 text-sm text-slate-600">
            {t('emailFixed')}
          </p>
        </div>
      ) : (
        <TextField label={t('emailLabel')} type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} error={errors.email} required />
      )}
      <fieldset>
        <legend className="field-label">{t('consent.legend')}</legend>
        <div className="mt-2 flex items-start gap-2">
          {/* Never ticked in advance (CASL): the person ticks it. */}
          <input
            id={`${id}-consent`}
            type="checkbox"
            className="mt-1"
            checked={consent}
            onChange={(e) => onConsent(e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
            {wording}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="field-error">
            {errors.consent}
          </p>
        ) : null}
      </fieldset>
    </>
  )
}
