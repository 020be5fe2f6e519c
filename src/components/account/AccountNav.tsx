'use client'

import { useTranslations } from 'next-intl'

import { useAuth } from '@/components/auth/AuthProvider'
import { Link, usePathname } from '@/i18n/navigation'

/**
 * The account's sections: the account itself for everyone, the professional profile for
 * professionals, the company and its billing for employers (admins see all).
 */
export function AccountNav() {
  const t = useTranslations('account')
  const { user } = useAuth()
  const pathname = usePathname()
  const roles = user?.roles ?? []
  const admin = roles.includes('admin')
  const links = [
    { href: '/account', label: t('navAccount'), show: true },
    { href: '/account/profile', label: t('navProfile'), show: admin || roles.includes('professional') },
    { href: '/account/company', label: t('navCompany'), show: admin || roles.includes('employer') },
    { href: '/account/billing', label: t('navBilling'), show: admin || roles.includes('employer') },
  ].filter((link) => link.show)
  if (links.length < 2) return null
  return (
    <nav aria-label={t('navLabel')} className="mb-8 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-4">
        {links.map((link) => {
          const current = pathname === link.href
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-block border-b-2 px-1 pb-2 font-medium ${current ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
