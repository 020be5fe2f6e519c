import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import type { PayloadRequest } from 'payload'

import { applicationsTab, credentialsTab, jobsTab, licencesTab, resumesTab } from '@/domain/admin/listTabs'
import { hrefWith, oneOf, type QueryValues } from '@/domain/lists/params'
import { localizedPath, type Locale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { AnalyticsPanel } from './AnalyticsPanel'
import { ApplicationsPanel } from './ApplicationsPanel'
import { CredentialQueuePanel } from './CredentialQueuePanel'
import { JobsPanel } from './JobsPanel'
import { LicenceQueuePanel } from './LicenceQueuePanel'
import { ResumesPanel } from './ResumesPanel'

const TABS = ['jobs', 'applications', 'resumes', 'licences', 'credentials', 'analytics'] as const
type Tab = (typeof TABS)[number]

/** What the panels' action rules read of the admin (transitions.ts), and nothing else of the account, for the browser. */
export type Viewer = { id: number; roles: User['roles']; company: number | null }
const viewerOf = ({ user }: PayloadRequest): Viewer => {
  const { id, roles, company } = user as User
  return { id, roles, company: company && typeof company === 'object' ? company.id : (company ?? null) }
}

/** The chosen tab's panel: each list is read here, on the server, as the admin. */
async function panelOf(tab: Tab, req: PayloadRequest, values: QueryValues, path: string, locale: Locale) {
  if (tab === 'analytics') return <AnalyticsPanel req={req} locale={locale} />
  if (tab === 'jobs') return <JobsPanel path={path} viewer={viewerOf(req)} {...await jobsTab(req, values)} />
  if (tab === 'applications') return <ApplicationsPanel path={path} viewer={viewerOf(req)} {...await applicationsTab(req, values)} />
  if (tab === 'resumes') return <ResumesPanel path={path} {...await resumesTab(req, values)} />
  if (tab === 'licences') return <LicenceQueuePanel path={path} {...await licencesTab(req, values)} />
  return <CredentialQueuePanel path={path} {...await credentialsTab(req, values)} />
}

/**
 * The dashboard's tabs. The tab, like each list's page, filters and search, is in the address
 * (`/admin?tab=applications&status=hired&page=2`): links to share, and the back button goes back.
 */
export async function DashboardTabs({ req, values, locale }: { req: PayloadRequest; values: QueryValues; locale: Locale }) {
  const tab = oneOf(TABS, values.tab) ?? 'jobs'
  const path = localizedPath('/admin', locale)
  const [t, tl, tc, panel, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'admin' }),
    getTranslations({ locale, namespace: 'licences' }),
    getTranslations({ locale, namespace: 'credentials' }),
    panelOf(tab, req, values, path, locale),
    getTranslations({ locale, namespace: 'analytics' }),
  ])
  const labels: Record<Tab, string> = { jobs: t('tabJobs'), applications: t('tabApplications'), resumes: t('tabResumes'), licences: tl('tab'), credentials: tc('tab'), analytics: ta('tab') }
  return (
    <section>
      <div role="tablist" aria-label={t('dashboardTitle')} className="hsm-dash__tabs">
        {TABS.map((id) => (
          <Link
            key={id}
            id={`dash-tab-${id}`}
            role="tab"
            aria-selected={tab === id}
            aria-controls={`dash-panel-${id}`}
            className="hsm-dash__tab"
            prefetch={false}
            href={hrefWith(path, {}, { tab: id === 'jobs' ? null : id })}
          >
            {labels[id]}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`dash-panel-${tab}`} aria-labelledby={`dash-tab-${tab}`}>
        {panel}
      </div>
    </section>
  )
}
