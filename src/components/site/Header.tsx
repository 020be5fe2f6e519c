'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import { LocalLink as Link } from '@/components/ui/LocalLink'
import type { Messages } from '@/i18n/catalogues'
import { localizedPath } from '@/i18n/locale'
import { usePageLocale } from '@/i18n/usePageLocale'

import type { ChromeLink as NavLink } from '@/domain/content/defaultChrome'
import { SmartLink } from '@/components/ui/SmartLink'

import { LanguageSwitcher } from './LanguageSwitcher'
import { NavDisclosure } from './NavDisclosure'

/** The catalogue's `nav` section in the page's language, given by the layout (no next-intl runtime in the frame). */
type Nav = Messages['nav']

type SessionUser = ReturnType<typeof useAuth>['user']

/** The site-wide links that depend on who is signed in (in the main navigation). */
function sessionLinks(user: SessionUser, t: Nav): NavLink[] {
  const links: NavLink[] = []
  if (user) links.push({ href: '/resume-manager', label: t.resumeManager })
  if (isAdmin(user)) links.push({ href: '/admin', label: t.admin })
  return links
}

/** The person's own screens (under their email on wide screens). */
function accountLinks(user: SessionUser, t: Nav): NavLink[] {
  const links: NavLink[] = []
  if (user) links.push({ href: '/applications', label: t.applications })
  if (user) links.push({ href: '/shifts', label: t.shifts })
  if (user?.roles?.includes('employer')) links.push({ href: '/employer', label: t.employer })
  if (user?.roles?.includes('employer')) links.push({ href: '/employer/shifts', label: t.employerShifts })
  if (user) links.push({ href: '/account', label: t.account })
  return links
}

type Props = {
  siteName: string
  copy: Nav
  primaryLinks: NavLink[]
  serviceLinks: NavLink[]
  moreLinks: NavLink[]
}

export function Header({ siteName, copy: t, primaryLinks, serviceLinks, moreLinks }: Props) {
  const locale = usePageLocale()
  const { user, loading, signOut, rememberLanguage } = useAuth()
  const router = useRouter()
  const [mobileOpen, setMobileOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false)
        toggle.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mobileOpen])

  const onSignOut = async () => {
    setMobileOpen(false)
    await signOut()
    router.push(localizedPath('/', locale))
    router.refresh()
  }

  const extra = sessionLinks(user, t)
  const own = accountLinks(user, t)
  const closeMobile = () => setMobileOpen(false)

  // Wide screens: the email opens a menu with the person's own screens and Sign Out, so a long
  // address never pushes the header past the screen's edge.
  const account = loading ? null : user ? (
    <NavDisclosure
      title={user.email}
      buttonClassName="nav-link inline-flex max-w-60 items-center gap-1"
      label={
        <>
          <span className="sr-only">{t.signedInAs} </span>
          <span className="truncate" data-testid="signed-in-email">
            {user.email}
          </span>
        </>
      }
      header={
        <li className="mb-1 border-b border-slate-200 px-3 pt-1 pb-2 text-xs break-all text-slate-600">
          {t.signedInAs} <span className="font-medium text-slate-800">{user.email}</span>
        </li>
      }
      links={own}
      footer={(close) => (
        <li>
          <button
            type="button"
            className="menu-item w-full text-left"
            onClick={() => {
              close()
              void onSignOut()
            }}
          >
            {t.signOut}
          </button>
        </li>
      )}
    />
  ) : (
    <Link href="/auth" className="btn-primary whitespace-nowrap">
      {t.signIn}
    </Link>
  )

  // The menu below the wide-screen breakpoint: every link, then who is signed in.
  const mobileAccount = loading ? null : user ? (
    <div className="border-t border-slate-200 px-3 pt-3">
      <p className="text-sm break-all text-slate-600" data-testid="signed-in-email">
        <span className="sr-only">{t.signedInAs} </span>
        {user.email}
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={onSignOut}>
        {t.signOut}
      </button>
    </div>
  ) : (
    <Link href="/auth" className="btn-primary">
      {t.signIn}
    </Link>
  )

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        {/* One line at every width from 320 px (a longer name than the space allows ends in an ellipsis). */}
        <Link href="/" className="min-w-0 truncate text-[15px] font-bold text-teal-800 sm:text-lg">
          {siteName}
        </Link>

        <nav aria-label={t.mainLabel} className="hidden shrink-0 items-center gap-5 xl:flex">
          {primaryLinks.map((link) => (
            <SmartLink key={link.href} href={link.href} className="nav-link">
              {link.label}
            </SmartLink>
          ))}
          <NavDisclosure label={t.services} links={serviceLinks} />
          {extra.map((link) => (
            <SmartLink key={link.href} href={link.href} className="nav-link">
              {link.label}
            </SmartLink>
          ))}
          <NavDisclosure label={t.more} links={moreLinks} />
        </nav>
        <div className="hidden min-w-0 xl:block">{account}</div>
        <LanguageSwitcher className="nav-link hidden shrink-0 px-1 font-semibold xl:inline-flex" onSwitch={rememberLanguage} copy={t} />

        <button
          ref={toggle}
          type="button"
          className="btn-secondary shrink-0 px-3 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
          <span className="sr-only">{mobileOpen ? t.closeMenu : t.openMenu}</span>
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label={t.mainLabel}
        hidden={!mobileOpen}
        className="border-t border-slate-200 px-4 pb-4 xl:hidden"
      >
        <ul className="flex flex-col gap-1 py-2">
          {[...primaryLinks, ...extra, ...own].map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </SmartLink>
            </li>
          ))}
          <li className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{t.services}</li>
          {serviceLinks.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </SmartLink>
            </li>
          ))}
          <li className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{t.more}</li>
          {moreLinks.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher variant="full" className="menu-item" onSwitch={rememberLanguage} copy={t} testId="language-switcher-menu" />
        <div className="pt-2">{mobileAccount}</div>
      </nav>
    </header>
  )
}
