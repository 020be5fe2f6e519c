import { parseEvents, MAX_BODY_BYTES, siteDay } from '@/domain/analytics/events'
import { tally } from '@/domain/analytics/tally'
import { firstReports, isCrawler, visitorMark } from '@/domain/analytics/visitor'
import { requestTranslator } from '@/i18n/requestLanguage'
import { clientAddress } from '@/lib/clientAddress'
import { serverUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/client'

const noContent = () => new Response(null, { status: 204 })

/** A report from another site's page (its Origin is neither the site's address nor the host asked): not counted. */
function fromElsewhere(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    const host = new URL(origin).host
    return host !== new URL(serverUrl()).host && host !== request.headers.get('host')
  } catch {
    return true
  }
}

/**
 * POST /api/analytics/events: what a Find Work page or a posting's page showed this browser
 * (`navigator.sendBeacon`, docs/analytics.md). 400 and nothing counted when the report is not
 * `{ events: [{ type, posting }] }` within the limits; else 204, counted or not: crawlers, another
 * site's pages, a visitor's repeats within 30 minutes, and reports while the shared store is away
 * are silently left out.
 */
export async function POST(request: Request) {
  const t = requestTranslator(request)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return Response.json({ error: t('analytics.badReport') }, { status: 400 })
  const events = parseEvents(await request.text().catch(() => ''))
  if (!events) return Response.json({ error: t('analytics.badReport') }, { status: 400 })
  const userAgent = request.headers.get('user-agent')
  if (isCrawler(userAgent) || fromElsewhere(request)) return noContent()
  const now = new Date()
  const day = siteDay(now)
  try {
    const counted = await firstReports(visitorMark(clientAddress(request), userAgent!, day), events, now.getTime())
    tally(counted, day, getPayloadClient)
  } catch {
    // Counting is best effort: a store that does not answer loses these reports, never the page.
  }
  return noContent()
}
