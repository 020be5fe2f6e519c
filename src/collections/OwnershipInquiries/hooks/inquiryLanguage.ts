import type { CollectionBeforeChangeHook } from 'payload'

import { readerLocale } from '@/domain/jobs/readerLocale'
import { languageOf } from '@/i18n/locale'

/**
 * An inquiry keeps the language of the page it was sent from (readerLocale: the page's /fr prefix,
 * then the NEXT_LOCALE cookie), so the inquirer's confirmation goes out in it. Only the server sets it.
 */
export const inquiryLanguage: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' ? { ...data, language: languageOf(readerLocale(req)) } : data
