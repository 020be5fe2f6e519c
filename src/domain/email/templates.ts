import { defaultLocale, type Locale } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import { emailLocaleOf, siteLink } from './language'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export type Rendered = { subject: string; html: string; text: string }

/**
 * The HTML part of every email the site sends: a whole document, not a fragment (spam filters score
 * a bare fragment), in the email's language and titled with its subject.
 */
export function emailDocument({ locale, subject, body }: { locale: Locale; subject: string; body: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('\n')
}

/**
 * One simple layout for every transactional email: a greeting, a paragraph list, one action link
 * and the signature, in `locale` (the recipient's: see language.ts). The subject and paragraphs
 * come already written in that locale (`translator(locale)`).
 */
export function renderEmail(opts: {
  locale?: Locale
  subject: string
  name?: string | null
  paragraphs: string[]
  link?: string
}): Rendered {
  const locale = opts.locale ?? defaultLocale
  const t = translator(locale)
  const lines = [t('email.greeting', { name: opts.name || 'none' }), ...opts.paragraphs]
  const signature = t('email.signature')
  const body = [
    ...lines.map((p) => `<p>${escapeHtml(p)}</p>`),
    opts.link ? `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n')
  const html = emailDocument({ locale, subject: opts.subject, body })
  const text = [...lines, opts.link ?? '', signature].filter(Boolean).join('\n\n')
  return { subject: opts.subject, html, text }
}

/** The account an email is about: its name for the greeting, its language for everything. */
type AuthUser = { fullName?: string | null; preferredLanguage?: string | null }

/** An account email: subject and paragraphs from the `email` section, in the account's language. */
function accountEmail(
  user: AuthUser,
  build: (t: ReturnType<typeof translator>, locale: Locale) => { subject: string; paragraphs: string[]; link?: string },
  named = true,
): Rendered {
  const locale = emailLocaleOf(user)
  return renderEmail({ locale, name: named ? user.fullName : null, ...build(translator(locale), locale) })
}

export const verificationEmail = (token: string, user: AuthUser) =>
  accountEmail(user, (t, locale) => ({
    subject: t('email.verifySubject'),
    paragraphs: [t('email.verifyBody')],
    link: siteLink('/auth/callback', locale, { token }),
  }))

export const resetPasswordEmail = (token: string, user: AuthUser) =>
  accountEmail(user, (t, locale) => ({
    subject: t('email.resetSubject'),
    paragraphs: [t('email.resetBody'), t('email.ignore')],
    link: siteLink('/auth/reset-password', locale, { token }),
  }))

export const confirmEmailChangeEmail = (token: string, user: AuthUser) =>
  accountEmail(user, (t, locale) => ({
    subject: t('email.changeConfirmSubject'),
    paragraphs: [t('email.changeConfirmBody'), t('email.ignore')],
    link: siteLink('/auth/confirm-email', locale, { token }),
  }))

/** To the address the account has now: someone asked to move it elsewhere. */
export const emailChangeNotice = (newEmail: string, user: AuthUser) =>
  accountEmail(user, (t) => ({
    subject: t('email.changeNoticeSubject'),
    paragraphs: [t('email.changeNoticeBody', { newEmail }), t('email.changeNoticeNotYou')],
  }))

/**
 * To an address another account already uses, sent instead of a confirmation link: in that
 * account's language, without its name (the requester must learn nothing of it).
 */
export const addressInUseEmail = (owner: AuthUser = {}) =>
  accountEmail(
    owner,
    (t) => ({ subject: t('email.addressInUseSubject'), paragraphs: [t('email.addressInUseBody'), t('email.ignore')] }),
    false,
  )

/** To an address that already has an account, when someone signs up with it. */
export const accountExistsEmail = (user: AuthUser) =>
  accountEmail(user, (t, locale) => ({
    subject: t('email.accountExistsSubject'),
    paragraphs: [t('email.accountExistsBody'), t('email.ignore')],
    link: siteLink('/auth', locale),
  }))
