import type { BeforeListTableServerProps } from 'payload'

import { AdminMessages, adminLocale } from './AdminMessages'
import { SeedSampleJobsButton } from './SeedSampleJobsButton'

/** "Add sample jobs" above the job postings list (SeedSampleJobsButton), in the admin's language. */
export function SeedSampleJobs({ i18n }: BeforeListTableServerProps) {
  return (
    <AdminMessages locale={adminLocale(i18n)} namespaces={['admin']}>
      <SeedSampleJobsButton />
    </AdminMessages>
  )
}
