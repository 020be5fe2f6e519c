'use client'

import { useTranslations } from 'next-intl'

import { useRevealedCompany } from './revealedCompanies'

/**
 * The company, or "Confidential" with the privacy notice. `company` is what everyone may see; the
 * signed-in person's own rights may add it in the browser (see revealedCompanies).
 */
export function CompanyName({ id, company }: { id: number; company?: string | null }) {
  const t = useTranslations('jobs')
  const revealed = useRevealedCompany(id)
  const name = company || revealed
  if (name) return <span>{name}</span>
  return (
    <span>
      {t('confidential')}
      <span className="block text-sm text-slate-600">{t('privacyNotice')}</span>
    </span>
  )
}
