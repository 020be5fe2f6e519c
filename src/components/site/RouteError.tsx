'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useTransition } from 'react'

import { screenStates as s } from '@/i18n/legacy-screenStates'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * The site's screen for a page that failed to render, inside the header and footer. Try Again asks
 * the server for the page afresh (a failed server render is not retried by reset() alone) and then
 * clears the error. The reference matches the server's log entry.
 */
export function RouteError({ error, reset }: Props) {
  const router = useRouter()
  const [retrying, startTransition] = useTransition()

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
      <h1 className="text-3xl font-bold">{s.errorTitle}</h1>
      <p className="mt-3 text-slate-700">{s.errorBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={retry} disabled={retrying}>
          {s.tryAgain}
        </button>
        <Link href="/" className="btn-secondary">
          {s.home}
        </Link>
      </div>
      {error.digest ? <p className="mt-6 text-xs text-slate-500">{s.reference(error.digest)}</p> : null}
    </section>
  )
}
