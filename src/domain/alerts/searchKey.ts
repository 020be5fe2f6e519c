import { createHash } from 'node:crypto'

import { normalAlertSearch } from './search'

/** One alert per address and search: the digest of both (the collection's unique `searchKey`). */
export function searchKeyOf(email: string, search: Parameters<typeof normalAlertSearch>[0]): string {
  const s = normalAlertSearch(search)
  const parts = [email.trim().toLowerCase(), s.q.toLowerCase(), s.chips.join(','), s.province ?? '', s.positionType ?? '']
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}
