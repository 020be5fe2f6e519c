'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { useAuth } from '@/components/auth/AuthProvider'
import { CredentialsSection } from '@/components/credentials/CredentialsSection'
import { Alert } from '@/components/ui/Alert'
import { NoticePanel, RetryAlert } from '@/components/ui/StatePanels'
import { useRemote } from '@/components/ui/useRemote'
import { keepsProfile } from '@/domain/profiles/rules'
import { api } from '@/lib/api'
import type { ProfessionalProfile } from '@/payload-types'

import { GstHstForm } from './GstHstForm'
import { ProfileForm } from './ProfileForm'
import { VerifiedOn } from './VerifiedOn'

/** Where the person's licence stands with us, in their words (never the evidence or who checked). */
function LicenceStatus({ profile }: { profile: ProfessionalProfile }) {
  const t = useTranslations('profile')
  if (!profile.licenseNumber) return null
  if (profile.licenceStatus === 'verified' && profile.verifiedOn) return <VerifiedOn date={profile.verifiedOn} />
  const status = profile.licenceStatus ?? 'unverified'
  return <Alert tone={status === 'unverified' ? 'info' : 'error'}>{t(`status.${status}`)}</Alert>
}

/** /account/profile: a professional creates or edits their profile and sees their licence's verification. */
export function ProfileScreen() {
  const t = useTranslations('profile')
  const { user, loading } = useAuth()
  const loadError = t('loadError')
  const userId = user?.id
  const load = useCallback(
    () => api<{ docs: ProfessionalProfile[] }>(`/api/professional-profiles?where[user][equals]=${userId}&depth=0&limit=1`, {}, loadError),
    [userId, loadError],
  )
  const { state, reload, update } = useRemote(user && keepsProfile(user) ? load : null)

  if (loading) return <p role="status">{t('loading')}</p>
  if (!user) return <NoticePanel heading title={t('signInTitle')} body={t('signInBody')} link={{ href: '/auth?next=/account/profile', label: t('signIn') }} />
  if (!keepsProfile(user)) return <NoticePanel title={t('title')} body={t('notForRole')} />
  if (state.kind === 'loading') return <p role="status" aria-busy="true">{t('loading')}</p>
  if (state.kind === 'error') return <RetryAlert title={t('loadError')} retryLabel={t('tryAgain')} onRetry={() => void reload()} />
  const profile = state.data.docs[0] ?? null
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('intro')}</p>
      {profile ? <LicenceStatus profile={profile} /> : null}
      <ProfileForm key={profile?.id ?? 'new'} profile={profile} onSaved={(doc) => update(() => ({ docs: [doc] }))} />
      {profile ? <GstHstForm key={`gst-${profile.id}`} profile={profile} onSaved={(doc) => update(() => ({ docs: [doc] }))} /> : null}
      <CredentialsSection userId={user.id} />
    </div>
  )
}
