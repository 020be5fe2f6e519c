import type { Payload } from 'payload'

import type { Language } from '@/i18n/locale'
import { database, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'

import { j, listedSql } from './listing'
import { keptWhileListed, searchCounts } from './listedIndex'
import { MAX_WORDS, searchWords } from './search'

/** Words this short are left as typed: too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 4
/** How alike a replacement must be (pg_trgm's similarity: shared trigrams over all trigrams). */
const MIN_SIMILARITY = 0.45
/** Postings read for a word's candidates: the index returns those most likely to hold it. */
const CANDIDATE_POSTINGS = 20

/** A word's trigrams as pg_trgm makes them: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/** pg_trgm's similarity of two words, in TypeScript. */
function similarity(a: string, b: string): number {
  const x = trigrams(a)
  const y = trigrams(b)
  let shared = 0
  for (const g of x) if (y.has(g)) shared++
  return shared / (x.size + y.size - shared)
}

/**
 * The word of live postings closest to `word` (found through the trigram index on their search
 * text, then compared word by word), or null when none is alike enough.
 */
async function closestWord(payload: Payload, word: string): Promise<string | null> {
  // `<%` (the word is like some part of the text) uses the index; its default threshold (0.6) would
  // miss a typo as common as "pharmasist" (0.57 alike), so this transaction lowers it.
  const rows = await (await database(payload)).transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = ${sql.raw(String(MIN_SIMILARITY))}`)
    const found = await tx.execute(
      sql`SELECT ${j.searchText} AS text FROM ${job_postings} ${j} WHERE ${listedSql()} AND ${word} <% ${j.searchText} LIMIT ${CANDIDATE_POSTINGS}`,
    )
    return found.rows as { text?: unknown }[]
  })
  let best: { word: string; score: number } | null = null
  for (const row of rows) {
    for (const candidate of new Set(String(row.text ?? '').split(/[^\p{L}\p{N}]+/u))) {
      if (candidate.length < MIN_LENGTH || candidate === word) continue
      const score = similarity(word, candidate)
      if (score >= MIN_SIMILARITY && (!best || score > best.score)) best = { word: candidate, score }
    }
  }
  return best?.word ?? null
}

/**
 * "Did you mean": the search's words with each one that finds nothing on its own replaced by the
 * closest word of live postings, or null when no word was replaced. The words that stay are kept as
 * the person typed them (« médecin famile » becomes « médecin famille », not « medecin famille »).
 */
export async function correctedWords(payload: Payload, q: string, language: Language): Promise<string | null> {
  const correct = async (word: string) => {
    if (word.length < MIN_LENGTH) return word
    if ((await searchCounts(payload, { q: word, chips: [] }, language)).total > 0) return word
    return (await keptWhileListed(payload, `closest:${word}`, () => closestWord(payload, word))) ?? word
  }
  let changed = false
  const typed = q.trim().split(/\s+/).slice(0, MAX_WORDS)
  const words = await Promise.all(
    typed.map(async (token) => {
      // A typed word is searched as its folded parts (searchWords); it stays as typed unless one of them is replaced.
      const parts = searchWords(token)
      const fixed = await Promise.all(parts.map(correct))
      if (fixed.every((word, i) => word === parts[i])) return token
      changed = true
      return fixed.join(' ')
    }),
  )
  return changed ? words.join(' ') : null
}
