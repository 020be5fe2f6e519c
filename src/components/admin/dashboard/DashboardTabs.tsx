'use client'

import { useState } from 'react'

import { messages } from '@/i18n'

import { ApplicationsPanel } from './ApplicationsPanel'
import { JobsPanel } from './JobsPanel'
import { ResumesPanel } from './ResumesPanel'

const a = messages.admin
const TABS = [
  ['jobs', a.tabJobs],
  ['applications', a.tabApplications],
  ['resumes', a.tabResumes],
] as const
type Tab = (typeof TABS)[number][0]

export function DashboardTabs() {
  const [tab, setTab] = useState<Tab>('jobs')
  return (
    <section>
      <div role="tablist" aria-label={a.dashboardTitle} className="hsm-dash__tabs">
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
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`dash-panel-${tab}`} aria-labelledby={`dash-tab-${tab}`}>
        {tab === 'jobs' ? <JobsPanel /> : tab === 'applications' ? <ApplicationsPanel /> : <ResumesPanel />}
      </div>
    </section>
  )
}
