import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runDigest } from '@/domain/alerts/digest'
import { oneClickUnsubscribeUrl } from '@/domain/alerts/links'
import { decodeEntities, textFromHtml } from '@/domain/email/plainText'
import { resetPasswordEmail, verificationEmail } from '@/domain/email/templates'
import { actOnPosting } from '@/domain/jobs/lifecycle'
import { sendApplicantDigests, sendExpiryReminders } from '@/domain/jobs/notices'
import { deleteAccount } from '@/domain/privacy/erase'
import type { Locale } from '@/i18n/locale'
import type { User } from '@/payload-types'

import { en, fr } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting, makeUser, STRONG_PASSWORD, unique, uniqueEmail } from '../support/factories'
import type { CapturedMail } from '../support/mailCatcher'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

/**
 * Every kind of email the site sends leaves through SMTP with a text/plain and a text/html part, the
 * HTML a whole document in the email's language, and the Date and Message-ID headers: spam filters
 * score an email without them.
 */

trustClientAddressHeader()

let payload: Payload
let admin: User
beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'parts-admin')
})

const DAY = 24 * 3600 * 1000

const call = (method: 'POST' | 'PATCH', path: string, json: unknown, as?: User) => rest(payload, method, path, { as, json, headers: from(newNetwork()) })

/** What every email must be, whoever sent it. */
function expectWholeEmail(mail: CapturedMail, lang: Locale) {
  const about = `"${mail.subject}" to ${mail.to.join(', ')}`
  // Both parts, as alternatives (postal-mime fills `text` from the HTML when there is no text part).
  expect(mail.headers['content-type'], about).toMatch(/^multipart\/alternative\s*;/i)
  expect(mail.text.trim(), about).not.toBe('')
  expect(mail.html, about).toMatch(
    /^<!doctype html>\s*<html lang="[^"]+">\s*<head><meta charset="utf-8"><title>[^<]*<\/title><\/head>\s*<body>[\s\S]*\S[\s\S]*<\/body>\s*<\/html>\s*$/i,
  )
  expect(mail.html, about).toContain(`<html lang="${lang}">`)
  expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(mail.html)![1]), about).toBe(mail.subject)
  expect(Number.isNaN(Date.parse(mail.headers.date ?? '')), about).toBe(false)
  expect(mail.headers['message-id'], about).toMatch(/^<[^<>\s]+@[^<>\s]+>$/)
}

/** The emails `address` received, each checked; `subjects` must be among them. */
async function inboxOf(address: string, lang: Locale, subjects: string[]): Promise<CapturedMail[]> {
  const inbox = await deliveredTo(payload, address)
  expect(inbox.map((m) => m.subject)).toEqual(expect.arrayContaining(subjects))
  for (const mail of inbox) expectWholeEmail(mail, lang)
  return inbox
}

/** The text part as written (the MIME part ends with a line break of its own). */
const textOf = (mail: CapturedMail) => mail.text.replace(/\r\n/g, '\n').trimEnd()

const tokenIn = (mail: CapturedMail, path: string) => {
  const link = mail.links.find((l) => l.includes(`${path}?token=`))
  expect(link, `a ${path} link in "${mail.subject}"`).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}

describe('emails handed to the adapter with HTML only', { timeout: 60_000 }, () => {
  it('the sign-up confirmation (Payload’s own), in French, with the text rendered with its HTML', async () => {
    const email = uniqueEmail('parts-signup')
    const body = { email, password: STRONG_PASSWORD, fullName: 'Camille Parts', accountType: 'professional', preferredLanguage: 'fr' }
    expect((await call('POST', '/users', body)).status).toBe(201)
    const [mail] = await inboxOf(email, 'fr-CA', [fr('email.verifySubject')])
    const token = tokenIn(mail, '/auth/callback')
    expect(textOf(mail)).toBe(verificationEmail(token, { fullName: 'Camille Parts', preferredLanguage: 'fr' }).text)
  })

  it('the password reset link (Payload’s own), with the text rendered with its HTML', async () => {
    const user = await makeUser(payload, ['professional'], 'parts-reset')
    expect((await call('POST', '/users/forgot-password', { email: user.email })).status).toBe(200)
    const [mail] = await inboxOf(user.email, 'en-CA', [en('email.resetSubject')])
    expect(textOf(mail)).toBe(resetPasswordEmail(tokenIn(mail, '/auth/reset-password'), user).text)
  })

  it('an HTML email from anywhere else with no text gets one read off its HTML', async () => {
    const to = uniqueEmail('parts-bare')
    const body = '<p>Hello &amp; welcome.</p><p><a href="https://example.com/start?a=1&amp;b=2">Start here</a></p>'
    const head = '<head><meta charset="utf-8"><title>Bare HTML</title></head>'
    await payload.sendEmail({ to, subject: 'Bare HTML', html: `<!doctype html><html lang="en-CA">${head}<body>${body}</body></html>` })
    const [mail] = await inboxOf(to, 'en-CA', ['Bare HTML'])
    expect(textOf(mail)).toBe('Hello & welcome.\n\nStart here (https://example.com/start?a=1&b=2)')
  })
})

describe('account emails', { timeout: 60_000 }, () => {
  it('a confirmation link sent again, and the notice that an address already has an account', async () => {
    const email = uniqueEmail('parts-unconfirmed')
    expect((await call('POST', '/users', { email, password: STRONG_PASSWORD, fullName: 'Not Yet', accountType: 'professional' })).status).toBe(201)
    expect((await call('POST', '/users/resend-verification', { email })).status).toBe(200)
    const inbox = await inboxOf(email, 'en-CA', [en('email.verifySubject')])
    expect(inbox).toHaveLength(2)

    const taken = await makeUser(payload, ['professional'], 'parts-taken', { preferredLanguage: 'fr' })
    expect((await call('POST', '/users', { email: taken.email, password: STRONG_PASSWORD, fullName: 'Again', accountType: 'professional' })).status).toBe(201)
    await inboxOf(taken.email, 'fr-CA', [fr('email.accountExistsSubject')])
  })

  it('an email change: the link to the new address, the notice to the old, and the address-in-use notice', async () => {
    const mover = await makeUser(payload, ['professional'], 'parts-mover')
    const newEmail = uniqueEmail('parts-moved')
    expect((await call('POST', '/users/change-email', { newEmail, password: STRONG_PASSWORD }, mover)).status).toBe(200)
    await inboxOf(newEmail, 'en-CA', [en('email.changeConfirmSubject')])
    await inboxOf(mover.email, 'en-CA', [en('email.changeNoticeSubject')])

    const owner = await makeUser(payload, ['professional'], 'parts-owner', { preferredLanguage: 'fr' })
    const squatter = await makeUser(payload, ['professional'], 'parts-squatter')
    expect((await call('POST', '/users/change-email', { newEmail: owner.email, password: STRONG_PASSWORD }, squatter)).status).toBe(200)
    await inboxOf(owner.email, 'fr-CA', [fr('email.addressInUseSubject')])
  })

  it('a password change, and a closed account', async () => {
    const person = await makeUser(payload, ['professional'], 'parts-person')
    const next = `Quiet-Harbour-Parts-${Date.now()}`
    expect((await call('POST', '/users/change-password', { currentPassword: STRONG_PASSWORD, newPassword: next, confirm: next }, person)).status).toBe(200)
    await inboxOf(person.email, 'en-CA', [en('account.passwordChangedSubject')])

    const leaving = await makeUser(payload, ['professional'], 'parts-leaving', { preferredLanguage: 'fr' })
    await deleteAccount(payload, leaving.id, 'self', leaving)
    await inboxOf(leaving.email, 'fr-CA', [fr('privacy.closedSubject')])
  })
})

describe('job alert emails', { timeout: 90_000 }, () => {
  it('the double opt-in confirmation', async () => {
    const email = uniqueEmail('parts-optin')
    const res = await call('POST', '/job-alerts/subscribe', { q: 'pharmacist', frequency: 'daily', email, consent: true, language: 'fr' })
    expect(res.status).toBe(200)
    await inboxOf(email, 'fr-CA', [fr('alerts.email.confirmSubject')])
  })

  it('the digest, with its one-click unsubscribe headers', async () => {
    const employer = await makeUser(payload, ['employer'], 'parts-digest-employer')
    // A day far ahead, so the scheduled run (real time) never finds this alert due (as in alert-digest).
    const day = new Date(Date.now() + (3000 + Math.floor(Math.random() * 1000)) * DAY)
    const since = new Date(day.getTime() - 3 * 3600_000)
    const word = `zp${Math.random().toString(36).slice(2, 10)}`
    const job = await makePosting(payload, employer, { title: `Night Pharmacist ${word}`, postedDate: new Date(since.getTime() + 3600_000).toISOString() })
    const alert = await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: {
        email: uniqueEmail('parts-alert'),
        language: 'en',
        q: word,
        chips: [],
        frequency: 'daily',
        status: 'active',
        confirmedAt: since.toISOString(),
        lastRunAt: since.toISOString(),
        lastSentAt: new Date().toISOString(),
      } as never,
    })
    await runDigest(payload, { now: day })
    // Dated so far ahead, it would lead every search after this file: it leaves them.
    await actOnPosting(payload, job.id, 'close', employer)
    const inbox = await inboxOf(alert.email, 'en-CA', [])
    expect(inbox).toHaveLength(1)
    const [mail] = inbox
    expect(mail.text).toContain(`Night Pharmacist ${word}`)
    expect(mail.headers['list-unsubscribe']).toContain(`<${oneClickUnsubscribeUrl(alert.id)}>`)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  })
})

describe('application and posting emails', { timeout: 90_000 }, () => {
  it('the employer’s notice, the applicant’s confirmation, a status update and the weekly digest', async () => {
    const employer = await makeUser(payload, ['employer'], 'parts-employer', { preferredLanguage: 'fr' })
    const applicant = await makeUser(payload, ['professional'], 'parts-applicant')
    const job = await makePosting(payload, employer, { title: unique('Parts Pharmacist'), validThrough: new Date(Date.now() + 20 * DAY).toISOString() })
    const application = await applyWithFile(payload, applicant, job.id, { headers: from(newNetwork()) })
    expect((await rest(payload, 'PATCH', `/applications/${application.id}`, { as: employer, json: { status: 'reviewed' } })).status).toBe(200)
    await inboxOf(job.contactEmail!, 'fr-CA', [fr('applications.employerSubject', { title: job.title })])
    await inboxOf(applicant.email, 'en-CA', [en('applications.confirmSubject', { title: job.title }), en('applications.statusSubject', { title: job.title })])

    expect((await rest(payload, 'PATCH', `/users/${employer.id}`, { as: employer, json: { emailPreferences: { weeklyApplicantDigest: true } } })).status).toBe(200)
    await sendApplicantDigests(payload, new Date(Date.now() + 1000))
    await inboxOf(employer.email, 'fr-CA', [fr('notices.digest.subject')])
  })

  it('a posting approved, and its expiry reminder', async () => {
    const employer = await makeUser(payload, ['employer'], 'parts-poster')
    const reviewed = await makePosting(payload, employer, { title: unique('Parts Review'), status: 'pending_review', paid: true })
    await actOnPosting(payload, reviewed.id, 'approve', admin)
    const ending = await makePosting(payload, employer, { title: unique('Parts Ending'), validThrough: new Date(Date.now() + 3 * DAY).toISOString() })
    await sendExpiryReminders(payload)
    const inbox = await inboxOf(employer.email, 'en-CA', [en('jobEmails.approvedSubject', { title: reviewed.title })])
    expect(inbox.some((m) => m.subject.endsWith(ending.title))).toBe(true)
  })

  it('a team invitation', async () => {
    const owner = await makeUser(payload, ['employer'], 'parts-team-owner')
    const colleague = await makeUser(payload, ['employer'], 'parts-colleague')
    expect((await rest(payload, 'PATCH', '/facilities/mine', { as: owner, json: { name: unique('Parts Clinic'), type: 'clinic' } })).status).toBe(200)
    expect((await rest(payload, 'POST', '/facilities/mine/invitations', { as: owner, json: { email: colleague.email } })).status).toBe(200)
    const inbox = await inboxOf(colleague.email, 'en-CA', [])
    expect(inbox).toHaveLength(1)
    expect(inbox[0].links.some((l) => l.includes('/account/company/join'))).toBe(true)
  })
})

describe('ownership inquiry emails', { timeout: 60_000 }, () => {
  it('the staff notice and the inquirer’s confirmation', async () => {
    const email = uniqueEmail('parts-inquirer')
    await payload.create({
      collection: 'ownership-inquiries',
      data: {
        fullName: 'Parts Inquirer',
        email,
        phone: '416-555-0101',
        currentRole: 'pharmacist',
        experience: '6-10',
        location: 'Ottawa, ON',
        investmentRange: '500k-1m',
        timeline: 'short-term',
        message: 'Looking for a pharmacy.',
      } as never,
      req: { headers: new Headers(from(newNetwork())) },
      overrideAccess: false,
    })
    await inboxOf(email, 'en-CA', [en('inquiry.confirmSubject')])
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const staff = (await deliveredTo(payload, settings.inquiryInbox)).filter((m) => m.text.includes(email))
    expect(staff.map((m) => m.subject)).toEqual([en('inquiry.staffSubject', { name: 'Parts Inquirer' })])
    expectWholeEmail(staff[0], 'en-CA')
  })
})

describe('textFromHtml: the last-resort text part', () => {
  it('keeps the words and link addresses, drops tags and the head, decodes entities', () => {
    const html = [
      '<!doctype html><html lang="fr-CA"><head><meta charset="utf-8"><title>Sujet &amp; titre</title><style>p{color:red}</style></head>',
      '<body>\n  <p>Bonjour&nbsp;Ann,   <b>bienvenue</b>\n  à l&#39;équipe &#x2014; &lt;vraiment&gt; &amp;lt;</p>',
      '<ul><li><p><a href="https://example.com/jobs/1?x=1&amp;y=2" lang="en">Night nurse</a><br>Kingston · 60 $</p></li>',
      '<li>Second</li></ul>',
      '<p><a href="https://example.com/stop">https://example.com/stop</a></p><hr><!-- a comment --><p>Fin</p>',
      '</body></html>',
    ].join('\n')
    expect(textFromHtml(html)).toBe(
      [
        'Bonjour\u00a0Ann, bienvenue à l\'équipe \u2014 <vraiment> &lt;',
        '',
        '- Night nurse (https://example.com/jobs/1?x=1&y=2)',
        'Kingston · 60 $',
        '',
        '- Second',
        '',
        'https://example.com/stop',
        '',
        '--',
        '',
        'Fin',
      ].join('\n'),
    )
  })

  it('reads a fragment as well as a document, and leaves unknown or impossible references alone', () => {
    expect(textFromHtml('Plain <i>words</i>')).toBe('Plain words')
    expect(decodeEntities('&bogus; &#0; &#x110000; &AMP;')).toBe('&bogus; &#0; &#x110000; &')
  })
})
