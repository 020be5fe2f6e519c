import NextLink from 'next/link'

import { LocalLink } from './LocalLink'

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
      <LocalLink href={href} className={className} onClick={onClick}>
        {children}
      </LocalLink>
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
