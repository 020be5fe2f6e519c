'use client'

import { useTranslations } from 'next-intl'

import { Alert } from '@/components/ui/Alert'
import { Link } from '@/i18n/navigation'

import { Panel } from './Panel'

/** The sign-in address; changing it goes through Change email, which confirms the new address first. */
export function EmailSection({ email, pendingEmail }: { email: string; pendingEmail?: string | null }) {
  const t = useTranslations('account')
  return (
    <Panel id="account-email" title={t('emailTitle')}>
      <p className="text-slate-700">{t.rich('currentEmail', { email, strong: (chunks) => <span className="font-semibold">{chunks}</span> })}</p>
      {pendingEmail ? <Alert tone="info">{t('pendingEmail', { email: pendingEmail })}</Alert> : null}
      <Link href="/auth/change-email" className="btn-secondary">
        {t('changeEmail')}
      </Link>
    </Panel>
  )
}
