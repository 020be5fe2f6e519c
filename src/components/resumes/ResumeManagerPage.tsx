import { useTranslations } from 'next-intl'

import { ClientMessages } from '@/i18n/ClientMessages'

import { ResumeManager } from './ResumeManager'

/** The Resume Manager screen; its client part gets the `resumes` copy and the position type labels. */
export function ResumeManagerPage() {
  const t = useTranslations('resumes')
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['resumes', 'enums']}>
        <ResumeManager />
      </ClientMessages>
    </div>
  )
}
