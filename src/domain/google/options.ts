/** What a notification tells Google about an address (the Indexing API's notification types). */
export const INDEXING_TYPES = ['URL_UPDATED', 'URL_DELETED'] as const
export type IndexingType = (typeof INDEXING_TYPES)[number]

/** What became of one notification (the ledger's `outcome`); all but `deferred` spent one of the day's requests. */
export const INDEXING_OUTCOMES = ['pending', 'sent', 'failed', 'deferred'] as const

/** The queue the notifications wait in. */
export const GOOGLE_QUEUE = 'google'
