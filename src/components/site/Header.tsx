'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { isAdmin, useAuth } from '@/components/auth/AuthProvider'
import type { Messages } from '@/i18n'

import type { ChromeLink as NavLink } from '@/domain/content/defaultChrome'
import { SmartLink } from '@/components/ui/SmartLink'

import { NavDisclosure } from './NavDisclosure'

type Labels = Messages['nav']

/** Links that depend on who is signed in. */
function sessionLinks(user: ReturnType<typeof useAuth>['user'], n: Labels): NavLink[] {
  const links: NavLink[] = []
  if (user) links.push({ href: '/resume-manager', label: n.resumeManager }, { href: '/applications', label: n.applications })
  if (user?.roles?.includes('employer')) links.push({ href: '/employer', label: n.employer })
  if (isAdmin(user)) links.push({ href: '/admin', label: n.admin })
  return links
}

type Props = {
  siteName: string
  /** Passed from the server so the message catalog stays out of the browser bundle. */
  labels: Labels
  primaryLinks: NavLink[]
  serviceLinks: NavLink[]
  moreLinks: NavLink[]
}

export function Header({ siteName, labels: n, primaryLinks, serviceLinks, moreLinks }: Props) {
  const { user, loading, signOut } = useAuth()
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
    router.push('/')
    router.refresh()
  }

  const extra = sessionLinks(user, n)
  const closeMobile = () => setMobileOpen(false)

  const account = loading ? null : user ? (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-600" data-testid="signed-in-email">
        <span className="sr-only">{n.signedInAs} </span>
        {user.email}
      </span>
      <button type="button" className="btn-secondary" onClick={onSignOut}>
        {n.signOut}
      </button>
    </div>
  ) : (
    <Link href="/auth" className="btn-primary">
      {n.signIn}
    </Link>
  )

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="text-lg font-bold text-teal-800">
          {siteName}
        </Link>

        <nav aria-label={n.mainLabel} className="hidden items-center gap-5 lg:flex">
          {primaryLinks.map((link) => (
            <Link key={link.href} href={link.href} className="nav-link">
              {link.label}
            </Link>
          ))}
          <NavDisclosure label={n.services} links={serviceLinks} />
          {extra.map((link) => (
            <Link key={link.href} href={link.href} className="nav-link">
              {link.label}
            </Link>
          ))}
          <NavDisclosure label={n.more} links={moreLinks} />
        </nav>
        <div className="hidden lg:block">{account}</div>

        <button
          ref={toggle}
          type="button"
          className="btn-secondary lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span>
          <span className="sr-only">{mobileOpen ? n.closeMenu : n.openMenu}</span>
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label={n.mainLabel}
        hidden={!mobileOpen}
        className="border-t border-slate-200 px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 py-2">
          {[...primaryLinks, ...extra].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{n.services}</li>
          {serviceLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{n.more}</li>
          {moreLinks.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className="menu-item" onClick={closeMobile}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <div className="pt-2">{account}</div>
      </nav>
    </header>
  )
}
