/**
 * Tags of the cached public views of postings. Find Work's pages and the anonymous REST reads carry
 * the list tag; a posting's own page carries its posting tag as well.
 */
export const JOB_LIST_TAG = 'jobs:list'
export const jobTag = (id: number | string) => `jobs:${id}`
export const jobTags = (id: number | string) => [JOB_LIST_TAG, jobTag(id)]
