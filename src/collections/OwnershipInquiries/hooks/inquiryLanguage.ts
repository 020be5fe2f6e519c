import type { CollectionBeforeChangeHook } from 'payload'

import { languageOf } from '@/i18n/locale'
import { chosenLocale } from '@/i18n/requestLanguage'

/**
 * An inquiry keeps the language the inquirer chose (chosenLocale: the page it was sent from, then
 * the NEXT_LOCALE cookie), so their confirmation goes out in it. Only the server sets it.
 */
export const inquiryLanguage: CollectionBeforeChangeHook = ({ data, operation, req }) =>
  operation === 'create' ? { ...data, language: languageOf(chosenLocale(req)) } : data
