import type { Where } from 'payload'

import { dayEndsAt, dayStartsAt } from './days'
import type { ListBasics } from './params'

/** Search text for a `contains` condition, its LIKE wildcards (`%`, `_`) and escape character taken literally. */
export const literalText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The conditions every list's basics make on the date field `dated` (from the first instant of
 * `from` to the last of `to`, in the site's time zone) and on the searched paths (any of them
 * contains the text, case aside).
 */
export function basicsWhere({ from, to, q }: Pick<ListBasics, 'from' | 'to' | 'q'>, dated: string, searched: readonly string[]): Where[] {
  const and: Where[] = []
  if (from) and.push({ [dated]: { greater_than_equal: dayStartsAt(from).toISOString() } })
  if (to) and.push({ [dated]: { less_than: dayEndsAt(to).toISOString() } })
  if (q) and.push({ or: searched.map((path) => ({ [path]: { contains: literalText(q) } })) })
  return and
}
