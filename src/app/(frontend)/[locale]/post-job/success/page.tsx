import { MessagePanel } from '@/components/ui/MessagePanel'
import { messages } from '@/i18n'

export const metadata = { title: messages.jobs.paymentThanks, robots: { index: false } }

/** Stripe sends the employer here after paying; the webhook moves the posting to review. */
export default function PaymentSuccessPage() {
  const m = messages.jobs
  return <MessagePanel title={m.paymentThanks} body={m.paymentThanksBody} link={{ href: '/find-work', label: messages.pages.findWork }} />
}
