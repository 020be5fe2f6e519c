import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { ClientMessages } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locale'
import { alternatesFor } from '@/i18n/metadata'

import { ConfirmAlert, UnsubscribeAlert } from './AlertLinkScreens'

type Props = { params: Promise<{ locale: string }> }

const SCREENS = { confirm: ConfirmAlert, unsubscribe: UnsubscribeAlert }

/**
 * The two pages a job alert email links to (docs/alerts.md), `/alerts/confirm` and
 * `/alerts/unsubscribe`: no sign-in needed, never indexed; each acts only when its button is pressed.
 */
export function alertLinkRoute(kind: keyof typeof SCREENS) {
  const Screen = SCREENS[kind]
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale
    const t = await getTranslations({ locale, namespace: 'alerts' })
    return { title: t(`${kind}.title`), robots: { index: false }, alternates: alternatesFor(`/alerts/${kind}`, locale) }
  }
  async function AlertLinkPage({ params }: Props) {
    const locale = (await params).locale as Locale
    setRequestLocale(locale)
    const t = await getTranslations('alerts')
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="mb-6 text-3xl font-bold text-slate-900">{t(`${kind}.title`)}</h1>
        <ClientMessages namespaces={['alerts']}>
          <Suspense>
            <Screen />
          </Suspense>
        </ClientMessages>
      </div>
    )
  }
  return { generateMetadata, AlertLinkPage }
}
