import { telHref } from '@/components/site/Footer'
import type { ContactBlock as Props } from '@/payload-types'
import { getSiteChrome } from '@/domain/content/siteChrome'

/** Contact details come from the site settings, so they are edited in one place. */
export async function ContactBlock({ heading, body, buttonLabel }: Props) {
  const { settings } = await getSiteChrome('en')
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2>
        {body ? <p className="mt-4 text-lg text-slate-700">{body}</p> : null}
        <address className="mt-6 space-y-1 not-italic text-slate-800">
          <p>
            <a className="text-teal-800 underline" href={`mailto:${settings.contactEmail}`}>
              {settings.contactEmail}
            </a>
          </p>
          <p>
            <a className="text-teal-800 underline" href={telHref(settings.contactPhone)}>
              {settings.contactPhone}
            </a>
          </p>
          <p>{settings.city}</p>
        </address>
        {buttonLabel ? (
          <a href={`mailto:${settings.contactEmail}`} className="btn-primary mt-8">
            {buttonLabel}
          </a>
        ) : null}
      </div>
    </section>
  )
}
