import type { AdminViewServerProps } from 'payload'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { localizedPath } from '@/i18n/locale'

import { adminLocale } from '../AdminMessages'
import './dashboard.css'

/** Shown by the admin panel to a signed-in person without admin rights (replaces Payload's unauthorized view). */
export async function AccessDenied({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const locale = adminLocale(req.i18n)
  const t = await getTranslations({ locale, namespace: 'admin' })
  const email = req.user?.email
  return (
    <div className="hsm-denied" role="alert">
      <h1>{t('deniedTitle')}</h1>
      <p>{t('deniedBody')}</p>
      {email ? <p className="hsm-dash__muted">{t('signedInAs', { email })}</p> : null}
      <p>
        <Link href={localizedPath('/', locale)} className="btn btn--style-primary btn--size-medium">
          {t('returnHome')}
        </Link>
      </p>
    </div>
  )
}
