import { getFormatter, getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { dashboardStats } from '@/domain/admin/stats'
import type { QueryValues } from '@/domain/lists/params'
import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { viewerRequest } from '@/lib/payload/viewer'
import type { User } from '@/payload-types'

import { DashboardTabs } from './DashboardTabs'
import './dashboard.css'

/**
 * The marketplace dashboard (`/admin`, app/(frontend)/[locale]/(app)/admin): a site page in the
 * site's frame, not a view of Payload's admin panel, whose frame alone costs ~115 ms of server time
 * a request (docs/back-office-lists.md, "Speed"). Read on the server as the admin; its tab and
 * lists are in the address.
 */
export async function AdminDashboard({ admin, values, locale }: { admin: User; values: QueryValues; locale: Locale }) {
  const req = await viewerRequest(admin)
  const [stats, t, format] = await Promise.all([dashboardStats(req.payload), getTranslations({ locale, namespace: 'admin' }), getFormatter({ locale })])
  const cards = [
    [t('statActiveJobs'), format.number(stats.activeJobs)],
    [t('statCandidates'), format.number(stats.candidates)],
    [t('statAwaitingReview'), format.number(stats.awaitingReview)],
    [t('statFees'), format.number(stats.feesCents / 100, 'cad')],
  ]
  return (
    <div className="hsm-dash mx-auto max-w-6xl px-4 py-10">
      <header className="hsm-dash__header">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('dashboardTitle')}</h1>
          <p className="hsm-dash__muted">{t('signedInAs', { email: admin.email })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* Payload's panel: every collection, its documents, users and content. */}
          <SmartLink href="/admin/collections/job-postings" className="btn-secondary">
            {t('panelLink')}
          </SmartLink>
          <SmartLink href="/post-job" className="btn-primary">
            {t('postFree')}
          </SmartLink>
        </div>
      </header>
      <dl className="hsm-dash__stats">
        {cards.map(([label, value]) => (
          <div key={label} className="hsm-dash__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The lists: their labels, statuses, position types, dates and sizes, paging and filters. */}
      <ClientMessages namespaces={['admin', 'applications', 'employer', 'enums', 'resumes', 'profile', 'licences', 'credentials', 'lists']}>
        <DashboardTabs req={req} values={values} locale={locale} />
      </ClientMessages>
    </div>
  )
}
