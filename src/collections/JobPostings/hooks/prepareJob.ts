import type { CollectionBeforeChangeHook } from 'payload'

import { isAdminUser } from '@/access/roles'
import { companyForPosting } from '@/domain/companies/postingCompany'
import { EMPLOYMENT_FIT_FIELDS, employmentMismatch } from '@/domain/jobs/employmentFit'
import { FRENCH_FIELDS, missingFrench } from '@/domain/jobs/frenchText'
import { creationFields, frenchRefusal } from '@/domain/jobs/lifecycle'
import { changesLawFields, lawErrors } from '@/domain/jobs/postingLawCheck'
import { requestLocale } from '@/i18n/requestLanguage'
import { buildSearchParts } from '@/domain/jobs/searchParts'
import { buildSearchText, buildSearchTextFr } from '@/domain/jobs/searchText'
import { isRemotePosting } from '@/domain/jobs/remote'
import { creationRule } from '@/domain/jobs/transitions'
import { provinceOfLocation } from '@/domain/places/provinceNamed'
import { enumLabel } from '@/i18n/enums'
import { translator } from '@/i18n/translator'
import { invalidFields } from '@/lib/payload/invalidFields'

/**
 * New postings belong to their creator's company and start as the lifecycle table says: an employer's as an
 * unpaid draft, an admin's free and live at once (docs/lifecycle.md), which in Quebec needs the
 * French version (refused, field by field, in the reader's language). A server call without a user
 * (the demo seed) keeps the state it sets. An edit that moves a posting under review or live to
 * Quebec, or changes its French text, is refused the same way when the result lacks the French
 * version (drafts are edited freely: checkout refuses them). A person's new posting, and a person's
 * edit of what the posting law looks at, are refused (400, every reason on its field, in the reader's
 * language) when the result breaks it (domain/jobs/postingLaw.ts, docs/posting-law.md); server code
 * (seeds) and the lifecycle's own writes are not checked. Every write, whoever makes it, that would
 * leave the position and employment types contradicting each other is refused first
 * (domain/jobs/employmentFit.ts), and so is a person's posting whose location names another province than
 * its own (withLocationProvince). Keeps the search columns, tags and `remote` (domain/jobs/remote.ts) normalised on every write.
 */
export const prepareJob: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  let next = withLocationProvince({ ...data }, originalDoc, collection.slug, req)
  if (operation === 'create' || (originalDoc && changesEmploymentFit(next, originalDoc))) {
    refuseEmploymentMismatch({ ...originalDoc, ...next }, collection.slug, req)
  }
  if (operation === 'create') {
    if (req.user) next.createdBy = req.user.id
    // An employer's posting belongs to their company (admins choose one, or none).
    if (!next.facility || (req.user && !isAdminUser(req.user))) next.facility = await companyForPosting(req, next.createdBy, next.company)
    if (req.user && creationRule(req.user).action === 'postFree') refuseWithoutFrench(next, collection.slug, req)
    if (req.user) await refuseUnlawful(next, collection.slug, req)
    if (req.user || !next.status) next = { ...next, ...(await creationFields(req.payload, req.user, req)) }
  }
  if (operation === 'update' && originalDoc && changesFrenchRule(next, originalDoc)) {
    const result = { ...originalDoc, ...next }
    if (SHOWN_STATUSES.includes(result.status)) refuseWithoutFrench(result, collection.slug, req)
  }
  if (operation === 'update' && originalDoc && req.user && changesLawFields(next, originalDoc)) {
    await refuseUnlawful({ ...originalDoc, ...next }, collection.slug, req)
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as string[]).map((t) => String(t).trim().toLowerCase()).filter(Boolean))]
  }
  const posting = { ...originalDoc, ...next }
  next.remote = isRemotePosting(posting)
  next.searchText = buildSearchText(posting)
  next.searchTextFr = buildSearchTextFr(posting)
  Object.assign(next, buildSearchParts(posting))
  return next
}

/**
 * The province the laws and Find Work read: a location that names one ("Toronto, ON", "Remote (ON)")
 * gives it to a posting saved without one, and a person's posting must not name another than the one
 * chosen (400 on the location: Ontario's rules would otherwise be skipped for a posting in Toronto).
 */
function withLocationProvince(next: Record<string, unknown>, original: Record<string, unknown> | undefined, collection: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  if (original && !('location' in next) && !('province' in next)) return next
  const posting = { ...original, ...next }
  const named = provinceOfLocation(posting.location as string | null | undefined)
  if (!named) return next
  if (!posting.province) return { ...next, province: named }
  if (posting.province === named || !req.user) return next
  const locale = requestLocale(req)
  const [location, chosen] = [named, String(posting.province)].map((value) => enumLabel(locale, 'province', value))
  throw invalidFields(req, { collection, errors: [{ path: 'location', message: translator(locale)('jobs.locationOtherProvince', { location, chosen }) }] })
}

/**
 * Whether an update sets the position or employment type to something new. Rows saved before the rule
 * may contradict it; only a change to those fields is checked, so the lifecycle still moves them.
 */
const changesEmploymentFit = (data: Record<string, unknown>, original: Record<string, unknown>) =>
  EMPLOYMENT_FIT_FIELDS.some((field) => field in data && data[field] !== original[field])

/** Refuses (400, on the employment type, in the reader's language) a posting whose two types contradict each other. */
function refuseEmploymentMismatch(posting: Record<string, unknown>, collection: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const message = employmentMismatch(posting)
  if (!message) return
  throw invalidFields(req, { collection, errors: [{ path: 'employmentType', message: translator(requestLocale(req))(message) }] })
}

/** The states in which a posting is published or about to be: Quebec's rule holds there. */
const SHOWN_STATUSES: unknown[] = ['pending_review', 'active']

/**
 * Whether an update changes what Quebec's rule looks at (the province, a French field). The
 * lifecycle's own writes (status and dates, Stripe's confirmed payment) never do, so they are never refused.
 */
const changesFrenchRule = (data: Record<string, unknown>, original: Record<string, unknown>) => {
  const value = (v: unknown) => (v === undefined || v === '' ? null : v)
  return (['province', ...FRENCH_FIELDS] as const).some((field) => field in data && value(data[field]) !== value(original[field]))
}

/** An admin's free post goes live at once, and a published posting stays: in Quebec, only with its French version. */
function refuseWithoutFrench(posting: Record<string, unknown>, collection: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const locale = requestLocale(req)
  const message = frenchRefusal(posting, locale)
  if (!message) return
  const t = translator(locale)
  // The first field carries the whole rule (forms show the first message); the others say they are required.
  const errors = missingFrench(posting).map((path, i) => ({
    path,
    message: i === 0 ? message : t('jobs.required', { label: t(`jobs.fields.${path}`) }),
  }))
  throw invalidFields(req, { collection, errors })
}

/** Refuses a posting the provinces' posting laws refuse: every reason on its field, in the reader's language. */
async function refuseUnlawful(posting: Record<string, unknown>, collection: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const errors = await lawErrors(req.payload, posting, requestLocale(req), req)
  if (errors.length) throw invalidFields(req, { collection, errors })
}
