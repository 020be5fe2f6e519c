/**
 * Deterministic sampling for the matrix: which personas send each per-field case. Every case still
 * runs, for `perCase` of the personas its tier calls for; over a collection's cases each persona
 * gets an even share (a seeded shuffle, then round robin), so every persona still tries every kind
 * of modifier on most fields. Same seed, same sample: a failure reproduces.
 */

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

/** For each of `count` cases, the personas (of `eligible`) that send it. */
export function samplePersonas<P>(seed: number, label: string, count: number, eligible: readonly P[], perCase: number): P[][] {
  if (eligible.length <= perCase) return Array.from({ length: count }, () => [...eligible])
  const random = generator(seed ^ hash(label))
  const order = Array.from({ length: count }, (_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const out: P[][] = new Array(count)
  order.forEach((caseIndex, k) => {
    out[caseIndex] = Array.from({ length: perCase }, (_, r) => eligible[(k * perCase + r) % eligible.length])
  })
  return out
}
