import { useTranslations } from 'next-intl'

import { SmartLink } from '@/components/ui/SmartLink'
import type { SiteChrome } from '@/domain/content/siteChrome'

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

export function Footer({ footer, settings }: Pick<SiteChrome, 'footer' | 'settings'>) {
  const t = useTranslations('footer')
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        {footer.columns.map((column, i) => (
          <section key={column.heading} aria-labelledby={`footer-col-${i}`}>
            <h2 id={`footer-col-${i}`} className="text-sm font-semibold text-slate-900">
              {column.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className="footer-link">
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold text-slate-900">
            {t('contactHeading')}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-slate-700">
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
      <div className="border-t border-slate-200 py-4 text-center text-sm text-slate-700">
        {footer.tagline ? <p>{footer.tagline}</p> : null}
        <p>
          © {new Date().getFullYear()} {settings.siteName}. {t('rights')}
        </p>
      </div>
    </footer>
  )
}
