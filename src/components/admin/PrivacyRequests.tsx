import type { BeforeDocumentControlsServerProps } from 'payload'

import { isAdminUser } from '@/access/roles'

import { AdminMessages, adminLocale } from './AdminMessages'
import { PrivacyRequestPanel } from './PrivacyRequestPanel'

/**
 * On an account in the admin panel, for admins: export its data or delete it with its data, as a
 * request received by mail asks (PIPEDA). The server checks the admin again on every request.
 */
export function PrivacyRequests({ i18n, id, user }: BeforeDocumentControlsServerProps) {
  if (!id || !isAdminUser(user)) return null
  return (
    <AdminMessages locale={adminLocale(i18n)} namespaces={['privacy']}>
      <PrivacyRequestPanel accountId={Number(id)} />
    </AdminMessages>
  )
}
