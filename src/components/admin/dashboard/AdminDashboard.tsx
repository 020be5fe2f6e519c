import { DefaultDashboard, type DashboardViewServerProps } from '@payloadcms/next/views'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'

import { isAdminUser } from '@/access/roles'
import { dashboardStats } from '@/domain/admin/stats'
import { formatCents } from '@/lib/format'
import { messages } from '@/i18n'

import { DashboardTabs } from './DashboardTabs'
import './dashboard.css'

const a = messages.admin

/**
 * The admin panel's home (the marketplace dashboard). Payload only lets staff in; this view checks
 * the user again itself: admins get the marketplace dashboard, editors the content dashboard.
 */
export async function AdminDashboard(props: DashboardViewServerProps) {
  const { req } = props.initPageResult
  if (!isAdminUser(req.user)) return <DefaultDashboard {...props} />
  const stats = await dashboardStats(req.payload)
  const cards = [
    [a.statActiveJobs, String(stats.activeJobs)],
    [a.statCandidates, String(stats.candidates)],
    [a.statAwaitingReview, String(stats.awaitingReview)],
    [a.statFees, formatCents(stats.feesCents)],
  ]
  return (
    <Gutter>
      <div className="hsm-dash">
        <header className="hsm-dash__header">
          <div>
            <h1>{a.dashboardTitle}</h1>
            <p className="hsm-dash__muted">{a.signedInAs(req.user!.email ?? '')}</p>
          </div>
          <Link href="/post-job" className="btn btn--style-primary btn--size-medium">
            {a.postFree}
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
        <DashboardTabs />
      </div>
    </Gutter>
  )
}
