import type { MetadataRoute } from 'next'

import { localizedPath, locales } from '@/i18n/locale'
import { serverUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** Site paths no crawler needs, in every language (/fr/preview as well as /preview). */
const PRIVATE_PAGES = ['/preview', '/auth/callback', '/auth/reset-password']

export default function robots(): MetadataRoute.Robots {
  const pages = PRIVATE_PAGES.flatMap((path) => locales.map((locale) => localizedPath(path, locale)))
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', ...pages] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
    host: serverUrl(),
  }
}
