'use client'

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl'
import { use, type ComponentType } from 'react'

import type { Messages } from './catalogues'
import { languageOf, type Locale } from './locale'

type Section = keyof Messages

/** Each language's whole catalogue, a chunk of its own, fetched once (when a dialog first opens). */
const loading = new Map<string, Promise<Messages>>()
function catalogue(locale: Locale): Promise<Messages> {
  const language = languageOf(locale)
  let promise = loading.get(language)
  if (!promise) {
    promise = (language === 'fr' ? import('./messages/fr') : import('./messages/en')).then((mod) => mod.default as Messages)
    loading.set(language, promise)
  }
  return promise
}

/**
 * A component loaded on demand (a dialog opened by a button) with the catalogue sections it reads:
 * the page gives the browser only the few labels its buttons show at first (ClientMessages `keys`),
 * and the dialog's copy comes with the dialog. Suspends while the catalogue loads (next/dynamic's
 * boundary shows nothing meanwhile).
 */
export function withSections<P extends object>(Component: ComponentType<P>, sections: Section[]): ComponentType<P> {
  function WithSections(props: P) {
    const locale = useLocale() as Locale
    const shown = useMessages()
    const all = use(catalogue(locale))
    const messages = { ...shown, ...Object.fromEntries(sections.map((section) => [section, all[section]])) }
    return (
      <NextIntlClientProvider locale={locale} messages={messages}>
        <Component {...props} />
      </NextIntlClientProvider>
    )
  }
  return WithSections
}
