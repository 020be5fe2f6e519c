import { labelOf, positionTypeOptions } from './options'

type Searchable = {
  title?: string | null
  description?: string | null
  location?: string | null
  positionType?: string | null
}

/**
 * What Find Work searches, kept in one indexed column (trigram GIN): title, description,
 * location and position type (its value and its label), lower-cased.
 */
export const buildSearchText = (job: Searchable) =>
  [job.title, job.positionType, labelOf(positionTypeOptions, job.positionType), job.location, job.description]
    .filter(Boolean)
    .join(' \n ')
    .toLowerCase()
