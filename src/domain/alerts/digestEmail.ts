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
  const intro = t('alertEmails.intro', { siteName: sender.name, search })
  const moreLine = more > 0 ? t('alertEmails.more', { n: more, capped: String(moreCapped) }) : null
  const findWork = searchLink(alert)
  const why = t('alertEmails.why', { email: alert.email, siteName: sender.name, frequency: alert.frequency })
  const stop = unsubscribeUrl(alert.id, locale)
  const from = senderLines(locale, sender)
  const signature = t('alertEmails.signature', { siteName: sender.name })
  const subject = t('alertEmails.subject', { count: jobs.length, search })
  const e = escapeHtml
  const a = (href: string, label: string) => `<a href="${e(href)}">${e(label)}</a>`

  const body = [
    `<p>${e(intro)}</p>`,
    '<ul>',
    // A title shown in English in a French email says so, for screen readers.
    ...postings.map((p) => `<li><p><a href="${e(p.link)}" lang="${p.lang}">${e(p.title)}</a><br>${e(p.details)}</p></li>`),
    '</ul>',
    moreLine ? `<p>${e(moreLine)}<br>${a(findWork, findWork)}</p>` : '',
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
    postings.map((p) => `- ${p.title}\n  ${p.details}\n  ${t('alertEmails.view', { link: p.link })}`).join('\n\n'),
    moreLine ? `${moreLine}\n${findWork}` : '',
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
