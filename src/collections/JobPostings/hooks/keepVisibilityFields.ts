import type { CollectionBeforeOperationHook, SelectType } from 'payload'
import { getSelectMode } from 'payload/shared'

import { VISIBILITY_FIELDS } from '@/domain/jobs/visibility'

/**
 * The field read rules (company, contact email) decide from the posting's paid, confidential and
 * owner fields, so no `select` may drop them: kept in "keep these" selects, never left out in
 * "leave these out" ones. Which kind a select is follows Payload's own reading (any `false` makes
 * it "leave these out"), so both agree. Runs for every operation that returns postings, populated
 * ones included. (Payload's `forceSelect` is not enough: it is skipped for "leave these out" selects.)
 */
export const keepVisibilityFields: CollectionBeforeOperationHook = ({ args }) => {
  const select = (args as { select?: SelectType }).select
  if (!select || typeof select !== 'object') return args
  const next: SelectType = { ...select }
  if (getSelectMode(select) === 'include') {
    for (const field of VISIBILITY_FIELDS) next[field] = true
    return { ...args, select: next }
  }
  for (const field of VISIBILITY_FIELDS) delete next[field]
  // Payload reads a select with any `false` as "leave these out" and ignores its `true`s: when only
  // rule fields were left out, nothing is, and the whole posting is read.
  return { ...args, select: getSelectMode(next) === 'exclude' ? next : undefined }
}
