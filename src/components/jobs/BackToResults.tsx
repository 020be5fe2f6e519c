'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { parseJobSearchParams } from '@/domain/jobs/query'
import { Link } from '@/i18n/navigation'

import { backToListUrl, cameFromSearch } from './findWorkUrl'

/**
 * "← Back to results" to the search this posting was opened from (carried in the page's query
 * string), at the posting's card; "Browse other jobs" when it was opened from elsewhere. Read in
 * the browser: the page itself is cached without its query string. Links stay in the page's language.
 */
const subscribe = (changed: () => void) => {
  window.addEventListener('popstate', changed)
  return () => window.removeEventListener('popstate', changed)
}

export function BackToResults({ id }: { id: number }) {
  const t = useTranslations('jobs')
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '')
  const list = parseJobSearchParams(new URLSearchParams(search))
  return (
    <Link href={backToListUrl(id, list)} className="text-sm text-teal-800 underline">
      ← {cameFromSearch(list) ? t('backToResults') : t('browseOthers')}
    </Link>
  )
}
