'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { parseJobSearchParams } from '@/domain/jobs/query'
import { messages } from '@/i18n'

import { backToListUrl, cameFromSearch } from './findWorkUrl'

/**
 * "← Back to results" to the search this posting was opened from (carried in the page's query
 * string), at the posting's card; "Browse other jobs" when it was opened from elsewhere. Read in
 * the browser: the page itself is cached without its query string.
 */
const subscribe = (changed: () => void) => {
  window.addEventListener('popstate', changed)
  return () => window.removeEventListener('popstate', changed)
}

export function BackToResults({ id }: { id: number }) {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '')
  const list = parseJobSearchParams(new URLSearchParams(search))
  return (
    <Link href={backToListUrl(id, list)} className="text-sm text-teal-800 underline">
      ← {cameFromSearch(list) ? messages.jobs.backToResults : messages.jobs.browseOthers}
    </Link>
  )
}
