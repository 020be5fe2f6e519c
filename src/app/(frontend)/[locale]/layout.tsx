import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { AuthProvider } from '@/components/auth/AuthProvider'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { LazyToaster } from '@/components/site/LazyToaster'
import { getSiteChrome } from '@/domain/content/siteChrome'
import type { Messages } from '@/i18n/catalogues'
import { languageOf } from '@/i18n/locale'
import { routing } from '@/i18n/routing'
import { serverUrl } from '@/lib/env'

import './globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const { settings } = await getSiteChrome(languageOf(locale))
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: t('tagline'),
    openGraph: { siteName: settings.siteName, locale: locale.replace('-', '_'), type: 'website' },
  }
}

export default async function FrontendLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [{ header, footer, settings }, t, messages] = await Promise.all([
    getSiteChrome(languageOf(locale)),
    getTranslations('site'),
    getMessages() as Promise<Messages>,
  ])
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* No next-intl provider here: content pages carry none of its runtime (the app's screens
            have theirs, in (app)/layout.tsx); the header takes its copy as props. */}
        <AuthProvider>
          <Header siteName={settings.siteName} copy={messages.nav} {...header} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer footer={footer} settings={settings} />
          <LazyToaster richColors closeButton position="top-center" />
        </AuthProvider>
      </body>
    </html>
  )
}
