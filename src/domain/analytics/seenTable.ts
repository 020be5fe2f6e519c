/**
 * The events visitors reported recently, kept by one process (when there is no Redis): a table of
 * fixed size in typed arrays, allocated once. Each entry is a 64-bit fingerprint of (visitor mark,
 * event type, posting) and the second it expires; a bucket of 8 slots takes a new entry in an
 * expired slot, else in place of the one expiring first, so the oldest marks go first and memory never
 * grows. Why not a map of strings: each event left a key and an entry object on the heap for 30 minutes
 * (~150 bytes each, all of them outliving the young generation), which cost a report of 20 postings
 * more than the rest of its handling. Pure: the unit tests use it directly.
 */
const SLOTS_PER_BUCKET = 8
/** Bytes a slot takes: two 32-bit halves of the fingerprint and a 32-bit expiry in seconds. */
const SLOT_BYTES = 12

/** Murmur3's finaliser: spreads every input bit over the 32 bits. */
function mix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Two independent 32-bit hashes of a string (FNV-1a from two starting points). */
function hashPair(text: string): [number, number] {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193)
  }
  return [mix(a), mix(b ^ 0x9e3779b9)]
}

export class SeenTable {
  private readonly high: Uint32Array
  private readonly low: Uint32Array
  private readonly until: Uint32Array
  private readonly bucketMask: number

  /** A table within `maxBytes` (its size rounded down to a power of two buckets). */
  constructor(maxBytes: number) {
    let buckets = 1
    while (buckets * 2 * SLOTS_PER_BUCKET * SLOT_BYTES <= maxBytes) buckets *= 2
    const slots = buckets * SLOTS_PER_BUCKET
    this.high = new Uint32Array(slots)
    this.low = new Uint32Array(slots)
    this.until = new Uint32Array(slots)
    this.bucketMask = buckets - 1
  }

  /** How many entries it holds at most. */
  get capacity(): number {
    return this.until.length
  }

  /**
   * Whether each of a visitor's `keys` (small whole numbers naming an event, see `eventKey`) is seen
   * for the first time since `windowMs` before `atMs`; each is then marked until `atMs + windowMs`.
   */
  firstSeen(mark: string, keys: number[], atMs: number, windowMs: number): boolean[] {
    const [seedHigh, seedLow] = hashPair(mark)
    const now = Math.floor(atMs / 1000)
    const expires = Math.ceil((atMs + windowMs) / 1000)
    return keys.map((key) => {
      const high = mix(seedHigh ^ Math.imul(key, 0x9e3779b1) ^ Math.floor(key / 0x100000000))
      const low = mix(seedLow + Math.imul(key, 0x27d4eb2f) + Math.floor(key / 0x100000000))
      const first = (high & this.bucketMask) * SLOTS_PER_BUCKET
      let slot = first
      for (let i = first; i < first + SLOTS_PER_BUCKET; i++) {
        const live = this.until[i] > now
        if (live && this.high[i] === high && this.low[i] === low) return false
        // The slot to take: an expired or empty one, else the one that expires first.
        if (this.until[slot] > now && (!live || this.until[i] < this.until[slot])) slot = i
      }
      this.high[slot] = high
      this.low[slot] = low
      this.until[slot] = expires
      return true
    })
  }
}
