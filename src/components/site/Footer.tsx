import Link from 'next/link'

import { messages } from '@/i18n'

import { contactMailto, contactTel, footerColumns } from './navigation'

export function Footer() {
  const s = messages.site
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        {footerColumns.map((column) => (
          <section key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2 id={`footer-${column.heading}`} className="text-sm font-semibold text-slate-900">
              {column.heading}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold text-slate-900">
            {messages.footer.contactHeading}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-slate-700">
            <p>
              <a href={contactMailto} className="footer-link">
                {s.contactEmail}
              </a>
            </p>
            <p>
              <a href={contactTel} className="footer-link">
                {s.contactPhone}
              </a>
            </p>
            <p>{s.city}</p>
          </address>
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {s.name}. {messages.footer.rights}
      </p>
    </footer>
  )
}
