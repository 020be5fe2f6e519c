import { enumLabel } from '@/i18n/enums'

import { joined, type Searchable } from './searchText'

/**
 * The parts relevance weighs, folded the same way: the titles (weighed most), the position type in
 * both languages, then the place (location, city, province by code and name). The database keeps a
 * weighted word vector of them and of the whole search text (the collection's searchVector).
 */
export const buildSearchParts = (job: Searchable) => ({
  searchTitle: joined([job.title, job.titleFr]),
  searchType: job.positionType
    ? joined([job.positionType, enumLabel('en-CA', 'positionType', job.positionType), enumLabel('fr-CA', 'positionType', job.positionType)])
    : '',
  searchPlace: joined([
    job.location,
    job.city,
    job.province,
    job.province ? enumLabel('en-CA', 'province', job.province) : null,
    job.province ? enumLabel('fr-CA', 'province', job.province) : null,
  ]),
})
