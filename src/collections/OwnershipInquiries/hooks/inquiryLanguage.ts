import type { CollectionBeforeChangeHook } from 'payload'

import { requestLanguage } from '@/i18n/requestLanguage'

/**
 * An inquiry keeps the language of the page it was sent from (the request's: cookie, then
 * Accept-Language), so the inquirer's confirmation goes out in it. Only the server sets it.
 */
export const inquiryLanguage: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' ? { ...data, language: requestLanguage(req) } : data
