import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** Locale-aware Link, redirect and hooks: hrefs are written as English paths and get /fr when needed. */
export const { Link, redirect, usePathname, useRouter } = createNavigation(routing)
