import type { AdminViewServerProps } from 'payload'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { localizedPath, type Locale } from '@/i18n/locale'

import { adminLocale } from '../AdminMessages'
import './dashboard.css'

/**
 * The spec's Access Denied: a signed-in person without admin rights, on the dashboard (a site page,
 * the site's button) or on the admin panel's other screens (Payload's button).
 */
export async function DeniedNotice({ email, locale, buttonClassName }: { email: string | undefined; locale: Locale; buttonClassName: string }) {
  const t = await getTranslations({ locale, namespace: 'admin' })
  return (
    <div className="hsm-denied" role="alert">
      <h1>{t('deniedTitle')}</h1>
      <p>{t('deniedBody')}</p>
      {email ? <p className="hsm-dash__muted">{t('signedInAs', { email })}</p> : null}
      <p>
        <Link href={localizedPath('/', locale)} className={buttonClassName}>
          {t('returnHome')}
        </Link>
      </p>
    </div>
  )
}

/** The admin panel's screen for a signed-in person without admin rights (replaces Payload's unauthorized view). */
export async function AccessDenied({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  return <DeniedNotice email={req.user?.email} locale={adminLocale(req.i18n)} buttonClassName="btn btn--style-primary btn--size-medium" />
}
