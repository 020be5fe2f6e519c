'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { AlertsSection } from '@/components/alerts/AlertsSection'
import { useAuth } from '@/components/auth/AuthProvider'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel, RetryAlert } from '@/components/ui/StatePanels'
import { useRemote } from '@/components/ui/useRemote'
import { api } from '@/lib/api'
import type { User } from '@/payload-types'

import { AccountDetailsForm } from './AccountDetailsForm'
import { ChangePasswordForm } from './ChangePasswordForm'
import { CloseAccount } from './CloseAccount'
import { DownloadData } from './DownloadData'
import { EmailSection } from './EmailSection'

type Option = { value: string; label: string }

/** /account: the person's own account as stored (read through the API as them), section by section. */
export function AccountScreen({ languageOptions }: { languageOptions: Option[] }) {
  const t = useTranslations('account')
  const tp = useTranslations('privacy')
  const { user, loading } = useAuth()
  // Once closed, the session is gone too: the screen keeps saying what happened.
  const [closed, setClosed] = useState<string | null>(null)
  const userId = user?.id
  const loadError = t('loadError')
  const load = useCallback(() => api<User>(`/api/users/${userId}?depth=0`, {}, loadError), [userId, loadError])
  const { state, reload, update } = useRemote(userId ? load : null)

  if (closed) {
    return (
      <Alert tone="success" title={tp('closedTitle')}>
        {closed}
      </Alert>
    )
  }
  if (loading) return <p role="status">{t('loading')}</p>
  if (!user) return <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: '/auth?next=/account', label: t('signIn') }} />
  if (state.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    )
  }
  if (state.kind === 'error') return <RetryAlert title={t('loadError')} body={state.message} retryLabel={t('tryAgain')} onRetry={() => void reload()} />
  const account = state.data
  const roles = account.roles ?? []
  return (
    <div className="space-y-10">
      <AccountDetailsForm
        account={account}
        languageOptions={languageOptions}
        showApplicationUpdates={roles.includes('professional') || roles.includes('admin')}
        showNewApplicants={roles.includes('employer') || roles.includes('admin')}
        onSaved={(saved) => update(() => saved)}
      />
      <EmailSection email={account.email} pendingEmail={account.pendingEmail} />
      <AlertsSection />
      <ChangePasswordForm />
      <DownloadData />
      {roles.includes('admin') || roles.includes('editor') ? null : <CloseAccount onClosed={setClosed} />}
    </div>
  )
}
