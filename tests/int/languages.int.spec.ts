import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { catalogueText, readKey, withArgs } from '@/i18n/catalogueText'
import { requestLanguage, requestLocale } from '@/i18n/requestLanguage'
import { translator } from '@/i18n/translator'
import type { User } from '@/payload-types'

import { deliveredTo } from '../support/emailQueue'
import { applyWithFile, makePosting, unique } from '../support/factories'
import { from, newNetwork, trustClientAddressHeader } from '../support/network'
import { as, getPayload, makeUser, STRONG_PASSWORD, uniqueEmail } from '../support/payload'
import { rest } from '../support/rest'

/**
 * The server speaks each reader's language: refusals and validation messages in the request's
 * (NEXT_LOCALE cookie, then Accept-Language, else English), every email in its recipient's (an
 * account's preferred language; an inquiry's page), with links to the pages in that language.
 */

trustClientAddressHeader()

const fr = translator('fr-CA')
const en = translator('en-CA')

const FRENCH_COOKIE = { cookie: 'NEXT_LOCALE=fr-CA' }
const FRENCH_BROWSER = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }
/** The page a browser request comes from (its Referer). */
const fromPage = (path: string) => ({ referer: `http://localhost:3000${path}` })

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

const headers = (extra: Record<string, string> = {}) => ({ ...from(newNetwork()), ...extra })

const signUp = (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
  rest(payload, 'POST', '/users', { json: { password: STRONG_PASSWORD, accountType: 'professional', ...body }, headers: headers(extra) })

const storedLanguage = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, limit: 1 })).docs[0]?.preferredLanguage

/** What a reader sees of an email (Payload's own account emails have no text part). */
const bodyOf = (mail: { text: string; html: string }) => mail.text || mail.html

/** The only email `address` received, checked to be the one expected. */
async function onlyMailTo(address: string) {
  const inbox = await deliveredTo(payload, address)
  expect(inbox).toHaveLength(1)
  return inbox[0]
}

describe('the request language', () => {
  const req = (values: Record<string, string>) => ({ headers: new Headers(values) })

  it('is the NEXT_LOCALE cookie, then Accept-Language by weight, else English', () => {
    expect(requestLocale(req({}))).toBe('en-CA')
    expect(requestLocale(null)).toBe('en-CA')
    expect(requestLocale(req(FRENCH_BROWSER))).toBe('fr-CA')
    expect(requestLocale(req({ 'accept-language': 'fr' }))).toBe('fr-CA')
    expect(requestLocale(req({ 'accept-language': 'en-US,en;q=0.9,fr;q=0.8' }))).toBe('en-CA')
    expect(requestLocale(req({ 'accept-language': 'de-DE,fr;q=0.5,en;q=0.4' }))).toBe('fr-CA')
    expect(requestLocale(req({ 'accept-language': 'fr;q=0,en;q=0.1' }))).toBe('en-CA')
    expect(requestLocale(req({ 'accept-language': 'de, es' }))).toBe('en-CA')
    expect(requestLocale(req({ cookie: 'a=1; NEXT_LOCALE=fr-CA; b=2', 'accept-language': 'en' }))).toBe('fr-CA')
    expect(requestLocale(req({ cookie: 'NEXT_LOCALE=en-CA', 'accept-language': 'fr' }))).toBe('en-CA')
    expect(requestLocale(req({ cookie: 'NEXT_LOCALE=xx', 'accept-language': 'fr' }))).toBe('fr-CA')
    expect(requestLanguage(req(FRENCH_COOKIE))).toBe('fr')
  })

  it('translates catalogue keys (with attached or given arguments) and leaves other text alone', () => {
    expect(catalogueText(fr, 'validation.emailInvalid')).toBe(fr('validation.emailInvalid'))
    expect(catalogueText(fr, withArgs('inquiry.tooLong', { max: 120 }))).toBe(fr('inquiry.tooLong', { max: 120 }))
    expect(catalogueText(en, 'inquiry.tooLong', { max: 5000 })).toBe('Must be at most 5,000 characters.')
    expect(readKey('jobs.tooLong{"max":80}')).toEqual({ key: 'jobs.tooLong', args: { max: 80 } })
    for (const text of ['Card declined.', 'no.such.key', 'Your card was declined. Try again.', '']) expect(catalogueText(fr, text)).toBe(text)
  })
})

describe('accounts keep a preferred language, chosen at sign-up', () => {
  it('a French sign-up is stored French and its confirmation email is French, linking to the French page', async () => {
    const email = uniqueEmail('camille')
    const res = await signUp({ email, fullName: 'Camille Tremblay', preferredLanguage: 'fr' }, FRENCH_COOKIE)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: fr('auth.checkEmailBody') })
    expect(await storedLanguage(email)).toBe('fr')

    const mail = await onlyMailTo(email)
    expect(mail.subject).toBe(fr('email.verifySubject'))
    expect(bodyOf(mail)).toContain(fr('email.greeting', { name: 'Camille Tremblay' }))
    expect(bodyOf(mail)).toContain(fr('email.verifyBody'))
    expect(bodyOf(mail)).toContain(fr('email.signature'))
    const link = new URL(mail.links.find((l) => l.includes('/auth/callback?token='))!)
    expect(link.pathname).toBe('/fr/auth/callback')
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]+$/)
  })

  it('an English sign-up keeps the English email, linking to the English page through /en (whatever the browser says)', async () => {
    const email = uniqueEmail('sam')
    expect((await signUp({ email, fullName: 'Sam Smith', preferredLanguage: 'en' }, FRENCH_BROWSER)).status).toBe(201)
    expect(await storedLanguage(email)).toBe('en')
    const mail = await onlyMailTo(email)
    expect(mail.subject).toBe(en('email.verifySubject'))
    expect(new URL(mail.links.find((l) => l.includes('/auth/callback?token='))!).pathname).toBe('/en/auth/callback')
  })

  it('without a language in the body the request decides; an unknown value becomes English, never an error', async () => {
    const fromFrenchPage = uniqueEmail('nolang')
    expect((await signUp({ email: fromFrenchPage, fullName: 'Noé' }, FRENCH_COOKIE)).status).toBe(201)
    expect(await storedLanguage(fromFrenchPage)).toBe('fr')

    const locale = uniqueEmail('locale')
    expect((await signUp({ email: locale, preferredLanguage: 'fr-CA' })).status).toBe(201)
    expect(await storedLanguage(locale)).toBe('fr')

    for (const value of ['de', 42, { fr: true }, 'FR ']) {
      const email = uniqueEmail('odd')
      const res = await signUp({ email, preferredLanguage: value }, FRENCH_COOKIE)
      expect(res.status).toBe(201)
      expect(await storedLanguage(email)).toBe('en')
    }
  })

  it('a password reset for a French account is French, with the French reset page', async () => {
    const me = await makeUser(payload, ['professional'], 'reset-fr', { fullName: 'Élise Gagnon', preferredLanguage: 'fr' })
    // Asked from an English page: the email still follows the account.
    const res = await rest(payload, 'POST', '/users/forgot-password', { json: { email: me.email }, headers: headers() })
    expect(res.status).toBe(200)
    const mail = await onlyMailTo(me.email)
    expect(mail.subject).toBe(fr('email.resetSubject'))
    expect(bodyOf(mail)).toContain(fr('email.greeting', { name: 'Élise Gagnon' }))
    expect(bodyOf(mail)).toContain(fr('email.resetBody'))
    expect(new URL(mail.links.find((l) => l.includes('token='))!).pathname).toBe('/fr/auth/reset-password')
  })

  it('an email change of a French account: the link and the notice in French', async () => {
    const me = await makeUser(payload, ['professional'], 'move-fr', { preferredLanguage: 'fr' })
    const target = uniqueEmail('moved-fr')
    const res = await rest(payload, 'POST', '/users/change-email', { as: me, json: { newEmail: target, password: STRONG_PASSWORD }, headers: FRENCH_BROWSER })
    expect(res.status).toBe(200)
    expect((await res.json()).message).toBe(fr('auth.changeEmailSent', { email: target }))
    const confirm = await onlyMailTo(target)
    expect(confirm.subject).toBe(fr('email.changeConfirmSubject'))
    expect(new URL(confirm.links[0]).pathname).toBe('/fr/auth/confirm-email')
    const notice = await onlyMailTo(me.email)
    expect(notice.subject).toBe(fr('email.changeNoticeSubject'))
    expect(notice.text).toContain(fr('email.changeNoticeBody', { newEmail: target }))
  })

  it('a taken address hears of the attempt in its own account’s language', async () => {
    const french = await makeUser(payload, ['employer'], 'owner-fr', { preferredLanguage: 'fr' })
    const english = await makeUser(payload, ['professional'], 'mover-en')
    const res = await rest(payload, 'POST', '/users/change-email', { as: english, json: { newEmail: french.email, password: STRONG_PASSWORD } })
    expect(res.status).toBe(200)
    expect((await onlyMailTo(french.email)).subject).toBe(fr('email.addressInUseSubject'))
    expect((await onlyMailTo(english.email)).subject).toBe(en('email.changeNoticeSubject'))
  })

  it('signing up again with a French account’s address tells its owner in French', async () => {
    const owner = await makeUser(payload, ['professional'], 'exists-fr', { preferredLanguage: 'fr' })
    expect((await signUp({ email: owner.email, preferredLanguage: 'en' })).status).toBe(201)
    const mail = await onlyMailTo(owner.email)
    expect(mail.subject).toBe(fr('email.accountExistsSubject'))
    expect(new URL(mail.links[0]).pathname).toBe('/fr/auth')
  })
})

describe('application emails: each reader in their own language', () => {
  let employer: User
  beforeAll(async () => {
    employer = await makeUser(payload, ['employer'], 'employer-en')
  })

  it('a French applicant gets a French confirmation while the English employer gets English', async () => {
    const applicant = await makeUser(payload, ['professional'], 'pro-fr', { fullName: 'Camille Roy', preferredLanguage: 'fr' })
    const job = await makePosting(payload, employer, { title: unique('Pharmacien(ne)') })
    await applyWithFile(payload, applicant, job.id)

    const confirmation = await onlyMailTo(applicant.email)
    expect(confirmation.subject).toBe(fr('applications.confirmSubject', { title: job.title }))
    expect(confirmation.text).toContain(fr('applications.confirmBody', { title: job.title }))
    expect(confirmation.text).toContain(fr('email.greeting', { name: 'Camille Roy' }))
    expect(new URL(confirmation.links[0]).pathname).toBe('/fr/applications')

    const notice = await onlyMailTo(job.contactEmail!)
    expect(notice.subject).toBe(en('applications.employerSubject', { title: job.title }))
    expect(notice.text).toContain(en('email.detailLine', { label: en('applications.candidateName'), value: 'Camille Roy' }))
    expect(new URL(notice.links[0]).pathname).toBe('/en/employer')
  })

  it('a French employer reads the notice in French; the status update follows the applicant', async () => {
    const frenchEmployer = await makeUser(payload, ['employer'], 'employer-fr', { preferredLanguage: 'fr' })
    const applicant = await makeUser(payload, ['professional'], 'pro-en', { fullName: 'Pat Lee' })
    const job = await makePosting(payload, frenchEmployer, { title: unique('Pharmacist') })
    const application = await applyWithFile(payload, applicant, job.id)

    const notice = await onlyMailTo(job.contactEmail!)
    expect(notice.subject).toBe(fr('applications.employerSubject', { title: job.title }))
    expect(notice.text).toContain(fr('email.detailLine', { label: fr('applications.candidateName'), value: 'Pat Lee' }))
    expect(new URL(notice.links[0]).pathname).toBe('/fr/employer')
    expect((await onlyMailTo(applicant.email)).subject).toBe(en('applications.confirmSubject', { title: job.title }))

    await payload.update({ collection: 'applications', id: application.id, data: { status: 'reviewed' }, ...as(frenchEmployer) })
    const inbox = await deliveredTo(payload, applicant.email)
    const update = inbox.find((m) => m.subject === en('applications.statusSubject', { title: job.title }))
    expect(update?.text).toContain(en('applications.statusBody', { title: job.title, status: en('applications.statusLabels.reviewed') }))
  })

  it('each reader sees the posting’s title in their language: the French one when the posting has it', async () => {
    const frenchEmployer = await makeUser(payload, ['employer'], 'employer-title-fr', { preferredLanguage: 'fr' })
    const applicant = await makeUser(payload, ['professional'], 'pro-title-fr', { preferredLanguage: 'fr' })
    const job = await makePosting(payload, frenchEmployer, { title: unique('Pharmacist'), titleFr: unique('Pharmacien') })
    const application = await applyWithFile(payload, applicant, job.id)

    const confirmation = await onlyMailTo(applicant.email)
    expect(confirmation.subject).toBe(fr('applications.confirmSubject', { title: job.titleFr! }))
    expect(confirmation.text).toContain(fr('applications.confirmBody', { title: job.titleFr! }))
    const notice = await onlyMailTo(job.contactEmail!)
    expect(notice.subject).toBe(fr('applications.employerSubject', { title: job.titleFr! }))
    expect(notice.text).toContain(fr('email.detailLine', { label: fr('applications.jobTitle'), value: job.titleFr! }))

    await payload.update({ collection: 'applications', id: application.id, data: { status: 'reviewed' }, ...as(frenchEmployer) })
    const update = (await deliveredTo(payload, applicant.email)).find((m) => m.subject === fr('applications.statusSubject', { title: job.titleFr! }))
    expect(update?.text).toContain(fr('applications.statusBody', { title: job.titleFr!, status: fr('applications.statusLabels.reviewed') }))

    // An English reader keeps the English title.
    const english = await makeUser(payload, ['professional'], 'pro-title-en')
    await applyWithFile(payload, english, job.id)
    expect((await onlyMailTo(english.email)).subject).toBe(en('applications.confirmSubject', { title: job.title }))
  })

  it('a French applicant’s status update is French', async () => {
    const applicant = await makeUser(payload, ['professional'], 'status-fr', { preferredLanguage: 'fr' })
    const job = await makePosting(payload, employer, { title: unique('Assistant(e)') })
    const application = await applyWithFile(payload, applicant, job.id)
    await payload.update({ collection: 'applications', id: application.id, data: { status: 'interviewed' }, ...as(employer) })
    const inbox = await deliveredTo(payload, applicant.email)
    const update = inbox.find((m) => m.subject === fr('applications.statusSubject', { title: job.title }))
    expect(update?.text).toContain(fr('applications.statusBody', { title: job.title, status: fr('applications.statusLabels.interviewed') }))
  })
})

describe('ownership inquiries: the confirmation in the language of the page it was sent from', () => {
  const inquire = (email: string, extra: Record<string, string>) =>
    rest(payload, 'POST', '/ownership-inquiries', {
      json: { fullName: 'Olivier Owner', email, investmentRange: '500k-1m', language: 'en' },
      headers: headers(extra),
    })

  it('sent from a French page: stored French, confirmed in French; the staff inbox reads English', async () => {
    const email = uniqueEmail('inquiry-fr')
    const res = await inquire(email, FRENCH_COOKIE)
    expect(res.status).toBe(201)
    const { doc } = await res.json()
    const stored = await payload.findByID({ collection: 'ownership-inquiries', id: doc.id, overrideAccess: true })
    expect(stored.language).toBe('fr')

    const confirmation = await onlyMailTo(email)
    expect(confirmation.subject).toBe(fr('inquiry.confirmSubject'))
    expect(confirmation.text).toContain(fr('inquiry.confirmBody'))
    expect(confirmation.text).toContain(fr('email.greeting', { name: 'Olivier Owner' }))

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const staff = (await deliveredTo(payload, settings.inquiryInbox)).find((m) => m.text.includes(email))
    expect(staff?.subject).toBe(en('inquiry.staffSubject', { name: 'Olivier Owner' }))
    expect(staff?.text).toContain(en('email.detailLine', { label: en('inquiry.investmentRange'), value: en('enums.investmentRange.500k-1m') }))
  })

  it('the page it was sent from decides over the cookie and the browser', async () => {
    const french = uniqueEmail('inquiry-page')
    expect((await inquire(french, { ...fromPage('/fr/ownership'), cookie: 'NEXT_LOCALE=en-CA' })).status).toBe(201)
    expect((await onlyMailTo(french)).subject).toBe(fr('inquiry.confirmSubject'))

    const english = uniqueEmail('inquiry-en')
    expect((await inquire(english, { ...fromPage('/ownership'), ...FRENCH_COOKIE, ...FRENCH_BROWSER })).status).toBe(201)
    expect((await onlyMailTo(english)).subject).toBe(en('inquiry.confirmSubject'))

    // Without a page (no Referer), the browser's language alone does not make it French.
    const browser = uniqueEmail('inquiry-browser')
    expect((await inquire(browser, FRENCH_BROWSER)).status).toBe(201)
    expect((await onlyMailTo(browser)).subject).toBe(en('inquiry.confirmSubject'))
  })

  it('a refused inquiry is answered in the page’s language', async () => {
    const res = await inquire('not-an-email', FRENCH_COOKIE)
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(fr('inquiry.emailInvalid'))
  })
})

describe('refusals in the request’s language', () => {
  it('an endpoint’s validation error, by cookie or by Accept-Language', async () => {
    const me = await makeUser(payload, ['professional'], 'invalid-fr')
    const change = (json: unknown, extra: Record<string, string>) => rest(payload, 'POST', '/users/change-email', { as: me, json, headers: extra })

    const byBrowser = await change({ newEmail: 'not-an-email', password: 'x' }, FRENCH_BROWSER)
    expect(byBrowser.status).toBe(400)
    expect(await byBrowser.json()).toEqual({ error: fr('validation.emailInvalid') })

    const byCookie = await change({ newEmail: uniqueEmail('ok') }, FRENCH_COOKIE)
    expect(await byCookie.json()).toEqual({ error: fr('validation.passwordRequired') })

    const english = await change({ newEmail: 'not-an-email', password: 'x' }, {})
    expect(await english.json()).toEqual({ error: en('validation.emailInvalid') })
    expect(en('validation.emailInvalid')).not.toBe(fr('validation.emailInvalid'))
  })

  it('an endpoint’s refusal, with its title', async () => {
    const res = await rest(payload, 'POST', '/applications/apply', { form: new FormData(), headers: FRENCH_COOKIE })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ title: fr('applications.signInTitle'), error: fr('applications.signInBody') })

    const claim = await rest(payload, 'POST', '/resumes/claim', { headers: FRENCH_BROWSER })
    expect(await claim.json()).toEqual({ error: fr('jobs.signInRequired') })
  })

  it('the hooks’ refusals: a weak password at sign-up, a value the database refuses', async () => {
    const weak = await signUp({ email: uniqueEmail('weak'), password: 'short' }, FRENCH_COOKIE)
    expect(weak.status).toBe(400)
    expect(JSON.stringify(await weak.json())).toContain(fr('validation.passwordTooShort'))

    const bad = await rest(payload, 'GET', '/job-postings/abc', { headers: FRENCH_BROWSER })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(fr('errors.badValue'))
  })
})
