import type { Payload, PayloadRequest } from 'payload'

import { accountContact, emailLocaleOf, siteLink } from '@/domain/email/language'
import { queueEmail } from '@/domain/email/queueEmail'
import { renderEmail } from '@/domain/email/templates'
import { translator } from '@/i18n/translator'
import type { ProfessionalProfile } from '@/payload-types'

import { collegeById } from './colleges'

/**
 * Tells the professional, in their language, where their licence stands after a check: verified
 * (and on which date), or what the register showed and what to do. Queued in the caller's transaction.
 */
export async function queueLicenceEmail(payload: Payload, profile: ProfessionalProfile, req?: Partial<PayloadRequest>): Promise<void> {
  // The recipient's address and language, read as the server (nothing reaches a client).
  const user = await accountContact(payload, profile.user, req)
  if (!user?.email) return
  const locale = emailLocaleOf(user)
  const t = translator(locale)
  const college = collegeById(profile.licenseCollege)
  const collegeName = college ? college.name[locale === 'fr-CA' ? 'fr' : 'en'] : ''
  const number = profile.licenseNumber ?? ''
  const date = profile.checkedAt ? new Date(profile.checkedAt) : new Date()
  const status = profile.licenceStatus ?? 'unverified'
  const body =
    status === 'verified'
      ? t('licences.emailVerified', { college: collegeName, number, date })
      : status === 'conditions'
        ? t('licences.emailConditions', { college: collegeName, number, date })
        : status === 'not_entitled'
          ? t('licences.emailNotEntitled', { college: collegeName, number, date })
          : t('licences.emailNotFound', { college: collegeName, number, date })
  await queueEmail(
    payload,
    {
      to: user.email,
      ...renderEmail({
        locale,
        subject: t('licences.emailSubject'),
        name: user.fullName,
        paragraphs: status === 'verified' ? [body] : [body, t('licences.emailFix')],
        link: siteLink('/account/profile', locale),
      }),
    },
    req,
  )
}
