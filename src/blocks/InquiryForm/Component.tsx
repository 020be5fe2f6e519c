import { getLocale } from 'next-intl/server'

import type { InquiryChoices } from '@/components/inquiry/InquiryForm'
import { LazyInquiryForm } from '@/components/inquiry/LazyInquiryForm'
import { currentRoles, experiences, investmentRanges, timelines } from '@/domain/inquiries/options'
import { ClientMessages } from '@/i18n/ClientMessages'
import { enumOptions } from '@/i18n/enums'
import type { InquiryFormBlock as Props } from '@/payload-types'

/** The form's copy goes to the browser with it; its choices' labels are written here, in the page's language. */
export async function InquiryFormBlock({ heading, intro }: Props) {
  const locale = await getLocale()
  const choices: InquiryChoices = {
    currentRole: enumOptions(locale, 'currentRole', currentRoles),
    experience: enumOptions(locale, 'inquiryExperience', experiences),
    investmentRange: enumOptions(locale, 'investmentRange', investmentRanges),
    timeline: enumOptions(locale, 'timeline', timelines),
  }
  return (
    <section id="inquiry" className="mx-auto max-w-3xl px-4 py-14">
      <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      {/* The form's copy is the page's language's, even where the block's own text is the English fallback. */}
      <div className="mt-8" lang={locale}>
        <ClientMessages namespaces={['inquiry', 'validation']}>
          <LazyInquiryForm choices={choices} />
        </ClientMessages>
      </div>
    </section>
  )
}
