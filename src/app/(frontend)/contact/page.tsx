import { contactMailto, contactTel } from '@/components/site/navigation'
import { messages } from '@/i18n'

export const metadata = { title: messages.pages.contact }

export default function ContactPage() {
  const s = messages.site
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{messages.pages.contact}</h1>
      <p className="mt-4 text-slate-700">{messages.pages.contactIntro}</p>
      <address className="mt-8 space-y-2 not-italic">
        <p>
          <a className="text-teal-800 underline" href={contactMailto}>
            {s.contactEmail}
          </a>
        </p>
        <p>
          <a className="text-teal-800 underline" href={contactTel}>
            {s.contactPhone}
          </a>
        </p>
        <p>{s.city}</p>
      </address>
    </section>
  )
}
