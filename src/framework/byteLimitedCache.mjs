/**
 * A map that keeps its most recently used entries within a budget in bytes (each entry's size as the
 * caller measures it), so an in-process cache never grows with the number of distinct URLs asked.
 * An entry larger than the whole budget is not kept.
 */
export class ByteLimitedCache {
  /** @param {number} maxBytes @param {(value: any, key: string) => number} sizeOf */
  constructor(maxBytes, sizeOf) {
    this.maxBytes = maxBytes
    this.sizeOf = sizeOf
    /** @type {Map<string, { value: any, bytes: number }>} most recently used last */
    this.entries = new Map()
    this.bytes = 0
  }

  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key, value) {
    this.delete(key)
    const bytes = this.sizeOf(value, key) + key.length * 2
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  keys() {
    return this.entries.keys()
  }

  /** Every [key, value], oldest first, without marking any as used. */
  *[Symbol.iterator]() {
    for (const [key, { value }] of this.entries) yield [key, value]
  }
}

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
