import type { BeforeDocumentControlsServerProps } from 'payload'

import { AdminMessages, adminLocale } from './AdminMessages'
import { JobModerationPanel } from './JobModerationPanel'

/** The moderation box on a job posting in the admin (JobModerationPanel), in the admin's language. */
export function JobModeration({ i18n }: BeforeDocumentControlsServerProps) {
  return (
    <AdminMessages locale={adminLocale(i18n)} namespaces={['admin', 'enums']}>
      <JobModerationPanel />
    </AdminMessages>
  )
}
