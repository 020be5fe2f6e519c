'use client'

import NextLink from 'next/link'

import { localizedPath } from '@/i18n/locale'
import { usePageLocale } from '@/i18n/usePageLocale'

type Props = Omit<React.ComponentProps<typeof NextLink>, 'href'> & { href: string }

/**
 * A link to a site path in the page's language (`/find-work` → `/fr/find-work` on a French page),
 * with client navigation. Light on purpose: content pages and the site's frame use it instead of
 * next-intl's Link, whose client runtime would add to every page's first load.
 */
export function LocalLink({ href, ...props }: Props) {
  return <NextLink href={localizedPath(href, usePageLocale())} {...props} />
}
