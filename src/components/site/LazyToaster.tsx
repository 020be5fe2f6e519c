'use client'

import dynamic from 'next/dynamic'

/** Toasts only ever follow an interaction, so their code loads after the page is interactive. */
export const LazyToaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })
