import { chipTag } from './chips'

/**
 * Which postings are remote (docs/search.md): the box ticked, a location that says so (the spec's
 * Remote chip: "a location containing remote") or the remote tag. Every save writes the answer to
 * the posting's `remote` (prepareJob), so the chip, the distance search's "remote positions wherever
 * they are", the in-memory index and the Remote badge all read that one column.
 */
export const isRemotePosting = (posting: { remote?: boolean | null; location?: string | null; tags?: unknown }): boolean =>
  posting.remote === true || /remote/i.test(posting.location ?? '') || (Array.isArray(posting.tags) && posting.tags.includes(chipTag('remote')))
