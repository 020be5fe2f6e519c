import { siteLink } from '@/domain/email/language'
import { renderEmail } from '@/domain/email/templates'
import type { Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

/** To a colleague invited by a company's owner: the link that lets them join (seven days). */
export function invitationEmail({ token, company, inviter, locale }: { token: string; company: string; inviter: string; locale: Locale }) {
  const t = translator(locale)
  return renderEmail({
    locale,
    subject: t('companies.inviteSubject', { company }),
    paragraphs: [t('companies.inviteBody', { company, inviter }), t('companies.inviteHow'), t('email.ignore')],
    link: siteLink('/account/company/join', locale, { token }),
  })
}
