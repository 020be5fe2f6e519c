import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MessagePanel } from '@/components/ui/MessagePanel'
import type { Locale } from '@/i18n/locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'jobs' })
  return { title: t('paymentThanks'), robots: { index: false } }
}

/** Stripe sends the employer here after paying; the webhook moves the posting to review. */
export default async function PaymentSuccessPage({ params }: Props) {
  setRequestLocale((await params).locale as Locale)
  const [t, pages] = await Promise.all([getTranslations('jobs'), getTranslations('pages')])
  return <MessagePanel title={t('paymentThanks')} body={t('paymentThanksBody')} link={{ href: '/find-work', label: pages('findWork') }} />
}
