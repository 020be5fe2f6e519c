import { payText } from '@/domain/jobs/payText'
import { siteLink } from '@/domain/email/language'
import type { EmailMessage } from '@/domain/email/message'
import { emailDocument, escapeHtml } from '@/domain/email/templates'
import { shownText } from '@/domain/jobs/frenchText'
import type { JobCardData } from '@/domain/jobs/search'
import { localeOf, type Language } from '@/i18n/locale'
import { translator } from '@/i18n/translator'

import { oneClickUnsubscribeUrl, unsubscribeUrl } from './links'
import type { AlertFrequency } from './options'
import { alertSearchParams, type AlertSearch } from './search'
import { describeSearch, senderLines, type AlertSender } from './sender'

/** What the email says about the saved search it comes from. */
export type DigestAlert = AlertSearch & {
  id: number
  email: string
  language: Language
  frequency: AlertFrequency
}

/** The Find Work page of the alert's search, every filter of it, in its language. */
function searchLink(alert: DigestAlert): string {
  // Repeated parameters as one comma-separated value each (Find Work reads both).
  const params: Record<string, string> = {}
  for (const [name, value] of alertSearchParams(alert)) params[name] = params[name] ? `${params[name]},${value}` : value
  return siteLink('/find-work', localeOf(alert.language), params)
}

/**
 * One alert email: up to 20 new postings as an anonymous visitor sees them (the company only when
 * public, else "Confidential"), "N more" with a link to the search when more matched, why the person
 * gets it, who sends it (name, postal address, contact) and a one-click unsubscribe, in the body and
 * in the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058). In the alert's language.
 * `more` counts the other matches, `moreCapped` says the count stopped at its cap.
 */
export function alertDigestEmail(alert: DigestAlert, jobs: JobCardData[], sender: AlertSender, more = 0, moreCapped = false): EmailMessage {
  const locale = localeOf(alert.language)
  const t = translator(locale)
  const search = describeSearch(locale, alert)
  const postings = jobs.map((job) => {
    const details = [job.company || t('alertEmails.confidential'), job.location, payText(job, locale)].filter(Boolean).join(' · ')
    const { title } = shownText(job, locale)
    return { title: title.text, lang: title.lang, details, link: siteLink(`/jobs/${job.id}`, locale) }
  })
  const moreLine = more > 0 ? t('alertEmails.more', { n: more, capped: String(moreCapped) }) : null
  const findWork = searchLink(alert)
  return alertEmailFrame({
    alert,
    sender,
    subject: t('alertEmails.subject', { count: jobs.length, search }),
    intro: t('alertEmails.intro', { siteName: sender.name, search }),
    // A title shown in English in a French email says so, for screen readers.
    items: postings.map((p) => ({
      html: `<a href="${escapeHtml(p.link)}" lang="${p.lang}">${escapeHtml(p.title)}</a><br>${escapeHtml(p.details)}`,
      text: `- ${p.title}\n  ${p.details}\n  ${t('alertEmails.view', { link: p.link })}`,
    })),
    more: moreLine ? { line: moreLine, link: findWork } : null,
    why: t('alertEmails.why', { email: alert.email, siteName: sender.name, frequency: alert.frequency }),
  })
}

/** One item of an alert email's list, and the paragraphs after it: as HTML (escaped by the caller) and as text. */
type Part = { html: string; text: string }

/**
 * The frame of every alert email, job or shift (docs/alert-digest.md): the intro, the list, what
 * follows it, "N more" with its link, the signature, and the footer CASL asks for: why the person
 * gets it, a one-click unsubscribe in the body and in the List-Unsubscribe / List-Unsubscribe-Post
 * headers (RFC 8058), and who sends it (name, postal address, contact). In the alert's language.
 */
export function alertEmailFrame(opts: {
  alert: { id: number; email: string; language: Language }
  sender: AlertSender
  subject: string
  intro: string
  items: Part[]
  after?: Part[]
  more: { line: string; link: string } | null
  why: string
}): EmailMessage {
  const { alert, sender, subject, intro, items, after = [], more, why } = opts
  const locale = localeOf(alert.language)
  const t = translator(locale)
  const stop = unsubscribeUrl(alert.id, locale)
  const from = senderLines(locale, sender)
  const signature = t('alertEmails.signature', { siteName: sender.name })
  const e = escapeHtml
  const a = (href: string, label: string) => `<a href="${e(href)}">${e(label)}</a>`

  const body = [
    `<p>${e(intro)}</p>`,
    '<ul>',
    ...items.map((item) => `<li><p>${item.html}</p></li>`),
    '</ul>',
    ...after.map((part) => `<p>${part.html}</p>`),
    more ? `<p>${e(more.line)}<br>${a(more.link, more.link)}</p>` : '',
    `<p>${e(signature)}</p>`,
    '<hr>',
    `<p style="font-size:12px;color:#555">${e(why)}</p>`,
    `<p style="font-size:12px;color:#555">${e(t('alertEmails.unsubscribe'))} ${a(stop, stop)}</p>`,
    `<p style="font-size:12px;color:#555">${from.map(e).join('<br>')}</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  const text = [
    intro,
    items.map((item) => item.text).join('\n\n'),
    ...after.map((part) => part.text),
    more ? `${more.line}\n${more.link}` : '',
    signature,
    '--',
    why,
    `${t('alertEmails.unsubscribe')}\n${stop}`,
    from.join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')

  return {
    to: alert.email,
    subject,
    html: emailDocument({ locale, subject, body }),
    text,
    headers: {
      // RFC 8058: the https link unsubscribes on a POST with no sign-in; mailto for clients without it.
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(alert.id)}>, <mailto:${sender.contactEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
