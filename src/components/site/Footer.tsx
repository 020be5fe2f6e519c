import { useLocale, useTranslations } from 'next-intl'

import { hrefIn } from '@/components/ui/SmartLink'
import type { SiteChrome } from '@/domain/content/siteChrome'
import type { Locale } from '@/i18n/locale'

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/**
 * The site's footer, on every page. Plain links (no client component, no prefetch): it is in every
 * page's HTML and data, and a page's twenty footer links are rarely the next click. Styles are in
 * globals.css (.site-footer).
 */
export function Footer({ footer, settings }: Pick<SiteChrome, 'footer' | 'settings'>) {
  const t = useTranslations('footer')
  const locale = useLocale() as Locale
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        {footer.columns.map((column, i) => (
          <section key={column.heading} aria-labelledby={`footer-col-${i}`}>
            <h2 id={`footer-col-${i}`}>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={hrefIn(link.href, locale)} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contactHeading')}</h2>
          <address>
            <p>
              <a href={`mailto:${settings.contactEmail}`} className="footer-link">
                {settings.contactEmail}
              </a>
            </p>
            <p>
              <a href={telHref(settings.contactPhone)} className="footer-link">
                {settings.contactPhone}
              </a>
            </p>
            <p>{settings.city}</p>
          </address>
        </section>
      </div>
      <div className="site-footer-end">
        {footer.tagline ? <p>{footer.tagline}</p> : null}
        <p>
          © {new Date().getFullYear()} {settings.siteName}. {t('rights')}
        </p>
      </div>
    </footer>
  )
}
