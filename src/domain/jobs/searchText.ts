import { labelOf, positionTypeOptions } from './options'

type Searchable = {
  title?: string | null
  description?: string | null
  location?: string | null
  positionType?: string | null
  titleFr?: string | null
  descriptionFr?: string | null
}

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' \n ').toLowerCase()

/**
 * What Find Work searches, kept in one indexed column (trigram GIN): title, description,
 * location and position type (its value and its label), then the French title and description
 * when the posting has them, lower-cased.
 */
export const buildSearchText = (job: Searchable) =>
  joined([job.title, job.positionType, labelOf(positionTypeOptions, job.positionType), job.location, job.description, job.titleFr, job.descriptionFr])

/**
 * The French title and description alone, lower-cased (trigram-indexed too), or null without
 * them: on French pages, postings whose French text matches come first (search.ts).
 */
export const buildSearchTextFr = (job: Searchable) => joined([job.titleFr, job.descriptionFr]) || null
