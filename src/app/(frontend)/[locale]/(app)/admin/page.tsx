import { setRequestLocale } from 'next-intl/server'
import { redirect as redirectTo } from 'next/navigation'

import { isAdminUser, isStaffUser } from '@/access/roles'
import { AdminDashboard } from '@/components/admin/dashboard/AdminDashboard'
import { DeniedNotice } from '@/components/admin/dashboard/AccessDenied'
import type { QueryValues } from '@/domain/lists/params'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/i18n/metadata'
import { redirect } from '@/i18n/navigation'
import { getViewer } from '@/lib/payload/viewer'
import { signInAndBack } from '@/domain/auth/signInLink'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<QueryValues> }

export const generateMetadata = pageMetadata('/admin', 'admin.dashboardTitle', { index: false })

/**
 * The admin dashboard (spec: /admin). The proxy sends `/admin` itself here; Payload's admin panel
 * keeps every path below it. Signed out: the site's sign-in, back here after; editors: the content
 * they edit in the panel; anyone else signed in: Access Denied.
 */
export default async function AdminDashboardPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const user = await getViewer()
  const values = await searchParams
  if (!user) return redirect({ href: signInAndBack('/admin', values), locale })
  if (isAdminUser(user)) return <AdminDashboard admin={user} values={values} locale={locale} />
  if (isStaffUser(user)) redirectTo('/admin/collections/pages')
  return (
    <div className="px-4">
      <DeniedNotice email={user.email} locale={locale} buttonClassName="btn-primary" />
    </div>
  )
}
