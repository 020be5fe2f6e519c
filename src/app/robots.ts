import type { MetadataRoute } from 'next'

import { serverUrl } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/preview', '/auth/callback', '/auth/reset-password'] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
    host: serverUrl(),
  }
}
