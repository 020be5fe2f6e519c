import { enumLabel } from '@/i18n/enums'

export type Searchable = {
  title?: string | null
  description?: string | null
  location?: string | null
  city?: string | null
  province?: string | null
  positionType?: string | null
  titleFr?: string | null
  descriptionFr?: string | null
}

/**
 * Text as Find Work compares it: lower-case, without accents (« infirmière » and "infirmiere" are
 * the same word to someone typing on an English keyboard), ligatures spelled out (œ → oe).
 * The stored search text and the query's words both go through it.
 */
export const foldForSearch = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae')

export const joined = (parts: (string | null | undefined)[]) => foldForSearch(parts.filter(Boolean).join(' \n '))

/**
 * What Find Work searches, kept in one indexed column (trigram GIN): title, description,
 * location and position type (its value and its English label), then the French title and description
 * when the posting has them, folded (foldForSearch).
 */
export const buildSearchText = (job: Searchable) =>
  joined([job.title, job.positionType, enumLabel('en-CA', 'positionType', job.positionType), job.location, job.description, job.titleFr, job.descriptionFr])

/**
 * The French title and description alone, folded (trigram-indexed too), or null without
 * them: on French pages, postings whose French text matches come first (search.ts).
 */
export const buildSearchTextFr = (job: Searchable) => joined([job.titleFr, job.descriptionFr]) || null

