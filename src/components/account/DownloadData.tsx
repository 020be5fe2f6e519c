'use client'

import { useTranslations } from 'next-intl'

import { Panel } from './Panel'

/** Download my data: a plain link, so the browser saves the ZIP the server answers at once. */
export function DownloadData() {
  const t = useTranslations('privacy')
  return (
    <Panel id="account-data" title={t('dataTitle')}>
      <p className="text-slate-700">{t('downloadIntro')}</p>
      <a href="/api/users/export-data" download className="btn-secondary" data-testid="download-data">
        {t('download')}
      </a>
    </Panel>
  )
}
