import { createHmac, timingSafeEqual } from 'node:crypto'

import { siteLink } from '@/domain/email/language'
import { isLanguage, localeOf, type Language, type Locale } from '@/i18n/locale'
import { env, serverUrl } from '@/lib/env'

/**
 * The unsubscribe links of an alert (docs/alerts.md). The token is an HMAC-SHA256 of the alert's id
 * under PAYLOAD_SECRET, over a versioned message, in base64url: no expiry and nothing stored, so a
 * link in an old email keeps working (CASL: at least 60 days) for as long as the secret stays the
 * same. It only ever unsubscribes that one alert.
 */
const MESSAGE_VERSION = 'job-alert-unsubscribe:v1'

const mac = (alertId: number | string) => createHmac('sha256', env().PAYLOAD_SECRET).update(`${MESSAGE_VERSION}:${String(alertId)}`).digest()

export const unsubscribeToken = (alertId: number | string): string => mac(alertId).toString('base64url')

/** Whether `token` is the alert's unsubscribe token (compared in constant time). */
export function verifyUnsubscribeToken(alertId: number | string, token: unknown): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false
  const given = Buffer.from(token, 'base64url')
  const expected = mac(alertId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const localeFor = (value: Locale | Language): Locale => (isLanguage(value) ? localeOf(value) : value)

/** The unsubscribe page (body link): shows the search and a button that unsubscribes with one POST. */
export const unsubscribeUrl = (alertId: number | string, locale: Locale | Language): string =>
  siteLink('/alerts/unsubscribe', localeFor(locale), { alert: String(alertId), token: unsubscribeToken(alertId) })

/** The RFC 8058 one-click target (`List-Unsubscribe` header): a POST with `List-Unsubscribe=One-Click`, no session. */
export const oneClickUnsubscribeUrl = (alertId: number | string): string =>
  `${serverUrl()}/api/job-alerts/unsubscribe?${new URLSearchParams({ alert: String(alertId), token: unsubscribeToken(alertId) })}`
