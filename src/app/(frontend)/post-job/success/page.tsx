import Link from 'next/link'

import { messages } from '@/i18n'

export const metadata = { title: messages.jobs.paymentThanks, robots: { index: false } }

/** Stripe sends the employer here after paying; the webhook moves the posting to review. */
export default function PaymentSuccessPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{messages.jobs.paymentThanks}</h1>
      <p className="mt-3 text-slate-700">{messages.jobs.paymentThanksBody}</p>
      <Link href="/find-work" className="btn-primary mt-8">
        {messages.pages.findWork}
      </Link>
    </section>
  )
}
