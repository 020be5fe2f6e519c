import { DefaultDashboard, type DashboardViewServerProps } from '@payloadcms/next/views'
import { Gutter } from '@payloadcms/ui'
import { getFormatter, getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { isAdminUser } from '@/access/roles'
import { dashboardStats } from '@/domain/admin/stats'
import { localizedPath } from '@/i18n/locale'

import { AdminMessages, adminLocale } from '../AdminMessages'
import { DashboardTabs } from './DashboardTabs'
import './dashboard.css'

/**
 * The admin panel's home (the marketplace dashboard). Payload only lets staff in; this view checks
 * the user again itself: admins get the marketplace dashboard, editors the content dashboard.
 * It speaks the admin panel's language (the account's choice in Payload). Its tab and lists are in the address.
 */
export async function AdminDashboard(props: DashboardViewServerProps) {
  const { req } = props.initPageResult
  if (!isAdminUser(req.user)) return <DefaultDashboard {...props} />
  const locale = adminLocale(req.i18n)
  const [stats, t, format] = await Promise.all([
    dashboardStats(req.payload),
    getTranslations({ locale, namespace: 'admin' }),
    getFormatter({ locale }),
  ])
  const cards = [
    [t('statActiveJobs'), format.number(stats.activeJobs)],
    [t('statCandidates'), format.number(stats.candidates)],
    [t('statAwaitingReview'), format.number(stats.awaitingReview)],
    [t('statFees'), format.number(stats.feesCents / 100, 'cad')],
  ]
  return (
    <Gutter>
      <div className="hsm-dash">
        <header className="hsm-dash__header">
          <div>
            <h1>{t('dashboardTitle')}</h1>
            <p className="hsm-dash__muted">{t('signedInAs', { email: req.user!.email ?? '' })}</p>
          </div>
          <Link href={localizedPath('/post-job', locale)} className="btn btn--style-primary btn--size-medium">
            {t('postFree')}
          </Link>
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
        <AdminMessages locale={locale} namespaces={['admin', 'applications', 'employer', 'enums', 'resumes', 'profile', 'licences', 'credentials', 'lists']}>
          <DashboardTabs req={req} values={props.searchParams ?? {}} locale={locale} />
        </AdminMessages>
      </div>
    </Gutter>
  )
}
