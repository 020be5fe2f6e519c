import 'server-only'

import { requestTranslator } from '@/i18n/requestLanguage'
import { clientAddress } from '@/lib/clientAddress'
import { serverUrl } from '@/lib/env'

import { MAX_BODY_BYTES, parseEvents, siteDay } from './events'
import { countSoon } from './counting'
import { isCrawler, visitorMark } from './visitor'

/** A report as it arrived: its headers and its body's text (read by the caller, at most a few KB). */
export type Report = { headers: Pick<Headers, 'get'>; body: string }
/** 204: taken (counted or not); 400: not a report, with why in the request's language. */
export type ReportAnswer = { status: 204 } | { status: 400; error: string }

const NO_CONTENT = { status: 204 } as const

/** A report from another site's page (its Origin is neither the site's address nor the host asked): not counted. */
function fromElsewhere(headers: Report['headers']): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  try {
    const host = new URL(origin).host
    return host !== new URL(serverUrl()).host && host !== headers.get('host')
  } catch {
    return true
  }
}

const refused = (headers: Report['headers']): ReportAnswer => ({ status: 400, error: requestTranslator({ headers })('analytics.badReport') })

/**
 * A browser's report of what a Find Work page or a posting's page showed it (`navigator.sendBeacon`,
 * docs/analytics.md). 400 and nothing counted when the report is not `{ events: [{ type, posting }] }`
 * within the limits; else 204, counted or not: crawlers, another site's pages, a visitor's repeats
 * within 30 minutes, and reports while the shared store is away are silently left out. It answers
 * before the repeat check (counting.ts), which the browser has no use for waiting for. The site's
 * server answers it before Next (framework/analyticsIntake.mjs), cheaply: a report comes with nearly
 * every page view. The route answers the same way when the app runs without that server.
 */
export function receiveReport({ headers, body }: Report): ReportAnswer {
  if (Number(headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return refused(headers)
  const events = parseEvents(body)
  if (!events) return refused(headers)
  const userAgent = headers.get('user-agent')
  if (isCrawler(userAgent) || fromElsewhere(headers)) return NO_CONTENT
  const now = new Date()
  const day = siteDay(now)
  countSoon(visitorMark(clientAddress({ headers }), userAgent!, day), events, now, day)
  return NO_CONTENT
}
