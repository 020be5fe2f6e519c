import { siteLink } from '@/domain/email/language'
import { renderEmail } from '@/domain/email/templates'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import type { AlertFrequency, AlertKind } from './options'
import { senderLines, type AlertSender } from './sender'

/**
 * The double opt-in email: what was asked for, the link that starts the alert (seven days), that
 * nothing is sent without it, and who sends it (name, postal address, contact), in the language of
 * the page the search was saved on.
 */
export function confirmAlertEmail(opts: { token: string; locale: Locale; kind?: AlertKind; search: string; frequency: AlertFrequency; sender: AlertSender }) {
  const t = translator(opts.locale)
  const shifts = opts.kind === 'shifts'
  const body = { sender: opts.sender.name, search: opts.search, frequency: t(`alerts.frequency.${opts.frequency}`) }
  return renderEmail({
    locale: opts.locale,
    subject: t(shifts ? 'alerts.shifts.email.confirmSubject' : 'alerts.email.confirmSubject'),
    paragraphs: [
      shifts ? t('alerts.shifts.email.confirmBody', body) : t('alerts.email.confirmBody', body),
      t('alerts.email.confirmHow'),
      t('alerts.email.confirmIgnore'),
      ...senderLines(opts.locale, opts.sender),
    ],
    link: siteLink('/alerts/confirm', opts.locale, { token: opts.token }),
  })
}
