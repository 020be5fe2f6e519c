import { LocalLink as Link } from './LocalLink'

/** A centred full-page message with one way onward: 404, ended postings, payment received (a site path, in the page's language). */
export function MessagePanel({ title, body, link, eyebrow }: { title: string; body: string; link: { href: string; label: string }; eyebrow?: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      {eyebrow ? (
        <p className="text-6xl font-bold text-teal-700" aria-hidden="true">
          {eyebrow}
        </p>
      ) : null}
      <h1 className={`${eyebrow ? 'mt-4 ' : ''}text-3xl font-bold`}>{title}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <Link href={link.href} className="btn-primary mt-8">
        {link.label}
      </Link>
    </section>
  )
}
