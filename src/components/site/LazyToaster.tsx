'use client'

import dynamic from 'next/dynamic'
import type { ToasterProps } from 'sonner'

import { screenCopy } from '@/i18n/messages/screenStates'
import { usePageLocale } from '@/i18n/usePageLocale'

/** Toasts only ever follow an interaction, so their code loads after the page is interactive. */
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

/** The toasts' region and close buttons are named in the page's language. */
export function LazyToaster(props: ToasterProps) {
  const { screenStates: t } = screenCopy(usePageLocale())
  return (
    <Toaster
      containerAriaLabel={t.notifications}
      {...props}
      toastOptions={{ closeButtonAriaLabel: t.closeNotification, ...props.toastOptions }}
    />
  )
}
