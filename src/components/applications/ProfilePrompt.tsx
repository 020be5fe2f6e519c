'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Alert } from '@/components/ui/Alert'
import type { LicenceStatus } from '@/domain/profiles/options'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api'

/** Where the applicant's own licence stands: still loading, no profile yet, unknown (a failed read), or its status. */
export type OwnLicence = 'loading' | 'missing' | 'unknown' | LicenceStatus

/** The signed-in person's licence status, read from their own profile. */
export function useOwnLicence(userId: number | string | undefined): OwnLicence {
  const [state, setState] = useState<{ userId: unknown; licence: OwnLicence } | null>(null)
  useEffect(() => {
    if (userId === undefined) return
    let current = true
    void api<{ docs: { licenseNumber?: string | null; licenceStatus?: LicenceStatus | null }[] }>(
      `/api/professional-profiles?where[user][equals]=${userId}&select[user]=true&select[licenseNumber]=true&select[licenceStatus]=true&depth=0&limit=1`,
      {},
      '',
    ).then((res) => {
      if (!current) return
      const profile = res.ok ? res.data.docs[0] : undefined
      setState({ userId, licence: !res.ok ? 'unknown' : !profile?.licenseNumber ? 'missing' : (profile.licenceStatus ?? 'unverified') })
    })
    return () => {
      current = false
    }
  }, [userId])
  return state && state.userId === userId ? state.licence : 'loading'
}

/**
 * In the apply dialog, before the form: a posting that requires a verified licence explains what
 * to do first (complete the profile, or wait for our check), and nothing can be sent.
 */
export function LicenceRequired({ licence, onClose }: { licence: OwnLicence; onClose: () => void }) {
  const t = useTranslations('profile')
  const ta = useTranslations('applications')
  if (licence === 'loading') return <p role="status">{t('checkingProfile')}</p>
  return (
    <div className="space-y-4">
      <Alert tone="info" title={t('applyNeedsLicenceTitle')}>
        {licence === 'missing' ? t('applyNeedsProfile') : t('applyNeedsVerified')}
      </Alert>
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {ta('cancel')}
        </button>
        {licence === 'missing' ? (
          <Link href="/account/profile" className="btn-primary">
            {t('completeProfile')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

/** Above the apply form when the person has no profile yet: what employers would see, and where to add it. */
export function ProfileMissing() {
  const t = useTranslations('profile')
  return (
    <Alert tone="info" title={t('missingTitle')}>
      {t('missingBody')}{' '}
      <Link href="/account/profile" className="font-medium underline">
        {t('completeProfile')}
      </Link>
    </Alert>
  )
}
