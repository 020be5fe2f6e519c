import type { GlobalAfterChangeHook } from 'payload'

import { revalidate } from '@/lib/revalidate'

/** The header, footer and site settings appear on every page: refresh them all. */
export const revalidateChrome: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidate(req.payload, { tags: ['site-chrome'], layout: true })
  return doc
}
