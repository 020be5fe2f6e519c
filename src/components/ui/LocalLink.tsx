'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'

import { localizedPath } from '@/i18n/locale'
import { usePageLocale } from '@/i18n/usePageLocale'

type Props = Omit<React.ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string; prefetch?: false }

/**
 * A link to a site path in the page's language (`/find-work` → `/fr/find-work` on a French page),
 * with client navigation. Light on purpose: content pages and the site's frame use it instead of
 * next-intl's Link, whose client runtime would add to every page's first load.
 *
 * Prefetched on intent only (pointer over it, a touch, keyboard focus), never because it is in
 * view: each prefetch of a dynamic screen is a render on the server, and the frame alone put nine
 * of them behind every back-office view (docs/back-office-lists.md). `prefetch={false}`: never.
 */
export function LocalLink({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const to = localizedPath(href, usePageLocale())
  const intent = prefetch === false ? () => {} : () => router.prefetch(to)
  return (
    <NextLink
      href={to}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        intent()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        intent()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        intent()
      }}
      {...props}
    />
  )
}
