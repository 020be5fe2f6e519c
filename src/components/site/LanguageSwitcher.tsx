'use client'

import { usePathname } from 'next/navigation'

import { VIEW_PATH } from '@/domain/jobs/viewPath'
import type { Messages } from '@/i18n/catalogues'
import { prefixedPath, type Locale } from '@/i18n/locale'
import { usePageLocale } from '@/i18n/usePageLocale'

/**
 * Internal addresses the proxy rewrites to (Find Work's cached views and the 410/404 screens of job
 * pages): a cached page rendered there sees them as its path, so the link it carries without
 * JavaScript points at Find Work instead.
 */
const INTERNAL_JOB_PATHS = ['/jobs/gone', '/jobs/missing']

/** A path without its language prefix: the address's (`/fr/jobs/123` → `/jobs/123`) or the locale's pages' (`/fr-CA`, `/en-CA`). */
const withoutLanguage = (path: string) => path.replace(/^\/(en|fr)(-CA)?(?=\/|$)/, '') || '/'

function publicPath(rendered: string): string {
  const pathname = withoutLanguage(rendered)
  if (pathname === VIEW_PATH || pathname.startsWith(`${VIEW_PATH}/`)) return '/find-work'
  if (INTERNAL_JOB_PATHS.includes(pathname)) return '/find-work'
  return pathname
}

type Props = {
  copy: Pick<Messages['nav'], 'switchShort' | 'switchTo'>
  className?: string
  onSwitch?: (to: Locale) => void
  /** `short` shows "FR" (the header's top row), `full` the language's name (the narrow screens' menu). */
  variant?: 'short' | 'full'
  testId?: string
}

/**
 * The other language's version of this screen, with its query (search, chips, opened posting).
 * A full page load on purpose: the server remembers the choice (NEXT_LOCALE cookie), and a
 * signed-in person's account is told through `onSwitch`.
 */
export function LanguageSwitcher({ copy, className, onSwitch, variant = 'short', testId = 'language-switcher' }: Props) {
  const current = usePageLocale()
  const to: Locale = current === 'fr-CA' ? 'en-CA' : 'fr-CA'
  const href = prefixedPath(publicPath(usePathname() ?? '/'), to)
  // The address as the visitor sees it (path and query) is only known in the browser (cached pages
  // are rendered without the query, and at the internal path of a rewrite): it is put in when the
  // link is pointed at, focused or followed.
  const withQuery = (event: React.SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${prefixedPath(withoutLanguage(window.location.pathname), to)}${window.location.search}`
  }
  return (
    <a
      href={href}
      lang={to}
      hrefLang={to}
      className={className}
      onPointerEnter={withQuery}
      onFocus={withQuery}
      onClick={(event) => {
        withQuery(event)
        onSwitch?.(to)
      }}
      data-testid={testId}
    >
      {variant === 'full' ? (
        copy.switchTo
      ) : (
        <>
          <span aria-hidden="true">{copy.switchShort}</span>
          <span className="sr-only">{copy.switchTo}</span>
        </>
      )}
    </a>
  )
}
