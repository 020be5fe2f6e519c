import type { Payload, PayloadRequest } from 'payload'

import { accountContact, emailLocaleOf, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { enumLabel } from '@/i18n/enums'
import type { Credential } from '@/payload-types'
import { translator } from '@/i18n/translator'

import { dayToDate, dateToDay } from './days'
import type { ReminderDays } from './options'

/** Where the professional manages their credentials. */
const WALLET_PATH = '/account/profile'

type Described = Pick<Credential, 'owner' | 'kind' | 'expiresOn' | 'status' | 'rejectionReason'>

/** The owner's address, name and language (read as the server; nothing reaches a client), and the credential's words in it. */
async function addressed(payload: Payload, credential: Described, req?: Partial<PayloadRequest>) {
  const to = await accountContact(payload, credential.owner, req)
  if (!to?.email) return null
  const locale = emailLocaleOf(to)
  // The expiry day as a date at noon UTC, so it reads as that day in the email's formatting.
  return { to, locale, t: translator(locale), kind: enumLabel(locale, 'credentialKind', credential.kind), until: dayToDate(dateToDay(credential.expiresOn)) }
}

/** Tells the professional, in their language, what the admin's check found (and, when rejected, why). */
export async function queueCheckEmail(payload: Payload, credential: Described, req?: Partial<PayloadRequest>): Promise<void> {
  const a = await addressed(payload, credential, req)
  if (!a) return
  const verified = credential.status === 'verified'
  const paragraphs = verified
    ? [a.t('credentials.emailVerified', { kind: a.kind, until: a.until })]
    : [a.t('credentials.emailRejected', { kind: a.kind }), a.t('credentials.emailReason', { reason: credential.rejectionReason ?? '' }), a.t('credentials.emailFix')]
  await queueEmail(
    payload,
    { to: a.to.email, ...renderEmail({ locale: a.locale, name: a.to.fullName, subject: a.t('credentials.emailCheckSubject', { kind: a.kind }), paragraphs, link: siteLink(WALLET_PATH, a.locale) }) },
    req,
  )
}

/** Reminds the professional, in their language, that a verified credential expires in `days` days. */
export async function queueReminderEmail(payload: Payload, credential: Described, days: ReminderDays, req?: Partial<PayloadRequest>): Promise<void> {
  const a = await addressed(payload, credential, req)
  if (!a) return
  await queueEmail(
    payload,
    {
      to: a.to.email,
      ...renderEmail({
        locale: a.locale,
        name: a.to.fullName,
        subject: a.t('credentials.emailReminderSubject', { kind: a.kind, days }),
        paragraphs: [a.t('credentials.emailReminder', { kind: a.kind, until: a.until }), a.t('credentials.emailRenew')],
        link: siteLink(WALLET_PATH, a.locale),
      }),
    },
    req,
  )
}
