import type { GlobalAfterChangeHook } from 'payload'

import { expireAfterCommit } from '@/framework/expire'

/** The header, footer and site settings appear on every page: refresh them all. */
export const revalidateChrome: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireAfterCommit(req, { tags: ['site-chrome'], layout: true })
  return doc
}
