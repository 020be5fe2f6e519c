'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore, useTransition } from 'react'

import { lastRequestId } from './requestId'

const noSubscription = () => () => {}

type Props = {
  error: Error & { digest?: string }
  reset: () => void
  title: string
  body: string
  retryLabel: string
  /** The reference line (the server log entry's digest), when there is one. */
  reference: string | null
  /** The request line, with `{id}` for the failed request's id (the request log's `reqId`). */
  requestLabel: string
  /** The way home, a link in the page's language. */
  home: React.ReactNode
}

/**
 * A page that failed to render. Try Again asks the server for the page afresh (a failed server
 * render is not retried by reset() alone) and then clears the error. The copy is given: the site's
 * error screens take it from the catalogue, the root one (no catalogue provider) from its own copy.
 */
export function ErrorScreen({ error, reset, title, body, retryLabel, reference, requestLabel, home }: Props) {
  const router = useRouter()
  const [retrying, startTransition] = useTransition()
  // Read in the browser only (the server render has none to show), without a hydration mismatch.
  const requestId = useSyncExternalStore(noSubscription, lastRequestId, () => null)

  useEffect(() => {
    console.error(error)
  }, [error])

  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })

  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-busy={retrying}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={retry} disabled={retrying}>
          {retryLabel}
        </button>
        {home}
      </div>
      {reference || requestId ? (
        <p className="mt-6 text-xs text-slate-500">
          {[reference, requestId && requestLabel.replace('{id}', requestId)].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </section>
  )
}
