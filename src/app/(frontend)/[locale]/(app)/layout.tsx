import { setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/**
 * The app's screens (Find Work, postings, accounts, the employer's workspace...) share next-intl's
 * client runtime with these sections; each screen adds its own with ClientMessages. Content pages
 * sit outside this group and load none of it (DESIGN.md §6: their first load stays small); the
 * site's frame takes its copy as props.
 */
export default async function AppScreensLayout({ children, params }: Props) {
  // The site's layout has already answered 404 for anything but a locale.
  setRequestLocale((await params).locale as Locale)
  return <ClientMessages namespaces={['screenStates', 'nav', 'notFound']}>{children}</ClientMessages>
}
