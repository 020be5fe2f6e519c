import dynamic from 'next/dynamic'

import type { InquiryFormBlock as Props } from '@/payload-types'

// Its own chunk (react-hook-form, zod): only pages that show the form load it.
const InquiryForm = dynamic(() => import('@/components/inquiry/InquiryForm').then((m) => m.InquiryForm))

export function InquiryFormBlock({ heading, intro }: Props) {
  return (
    <section id="inquiry" className="mx-auto max-w-3xl px-4 py-14">
      <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      <div className="mt-8">
        <InquiryForm />
      </div>
    </section>
  )
}
