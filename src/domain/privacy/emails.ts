import { siteLink } from '@/domain/email/language'
import { renderEmail } from '@/domain/email/templates'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import type { PrivacyRequester } from './audit'
import type { Subject } from './types'

/** To the address the account had: it is closed and its personal data deleted (always sent). */
export function accountClosedEmail(subject: Pick<Subject, 'fullName'>, locale: Locale, requestedBy: PrivacyRequester) {
  const t = translator(locale)
  return renderEmail({
    locale,
    name: subject.fullName,
    subject: t('privacy.closedSubject'),
    paragraphs: [
      requestedBy === 'admin' ? t('privacy.closedBodyAdmin') : t('privacy.closedBodySelf'),
      t('privacy.closedApplications'),
      t('privacy.closedNotYou'),
    ],
    link: siteLink('/privacy', locale),
  })
}
