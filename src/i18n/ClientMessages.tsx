import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'

import type { Messages } from './catalogues'

/**
 * Gives the browser only the catalogue sections a screen's client components use, so a page
 * carries a few kilobytes of copy rather than the whole catalogue. The app screens' layout
 * (`(app)/layout.tsx`) provides `screenStates`, `nav` and `notFound`; a screen wraps its client part
 * with the sections it needs. Content pages have no provider (their frame takes its copy as props).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: (keyof Messages)[]; children: React.ReactNode }) {
  const all = (await getMessages()) as Messages
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
