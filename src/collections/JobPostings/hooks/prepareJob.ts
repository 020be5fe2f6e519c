import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { missingFrench } from '@/domain/jobs/frenchText'
import { creationFields, frenchRefusal } from '@/domain/jobs/lifecycle'
import { readerLocale } from '@/domain/jobs/readerLocale'
import { buildSearchText, buildSearchTextFr } from '@/domain/jobs/searchText'
import { creationRule } from '@/domain/jobs/transitions'
import { translator } from '@/i18n/translator'

/**
 * New postings belong to their creator and start as the lifecycle table says: an employer's as an
 * unpaid draft, an admin's free and live at once (docs/lifecycle.md), which in Quebec needs the
 * French version (refused, field by field, in the reader's language). A server call without a user
 * (the demo seed) keeps the state it sets. Keeps the search columns and tags normalised on every write.
 */
export const prepareJob: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  let next = { ...data }
  if (operation === 'create') {
    if (req.user) next.createdBy = req.user.id
    if (req.user && creationRule(req.user).action === 'postFree') refuseWithoutFrench(next, collection.slug, req)
    if (req.user || !next.status) next = { ...next, ...(await creationFields(req.payload, req.user, req)) }
  }
  if (Array.isArray(next.tags)) {
    next.tags = [...new Set((next.tags as string[]).map((t) => String(t).trim().toLowerCase()).filter(Boolean))]
  }
  const posting = { ...originalDoc, ...next }
  next.searchText = buildSearchText(posting)
  next.searchTextFr = buildSearchTextFr(posting)
  return next
}

/** An admin's free post goes live at once: in Quebec, only with its French version. */
function refuseWithoutFrench(posting: Record<string, unknown>, collection: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) {
  const locale = readerLocale(req)
  const message = frenchRefusal(posting, locale)
  if (!message) return
  const t = translator(locale)
  // The first field carries the whole rule (forms show the first message); the others say they are required.
  const errors = missingFrench(posting).map((path, i) => ({
    path,
    message: i === 0 ? message : t('jobs.required', { label: t(`jobs.fields.${path}`) }),
  }))
  throw new ValidationError({ collection, errors, req })
}
