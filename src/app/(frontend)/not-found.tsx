import Link from 'next/link'

import { messages } from '@/i18n'

export const metadata = { title: messages.notFound.title, robots: { index: false } }

export default function NotFound() {
  const m = messages.notFound
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-teal-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{m.title}</h1>
      <p className="mt-3 text-slate-700">{m.body}</p>
      <Link href="/" className="btn-primary mt-8">
        {m.home}
      </Link>
    </section>
  )
}
