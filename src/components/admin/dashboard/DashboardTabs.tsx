'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { ApplicationsPanel } from './ApplicationsPanel'
import { JobsPanel } from './JobsPanel'
import { ResumesPanel } from './ResumesPanel'

const TABS = [
  ['jobs', 'tabJobs'],
  ['applications', 'tabApplications'],
  ['resumes', 'tabResumes'],
] as const
type Tab = (typeof TABS)[number][0]

export function DashboardTabs() {
  const t = useTranslations('admin')
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
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dash-panel-${tab}`} aria-labelledby={`dash-tab-${tab}`}>
        {tab === 'jobs' ? <JobsPanel /> : tab === 'applications' ? <ApplicationsPanel /> : <ResumesPanel />}
      </div>
    </section>
  )
}
