import type { Metadata } from 'next'
import { Toaster } from 'sonner'

import { AuthProvider } from '@/components/auth/AuthProvider'
import { Footer } from '@/components/site/Footer'
import { Header } from '@/components/site/Header'
import { defaultLocale, messages } from '@/i18n'
import { serverUrl } from '@/lib/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(serverUrl()),
  title: { default: messages.site.name, template: `%s · ${messages.site.name}` },
  description: messages.site.tagline,
}

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
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
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
          <Toaster richColors closeButton position="top-center" />
        </AuthProvider>
      </body>
    </html>
  )
}
