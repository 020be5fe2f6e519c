import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { withdrawConsents } from '@/domain/alerts/consent'
import { normalAlertSearch, searchShape } from '@/domain/alerts/search'
import { searchKeyOf } from '@/domain/alerts/searchKey'
import { requestTranslator } from '@/i18n/requestLanguage'
import { z } from '@/lib/zod'

const searchFields = z.object(searchShape)

/**
 * Keeps an alert's search in Find Work's normal form and its one-alert-per-address-and-search key
 * in step; a change that would make a second alert for the same address and search is refused
 * (the database's unique key backs this).
 */
export const keepSearchKey: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  // The search as sent (a generic PATCH reaches here before Payload checks the fields' types).
  const sent = searchFields.safeParse({ q: data.q ?? undefined, chips: data.chips ?? undefined, province: data.province, positionType: data.positionType })
  if (!sent.success) {
    const path = String(sent.error.issues[0]?.path[0] ?? 'q')
    throw new ValidationError({ collection: 'job-alerts', errors: [{ path, message: requestTranslator(req)('alerts.errors.search') }] })
  }
  const merged = { ...(originalDoc ?? {}), ...data }
  if (typeof merged.email !== 'string') return data
  const search = normalAlertSearch(merged)
  const searchKey = searchKeyOf(merged.email, search)
  if (operation === 'update' && searchKey !== originalDoc?.searchKey) {
    const { totalDocs } = await req.payload.count({ collection: 'job-alerts', where: { searchKey: { equals: searchKey } }, overrideAccess: true, req })
    if (totalDocs > 0) throw new ValidationError({ collection: 'job-alerts', errors: [{ path: 'q', message: requestTranslator(req)('alerts.errors.duplicate') }] })
  }
  const changed = 'q' in data || 'chips' in data ? { q: search.q, chips: search.chips } : {}
  return { ...data, ...changed, searchKey }
}

/** A deleted alert's consents are withdrawn first (the records are kept as proof; docs/alerts.md). */
export const withdrawConsentOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await withdrawConsents(req, id)
}
