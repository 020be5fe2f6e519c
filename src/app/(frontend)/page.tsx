import Link from 'next/link'

import { messages } from '@/i18n'

export default function HomePage() {
  const p = messages.pages
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{p.home}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{p.homeIntro}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link href="/post-job" className="btn-primary">
            {p.postPosition}
          </Link>
          <Link href="/find-work" className="btn-secondary">
            {p.findOpportunities}
          </Link>
        </div>
      </div>
    </section>
  )
}
