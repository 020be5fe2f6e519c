'use client'

import { useTranslations } from 'next-intl'

/**
 * "Licence verified by us on <date>": the one verification fact shown outside the admin panel, to
 * the professional and to employers they applied to. Nothing when the licence is not verified.
 */
export function VerifiedOn({ date, className }: { date: string | null | undefined; className?: string }) {
  const t = useTranslations('profile')
  if (!date) return null
  return (
    <p className={className ?? 'inline-flex items-center gap-1 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-900 ring-1 ring-green-300'}>
      <span aria-hidden="true">✓</span> {t('verifiedOn', { date: new Date(date) })}
    </p>
  )
}
