'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { ApplicationsPanel } from './ApplicationsPanel'
import { JobsPanel } from './JobsPanel'
import { LicenceQueuePanel } from './LicenceQueuePanel'
import { ResumesPanel } from './ResumesPanel'

const TABS = [
  ['jobs', 'tabJobs'],
  ['applications', 'tabApplications'],
  ['resumes', 'tabResumes'],
  ['licences', 'tab'],
] as const
type Tab = (typeof TABS)[number][0]

export function DashboardTabs() {
  const t = useTranslations('admin')
  const tl = useTranslations('licences')
  const [tab, setTab] = useState<Tab>('jobs')
  return (
    <section>
      <div role="tablist" aria-label={t('dashboardTitle')} className="hsm-dash__tabs">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            id={`dash-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`dash-panel-${id}`}
            className="hsm-dash__tab"
            onClick={() => setTab(id)}
          >
            {id === 'licences' ? tl('tab') : t(label as Exclude<typeof label, 'tab'>)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dash-panel-${tab}`} aria-labelledby={`dash-tab-${tab}`}>
        {tab === 'jobs' ? <JobsPanel /> : tab === 'applications' ? <ApplicationsPanel /> : tab === 'resumes' ? <ResumesPanel /> : <LicenceQueuePanel />}
      </div>
    </section>
  )
}
