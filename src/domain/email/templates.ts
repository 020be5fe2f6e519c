import { messages } from '@/i18n'
import { serverUrl } from '@/lib/env'

const m = messages.email

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

type Rendered = { subject: string; html: string; text: string }

/** One simple layout for every transactional email: a paragraph list and one action link. */
export function renderEmail(opts: {
  subject: string
  name?: string | null
  paragraphs: string[]
  link?: string
}): Rendered {
  const lines = [m.greeting(opts.name), ...opts.paragraphs]
  const html = [
    ...lines.map((p) => `<p>${escapeHtml(p)}</p>`),
    opts.link ? `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` : '',
    `<p>${escapeHtml(m.signature)}</p>`,
  ].join('\n')
  const text = [...lines, opts.link ?? '', m.signature].filter(Boolean).join('\n\n')
  return { subject: opts.subject, html, text }
}

type AuthUser = { fullName?: string | null }

export const verificationEmail = (token: string, user: AuthUser) =>
  renderEmail({
    subject: m.verifySubject,
    name: user.fullName,
    paragraphs: [m.verifyBody],
    link: `${serverUrl()}/auth/callback?token=${encodeURIComponent(token)}`,
  })

export const resetPasswordEmail = (token: string, user: AuthUser) =>
  renderEmail({
    subject: m.resetSubject,
    name: user.fullName,
    paragraphs: [m.resetBody, m.ignore],
    link: `${serverUrl()}/auth/reset-password?token=${encodeURIComponent(token)}`,
  })

export const confirmEmailChangeEmail = (token: string, user: AuthUser) =>
  renderEmail({
    subject: m.changeConfirmSubject,
    name: user.fullName,
    paragraphs: [m.changeConfirmBody, m.ignore],
    link: `${serverUrl()}/auth/confirm-email?token=${encodeURIComponent(token)}`,
  })

/** To the address the account has now: someone asked to move it elsewhere. */
export const emailChangeNotice = (newEmail: string, user: AuthUser) =>
  renderEmail({ subject: m.changeNoticeSubject, name: user.fullName, paragraphs: [m.changeNoticeBody(newEmail), m.changeNoticeNotYou] })

/** To an address another account already uses: sent instead of a confirmation link. */
export const addressInUseEmail = () => renderEmail({ subject: m.addressInUseSubject, paragraphs: [m.addressInUseBody, m.ignore] })

/** To an address that already has an account, when someone signs up with it. */
export const accountExistsEmail = (user: AuthUser) =>
  renderEmail({ subject: m.accountExistsSubject, name: user.fullName, paragraphs: [m.accountExistsBody, m.ignore], link: `${serverUrl()}/auth` })
