import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'

import type { Messages } from './catalogues'

/** Some keys of some catalogue sections: `{ jobs: ['save', 'confidential'] }`. */
export type KeyPick = { [Section in keyof Messages]?: readonly (keyof Messages[Section] & string)[] }

/**
 * Gives the browser only the catalogue copy a screen's client components use, so a page carries a
 * few kilobytes of copy rather than the whole catalogue: whole sections (`namespaces`), or only some
 * of their keys (`keys`, for screens every visitor and crawler asks for, whose dialogs bring their
 * own copy: see withSections). The app screens' layout (`(app)/layout.tsx`) provides `screenStates`,
 * `nav` and `notFound`; a screen wraps its client part with what it needs. Content pages have no
 * provider (their frame takes its copy as props).
 */
export async function ClientMessages({
  namespaces = [],
  keys = {},
  children,
}: {
  namespaces?: (keyof Messages)[]
  keys?: KeyPick
  children: React.ReactNode
}) {
  const all = (await getMessages()) as Messages
  const picked: Record<string, unknown> = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]))
  for (const [section, names] of Object.entries(keys) as [keyof Messages, string[]][]) {
    const from = all[section] as Record<string, unknown>
    picked[section] = { ...(picked[section] as object), ...Object.fromEntries(names.map((name) => [name, from[name]])) }
  }
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
