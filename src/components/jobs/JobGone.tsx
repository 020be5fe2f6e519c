import Link from 'next/link'

import { messages } from '@/i18n'

/** Shown for a posting that has expired or been closed (with status 410). */
export function JobGone() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{messages.jobs.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{messages.jobs.goneBody}</p>
      <Link href="/find-work" className="btn-primary mt-8">
        {messages.jobs.browseOthers}
      </Link>
    </section>
  )
}
