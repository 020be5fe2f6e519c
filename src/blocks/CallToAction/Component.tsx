import { SmartLink } from '@/components/ui/SmartLink'
import type { CallToActionBlock as Props } from '@/payload-types'

export function CallToActionBlock({ heading, body, buttons, tone }: Props) {
  const dark = tone !== 'light'
  return (
    <section className={dark ? 'bg-teal-900 text-white' : 'bg-teal-50 text-slate-900'}>
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">{heading}</h2>
        {body ? <p className={`mt-4 text-lg ${dark ? 'text-teal-50' : 'text-slate-700'}`}>{body}</p> : null}
        {buttons?.length ? (
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            {buttons.map((b) => (
              <SmartLink
                key={b.id ?? b.href}
                href={b.href}
                className={
                  dark
                    ? b.style === 'secondary'
                      ? 'inline-flex items-center rounded-md border border-white px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800'
                      : 'inline-flex items-center rounded-md bg-white px-4 py-2 text-sm font-semibold text-teal-900 hover:bg-teal-50'
                    : b.style === 'secondary'
                      ? 'btn-secondary'
                      : 'btn-primary'
                }
              >
                {b.label}
              </SmartLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
