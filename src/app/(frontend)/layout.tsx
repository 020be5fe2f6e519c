import type { Metadata } from 'next'

import { AuthProvider } from '@/components/auth/AuthProvider'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { LazyToaster } from '@/components/site/LazyToaster'
import { defaultLocale, messages } from '@/i18n'
import { serverUrl } from '@/lib/env'
import { getSiteChrome } from '@/domain/content/siteChrome'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome('en')
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: messages.site.tagline,
    openGraph: { siteName: settings.siteName, locale: 'en_CA', type: 'website' },
  }
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const { header, footer, settings } = await getSiteChrome('en')
  return (
    <html lang={defaultLocale}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {messages.site.skipToContent}
        </a>
        <AuthProvider>
          <Header siteName={settings.siteName} labels={messages.nav} {...header} />
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
