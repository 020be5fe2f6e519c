'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import type { ToasterProps } from 'sonner'

/** Toasts only ever follow an interaction, so their code loads after the page is interactive. */
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

/** The toasts' region and close buttons are named in the page's language (the layout's `screenStates`). */
export function LazyToaster(props: ToasterProps) {
  const t = useTranslations('screenStates')
  return (
    <Toaster
      containerAriaLabel={t('notifications')}
      {...props}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification'), ...props.toastOptions }}
    />
  )
}
