import { SmartLink } from '@/components/ui/SmartLink'
import type { HeroBlock as Props } from '@/payload-types'

export function HeroBlock({ eyebrow, heading, subheading, buttons, note }: Props) {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{heading}</h1>
        {subheading ? <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{subheading}</p> : null}
        {buttons?.length ? (
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {buttons.map((b) => (
              <SmartLink key={b.id ?? b.href} href={b.href} className={b.style === 'secondary' ? 'btn-secondary' : 'btn-primary'}>
                {b.label}
              </SmartLink>
            ))}
          </div>
        ) : null}
        {note ? <p className="mt-6 text-sm text-slate-600">{note}</p> : null}
      </div>
    </section>
  )
}
