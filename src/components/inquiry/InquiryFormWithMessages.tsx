'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'

import type { Locale } from '@/i18n/locale'

import { InquiryForm, type InquiryChoices } from './InquiryForm'

export type InquiryFormCopy = { locale: Locale; timeZone: string; messages: AbstractIntlMessages }

/**
 * The form with its own next-intl provider: both load together, only where the form is shown, so
 * content pages (which may hold the form's block) carry none of next-intl's runtime up front.
 */
export function InquiryFormWithMessages({ copy, choices }: { copy: InquiryFormCopy; choices: InquiryChoices }) {
  return (
    <NextIntlClientProvider locale={copy.locale} timeZone={copy.timeZone} messages={copy.messages}>
      <InquiryForm choices={choices} />
    </NextIntlClientProvider>
  )
}
