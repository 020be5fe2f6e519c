import NextLink from 'next/link'

import { Link } from '@/i18n/navigation'

/** Paths outside the localized site: Payload's admin and API. */
const unlocalized = (href: string) => /^\/(admin|api)(\/|$|\?)/.test(href)

/**
 * Site paths use client navigation in the page's language (`/find-work` → `/fr/find-work` on a
 * French page); the admin, mailto:, tel: and other sites use a plain anchor or link.
 */
type Props = { href: string; className?: string; onClick?: () => void; children: React.ReactNode }

export function SmartLink({ href, className, onClick, children }: Props) {
  if (href.startsWith('/') && !unlocalized(href)) {
    return (
      <Link href={href} className={className} onClick={onClick}>
        {children}
      </Link>
    )
  }
  if (href.startsWith('/')) {
    return (
      <NextLink href={href} className={className} onClick={onClick}>
        {children}
      </NextLink>
    )
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
