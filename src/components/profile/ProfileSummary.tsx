'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useEnumLabel } from '@/i18n/useEnumLabel'
import type { ProfessionalProfile } from '@/payload-types'

import { collegeName } from './collegeName'
import { VerifiedOn } from './VerifiedOn'

/**
 * An applicant's professional profile as employers (and admins) see it on an application: the
 * licence, experience, languages, availability, provinces, and "verified on" when we verified it.
 * The page's ClientMessages must include `profile` and `enums`.
 */
export function ProfileSummary({ profile, mutedClassName = 'text-sm text-slate-700' }: { profile: ProfessionalProfile | null | undefined; mutedClassName?: string }) {
  const t = useTranslations('profile')
  const locale = useLocale()
  const enumLabel = useEnumLabel()
  if (!profile) return <p className={mutedClassName}>{t('noProfile')}</p>
  const label = (key: string) => (t.has(key as never) ? t(key as never) : key.split('.').pop())
  const rows: [string, string][] = [
    [t('specializationsLabel'), (profile.specializations ?? []).join(', ')],
    [t('languagesLabel'), (profile.languages ?? []).map((l) => label(`languages.${l}`)).join(', ')],
    [t('availabilityLabel'), (profile.availability ?? []).map((a) => label(`availability.${a}`)).join(', ')],
    [t('workProvincesLabel'), (profile.workProvinces ?? []).map((p) => enumLabel('province', p)).join(', ')],
  ]
  return (
    <section aria-label={t('summaryTitle')} className="space-y-1">
      {profile.licenseNumber ? (
        <p className={mutedClassName}>
          {t('licenceLine', { college: collegeName(profile.licenseCollege, locale), number: profile.licenseNumber, licenceClass: profile.licenseType ?? '' })}
        </p>
      ) : null}
      <p className={mutedClassName}>{t('experience', { years: profile.yearsExperience ?? 0 })}</p>
      <dl className={mutedClassName}>
        {rows
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt className="inline font-medium">{name}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
      </dl>
      <VerifiedOn date={profile.verifiedOn} />
    </section>
  )
}
