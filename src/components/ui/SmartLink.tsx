import NextLink from 'next/link'

import { localizedPath, type Locale } from '@/i18n/locale'

import { LocalLink } from './LocalLink'

/** A path of the localized site: not Payload's admin panel (below /admin; /admin itself is the site's dashboard) or API, not mailto:, tel: or another site. */
const isSitePath = (href: string) => href.startsWith('/') && !/^\/(admin\/|api(\/|$|\?))/.test(href)

/** Where a link goes from a page in `locale`: site paths in its language, anything else as written. */
export const hrefIn = (href: string, locale: Locale) => (isSitePath(href) ? localizedPath(href, locale) : href)

/**
 * Site paths use client navigation in the page's language (`/find-work` → `/fr/find-work` on a
 * French page); the admin panel, mailto:, tel: and other sites use a plain anchor or link. A link
 * into the panel or the API is never prefetched: under another root layout, the router's prefetch
 * of it made every later link of the page load a whole document. `prefetch={false}` for a list's
 * row links (docs/back-office-lists.md).
 */
type Props = { href: string; className?: string; onClick?: () => void; prefetch?: false; children: React.ReactNode }

export function SmartLink({ href, className, onClick, prefetch, children }: Props) {
  if (isSitePath(href)) {
    return (
      <LocalLink href={href} className={className} onClick={onClick} prefetch={prefetch}>
        {children}
      </LocalLink>
    )
  }
  if (href.startsWith('/')) {
    return (
      <NextLink href={href} prefetch={false} className={className} onClick={onClick}>
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
