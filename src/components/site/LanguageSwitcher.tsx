'use client'

import { useLocale, useTranslations } from 'next-intl'

import { usePathname } from '@/i18n/navigation'
import { LOCALE_PREFIX, type Locale } from '@/i18n/locale'

/**
 * The other language's version of this screen, with its query (search, chips, opened posting).
 * A full page load on purpose: the server remembers the choice (NEXT_LOCALE cookie), and a
 * signed-in person's account is told through `onSwitch`.
 */
type Props = {
  className?: string
  onSwitch?: (to: Locale) => void
  /** `short` shows "FR" (the header's top row), `full` the language's name (the narrow screens' menu). */
  variant?: 'short' | 'full'
  testId?: string
}

export function LanguageSwitcher({ className, onSwitch, variant = 'short', testId = 'language-switcher' }: Props) {
  const t = useTranslations('nav')
  const to: Locale = useLocale() === 'fr-CA' ? 'en-CA' : 'fr-CA'
  const pathname = usePathname()
  const href = `${LOCALE_PREFIX[to]}${pathname === '/' ? '' : pathname}`
  // The query is only known in the browser (cached pages are rendered without it): it is added
  // when the link is pointed at, focused or followed.
  const withQuery = (event: React.SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}`
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
        t('switchTo')
      ) : (
        <>
          <span aria-hidden="true">{t('switchShort')}</span>
          <span className="sr-only">{t('switchTo')}</span>
        </>
      )}
    </a>
  )
}
