import { count, eq } from '@payloadcms/db-postgres/drizzle'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { withdrawConsents } from '@/domain/alerts/consent'
import { normalAlertSearch, searchShape, type AlertSearchInput } from '@/domain/alerts/search'
import { searchKeyOf, shiftSearchKeyOf } from '@/domain/alerts/searchKey'
import { normalShiftCriteria, shiftCriteriaParams, shiftCriteriaShape, type ShiftCriteriaInput } from '@/domain/alerts/shiftCriteria'
import { shiftFilter } from '@/domain/shifts/browse'
import { findPlace } from '@/domain/places/findPlace'
import { requestTranslator } from '@/i18n/requestLanguage'
import type { Translator } from '@/i18n/translator'
import { HttpError } from '@/lib/http'
import { database } from '@/lib/payload/sql'
import { z } from '@/lib/zod'
import { job_alerts } from '@/payload-generated-schema'
import { invalidFields } from '@/lib/payload/invalidFields'

const searchFields = z.object(searchShape)
const SEARCH_FIELDS = Object.keys(searchShape)

/**
 * Keeps an alert's search in Find Work's normal form and its one-alert-per-address-and-search key
 * in step; a change that would make a second alert for the same address and search is refused
 * (the database's unique key backs this), and so is a place Find Work does not know. The older
 * single `province` / `positionType` are taken as one-element lists.
 */
export const keepSearchKey: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const t = requestTranslator(req)
  const refuse = (path: string, message: string): never => {
    throw invalidFields(req, { collection: 'job-alerts', errors: [{ path, message }] })
  }
  const unique = async (searchKey: string, path = 'q') => {
    if (operation !== 'update' || searchKey === originalDoc?.searchKey) return
    // Any alert, whoever may read it: the key is unique across all of them (read as the server).
    const [taken] = await (await database(req.payload, req)).select({ n: count() }).from(job_alerts).where(eq(job_alerts.searchKey, searchKey))
    if (Number(taken?.n) > 0) refuse(path, t('alerts.errors.duplicate'))
  }
  if ((data.kind ?? originalDoc?.kind) === 'shifts') return keepShiftSearch(data, originalDoc, refuse, unique, t)
  // The search as sent (a generic PATCH reaches here before Payload checks the fields' types).
  const sent = searchFields.safeParse(Object.fromEntries(SEARCH_FIELDS.filter((field) => field in data).map((field) => [field, data[field]])))
  if (!sent.success) {
    const issue = sent.error.issues[0]
    // The schema's messages are catalogue keys without arguments.
    refuse(String(issue?.path[0] ?? 'q'), t((issue?.message ?? 'alerts.errors.search') as 'alerts.errors.search'))
  }
  // A shift alert's search means nothing to a job alert.
  const { province, positionType, shift: _shift, ...rest } = data as AlertSearchInput & Record<string, unknown>
  const merged: AlertSearchInput & { email?: unknown } = { ...(originalDoc ?? {}), ...rest, province: null, positionType: null }
  if ('province' in data) merged.provinces = [...(rest.provinces as string[] | undefined ?? []), ...(province ? [province] : [])]
  if ('positionType' in data) merged.types = [...(rest.types as string[] | undefined ?? []), ...(positionType ? [positionType] : [])]
  if (typeof merged.email !== 'string') return rest
  const search = normalAlertSearch(merged)
  // A place Find Work cannot find would silently mean "anywhere in Canada" for as long as the alert runs.
  if ('near' in data && search.near && !findPlace(search.near)) refuse('near', t('alerts.errors.place', { place: search.near }))
  const searchKey = searchKeyOf(merged.email, search)
  await unique(searchKey)
  const changed = SEARCH_FIELDS.some((field) => field in data) ? search : {}
  return { ...rest, ...changed, searchKey }
}

const shiftFields = z.object(shiftCriteriaShape).partial()
/** The field each refusal of /shifts' read is about. */
const PROBLEM_PATHS: Record<string, string> = {
  'shifts.problems.kmInvalid': 'shift.km',
  'shifts.problems.rateInvalid': 'shift.minRateCents',
  'shifts.problems.positionType': 'shift.positionType',
}

/**
 * A shift alert's search, kept in one form with its key: checked by /shifts' own read (an unknown
 * place, a distance or rate out of range are refused in its words); Find Work's fields mean nothing
 * to it and are left as they are.
 */
async function keepShiftSearch(
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
  refuse: (path: string, message: string) => never,
  unique: (searchKey: string, path?: string) => Promise<void>,
  t: Translator,
) {
  const rest = Object.fromEntries(Object.entries(data).filter(([field]) => !SEARCH_FIELDS.includes(field)))
  const sentShift = data.shift === undefined ? {} : data.shift
  const sent = shiftFields.safeParse(sentShift)
  if (!sent.success) {
    const issue = sent.error.issues[0]
    // The schema's own messages are catalogue keys; a `shift` that is not an object at all gets zod's, so the place's.
    const key = issue?.message?.startsWith('alerts.') ? issue.message : 'alerts.shifts.errors.place'
    refuse(`shift.${String(issue?.path[0] ?? 'near')}`, t(key as 'alerts.shifts.errors.place'))
  }
  const shift = normalShiftCriteria({ ...(originalDoc?.shift as ShiftCriteriaInput | undefined), ...(sent.data as ShiftCriteriaInput | undefined) })
  // Checked when sent (a status change, an unsubscribe, must never fail on a place the gazetteer has since dropped).
  if ('shift' in data) {
    if (!shift.near) refuse('shift.near', t('alerts.shifts.errors.place'))
    try {
      shiftFilter(shiftCriteriaParams(shift))
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      refuse(PROBLEM_PATHS[error.key] ?? 'shift.near', t(error.key as 'alerts.shifts.errors.place'))
    }
  }
  const email = rest.email ?? originalDoc?.email
  if (typeof email !== 'string') return rest
  const searchKey = shiftSearchKeyOf(email, shift)
  await unique(searchKey, 'shift.near')
  return { ...rest, shift, searchKey }
}

/** A deleted alert's consents are withdrawn first (the records are kept as proof; docs/alerts.md). */
export const withdrawConsentOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await withdrawConsents(req, id)
}
