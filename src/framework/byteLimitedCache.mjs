/**
 * A map that keeps its most recently used entries within a budget in bytes (each entry's size as the
 * caller measures it), so an in-process cache never grows with the number of distinct URLs asked.
 * An entry larger than the whole budget is not kept.
 *
 * The order of use is a linked list beside the map, so that using or dropping an entry never walks
 * the map: reordering a Map by delete-and-set leaves holes that every later walk from its start
 * steps over, which made each new entry of a full cache cost ~12 µs (a new visitor's report of 20
 * postings ~250 µs).
 */
export class ByteLimitedCache {
  /** @param {number} maxBytes @param {(value: any, key: string) => number} sizeOf */
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes
    this.sizeOf = sizeOf
    /** @type {Map<string, Entry>} */
    this.entries = new Map()
    /** @type {Entry | null} the least recently used */
    this.oldest = null
    /** @type {Entry | null} the most recently used */
    this.newest = null
    this.bytes = 0
  }

  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.unlink(entry)
    this.append(entry)
    return entry.value
  }

  set(key, value) {
    this.delete(key)
    const bytes = this.sizeOf(value, key) + key.length * 2
    if (bytes > this.maxBytes) return
    /** @type {Entry} */
    const entry = { key, value, bytes, older: null, newer: null }
    this.entries.set(key, entry)
    this.append(entry)
    this.bytes += bytes
    while (this.bytes > this.maxBytes && this.oldest) this.delete(this.oldest.key)
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.unlink(entry)
    this.bytes -= entry.bytes
  }

  /** The keys, oldest first. */
  *keys() {
    for (let entry = this.oldest; entry; entry = entry.newer) yield entry.key
  }

  /** Every [key, value], oldest first, without marking any as used. */
  *[Symbol.iterator]() {
    for (let entry = this.oldest; entry; entry = entry.newer) yield [entry.key, entry.value]
  }

  /** @param {Entry} entry */
  append(entry) {
    entry.older = this.newest
    entry.newer = null
    if (this.newest) this.newest.newer = entry
    else this.oldest = entry
    this.newest = entry
  }

  /** @param {Entry} entry */
  unlink(entry) {
    if (entry.older) entry.older.newer = entry.newer
    else this.oldest = entry.newer
    if (entry.newer) entry.newer.older = entry.older
    else this.newest = entry.older
    entry.older = entry.newer = null
  }
}

/** @typedef {{ key: string, value: any, bytes: number, older: Entry | null, newer: Entry | null }} Entry */

/**
 * Bytes a Next cache entry holds: its page (HTML, RSC payload, segments) or route body, or its data;
 * strings counted at two bytes a character (the most V8 uses).
 */
export function cacheEntryBytes(entry) {
  const value = entry?.value
  if (!value) return 64
  const buffer = (b) => b?.byteLength ?? b?.length ?? 0
  const text = (s) => (typeof s === 'string' ? s.length * 2 : 0)
  let bytes = text(value.html) + buffer(value.rscData) + buffer(value.body) + text(value.postponed)
  for (const [path, segment] of value.segmentData ?? []) bytes += text(path) + buffer(segment)
  if (value.data) bytes += text(JSON.stringify(value.data))
  return bytes + 256
}
