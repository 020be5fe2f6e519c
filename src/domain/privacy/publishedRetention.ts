import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload/client'

import { RETENTION_DEFAULTS, retentionPeriods, type RetentionPeriods } from './retention'

/**
 * The periods the privacy page states. Cached with the site's chrome: saving site settings expires
 * `site-chrome` and every page (revalidateChrome), so the page, rendered statically, shows new
 * periods from the next request on.
 */
const cached = unstable_cache(async () => retentionPeriods(await getPayloadClient()), ['retention-periods'], { tags: ['site-chrome'] })

export async function publishedRetention(): Promise<RetentionPeriods> {
  // The build itself never needs a database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return { ...RETENTION_DEFAULTS }
  return cached()
}
