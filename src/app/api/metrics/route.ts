import { createHash, timingSafeEqual } from 'node:crypto'

import { siteMetrics } from '@/framework/metrics.mjs'
import { metricsToken } from '@/lib/env'
import { answersWithin } from '@/lib/health'
import { refreshGauges } from '@/lib/metricsGauges'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte. */
const tokenMatches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

/**
 * This process's Prometheus metrics, for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`).
 * Without the variable the endpoint does not exist (404); a wrong or missing token is 401. Each
 * instance answers for itself: scrape every instance, not the load balancer.
 */
export async function GET(request: Request) {
  const expected = metricsToken()
  if (!expected) return new Response('Not Found', { status: 404 })
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!given || !tokenMatches(given, expected)) {
    return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } })
  }
  // A database that does not answer must not fail or stall the scrape: the other metrics say why.
  await answersWithin(() => getPayloadClient().then(refreshGauges))
  const { registry } = siteMetrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
