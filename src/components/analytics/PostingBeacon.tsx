'use client'

import { useEffect } from 'react'

import { MAX_EVENTS, type PostingEvent } from '@/domain/analytics/events'

import { report } from './report'

/**
 * Reports, once the page is shown, the postings it listed (search impressions) and the one it
 * opened (a view). Rendered in cached pages: the HTML is the same for everyone, the report is the browser's.
 */
export function PostingBeacon({ listed = [], viewed = null }: { listed?: number[]; viewed?: number | null }) {
  const key = `${listed.join(',')}|${viewed ?? ''}`
  useEffect(() => {
    const [ids, opened] = key.split('|')
    const events: PostingEvent[] = ids ? ids.split(',').map((id) => ({ type: 'impression' as const, posting: Number(id) })) : []
    if (opened) events.unshift({ type: 'view', posting: Number(opened) })
    report(events.slice(0, MAX_EVENTS))
  }, [key])
  return null
}
