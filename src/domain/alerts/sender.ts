import type { Payload, PayloadRequest } from 'payload'

import { defaultSettings } from '@/domain/content/defaultChrome'
import { enumLabel } from '@/i18n/enums'
import { languageOf, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import { describeAlert, type DescribedAlert } from './describe'
import type { AlertKind } from './options'

/** Who sends job alerts (CASL: named in the consent wording and in every alert email). */
export type AlertSender = { name: string; mailingAddress: string; contactEmail: string; contactPhone: string }

/** The sender as the site settings name it, in a language (what the public settings show). */
export async function alertSender(payload: Payload, locale: Locale, req?: Partial<PayloadRequest>): Promise<AlertSender> {
  const settings = await payload
    .findGlobal({ slug: 'site-settings', locale: languageOf(locale), fallbackLocale: 'en', depth: 0, overrideAccess: false, req })
    .catch(() => null)
  return {
    name: settings?.siteName || defaultSettings.siteName,
    mailingAddress: settings?.mailingAddress || defaultSettings.mailingAddress,
    contactEmail: settings?.contactEmail || defaultSettings.contactEmail,
    contactPhone: settings?.contactPhone || defaultSettings.contactPhone,
  }
}

/**
 * The consent box's words, exactly as the form shows them and as the consent record keeps them
 * (src/collections/AlertConsents): one catalogue text, the sender's name from the site settings.
 */
export const consentWording = (locale: Locale, senderName: string, kind: AlertKind = 'jobs'): string =>
  translator(locale)(kind === 'shifts' ? 'alerts.shifts.consentWording' : 'alerts.consent.wording', { sender: senderName })

/** The sender identification every alert email ends with: name, postal address, contact. */
export const senderLines = (locale: Locale, sender: AlertSender): string[] => {
  const t = translator(locale)
  return [t('alerts.email.sender', { name: sender.name, address: sender.mailingAddress }), t('alerts.email.contact', { email: sender.contactEmail, phone: sender.contactPhone })]
}

/** A saved search (a job alert's or a shift alert's) in words, in `locale` (describe.ts). */
export function describeSearch(locale: Locale, search: DescribedAlert): string {
  const t = translator(locale)
  return describeAlert(search, locale, {
    alerts: (key, args) => t(`alerts.${key}`, args as never),
    chip: (chip) => t(`jobs.chips.${chip}`),
    label: (kind, value) => enumLabel(locale, kind, value),
  })
}
