import type { CollectionBeforeOperationHook, SelectType } from 'payload'

import { VISIBILITY_FIELDS } from '@/domain/jobs/visibility'

/** Payload's rule: a select with any `false` in it lists what to leave out, otherwise what to keep. */
const excludes = (select: SelectType): boolean =>
  Object.values(select).some((v) => v === false || (typeof v === 'object' && v !== null && excludes(v as SelectType)))

/**
 * The field read rules (company, contact email) decide from the posting's paid, confidential and
 * owner fields, so no `select` may drop them: kept in "keep these" selects, never left out in
 * "leave these out" ones. Runs for every operation that returns postings, populated ones included.
 */
export const keepVisibilityFields: CollectionBeforeOperationHook = ({ args }) => {
  const select = (args as { select?: SelectType }).select
  if (!select || typeof select !== 'object') return args
  const next: SelectType = { ...select }
  const leaveOut = excludes(select)
  for (const field of VISIBILITY_FIELDS) {
    if (leaveOut) delete next[field]
    else next[field] = true
  }
  return { ...args, select: Object.keys(next).length > 0 ? next : undefined }
}
