import { LazyInquiryForm } from '@/components/inquiry/LazyInquiryForm'
import type { InquiryFormBlock as Props } from '@/payload-types'

export function InquiryFormBlock({ heading, intro }: Props) {
  return (
    <section id="inquiry" className="mx-auto max-w-3xl px-4 py-14">
      <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      <div className="mt-8">
        <LazyInquiryForm />
      </div>
    </section>
  )
}
