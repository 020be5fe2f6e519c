import { initI18n } from '@payloadcms/translations'
import type { CollectionBeforeOperationHook } from 'payload'

import { languageOf } from './locale'
import { saidLocale } from './requestLanguage'

/**
 * Payload picks its own messages' language (a field's "invalid selection", a login's refusal) from
 * its cookie or Accept-Language only, and a Local API call's from neither; the site's order puts the
 * page the request came from and the language the person chose first (requestLanguage.ts). Where the
 * request says its language, Payload's messages follow the site's order, so a French page's request
 * reads Payload's refusals in French like the site's own.
 */
export const payloadSpeaksRequestLanguage: CollectionBeforeOperationHook = async ({ args, req }) => {
  // The panel's own server renders keep the panel's language (its cookie, then the browser's).
  if (req.pathname?.startsWith(req.payload.config.routes.admin)) return args
  const decided = saidLocale(req)
  const language = decided && languageOf(decided)
  if (language && req.i18n && req.i18n.language !== language) {
    // initI18n keeps one instance per language: this builds nothing per request.
    req.i18n = await initI18n({ config: req.payload.config.i18n, context: 'api', language })
    req.t = req.i18n.t
  }
  return args
}
