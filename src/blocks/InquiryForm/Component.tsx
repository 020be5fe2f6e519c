import { getLocale, getMessages } from 'next-intl/server'

import type { InquiryChoices } from '@/components/inquiry/InquiryForm'
import { LazyInquiryForm } from '@/components/inquiry/LazyInquiryForm'
import { CURRENT_ROLES, EXPERIENCES, INVESTMENT_RANGES, TIMELINES } from '@/domain/inquiries/options'
import { TIME_ZONE, type Messages } from '@/i18n/catalogues'
import { enumOptions } from '@/i18n/enums'
import type { InquiryFormBlock as Props } from '@/payload-types'

/** The form's copy goes to the browser with it (its sections only); its choices' labels are written here, in the page's language. */
export async function InquiryFormBlock({ heading, intro }: Props) {
  const [locale, all] = await Promise.all([getLocale(), getMessages() as Promise<Messages>])
  const copy = { locale, timeZone: TIME_ZONE, messages: { inquiry: all.inquiry, validation: all.validation } }
  const choices: InquiryChoices = {
    currentRole: enumOptions(locale, 'currentRole', CURRENT_ROLES),
    experience: enumOptions(locale, 'inquiryExperience', EXPERIENCES),
    investmentRange: enumOptions(locale, 'investmentRange', INVESTMENT_RANGES),
    timeline: enumOptions(locale, 'timeline', TIMELINES),
  }
  return (
    <section id="inquiry" className="mx-auto max-w-3xl px-4 py-14">
      <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      {/* The form's copy is the page's language's, even where the block's own text is the English fallback. */}
      <div className="mt-8" lang={locale}>
        <LazyInquiryForm copy={copy} choices={choices} />
      </div>
    </section>
  )
}
