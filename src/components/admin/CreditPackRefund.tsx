import type { BeforeDocumentControlsServerProps } from 'payload'

import { AdminMessages, adminLocale } from './AdminMessages'
import { CreditPackRefundPanel } from './CreditPackRefundPanel'

/** The refund box on a credit pack in the admin (CreditPackRefundPanel), in the admin's language. */
export function CreditPackRefund({ i18n }: BeforeDocumentControlsServerProps) {
  return (
    <AdminMessages locale={adminLocale(i18n)} namespaces={['credits']}>
      <CreditPackRefundPanel />
    </AdminMessages>
  )
}
