import { messages } from '@/i18n'

/** A route whose full screen arrives in a later release: its title and a short note. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{messages.placeholder.comingSoon}</p>
    </section>
  )
}
