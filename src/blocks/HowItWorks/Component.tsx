import { Section } from '@/components/ui/Section'
import type { HowItWorksBlock as Props } from '@/payload-types'

export function HowItWorksBlock({ heading, intro, tracks }: Props) {
  return (
    <Section heading={heading} intro={intro}>
      <div className="grid gap-10 lg:grid-cols-2">
        {tracks.map((track) => (
          <div key={track.id ?? track.audience}>
            <h3 className="text-xl font-semibold text-slate-900">{track.audience}</h3>
            <ol className="mt-4 space-y-4">
              {track.steps.map((step, i) => (
                <li key={step.id ?? step.title} className="flex gap-4">
                  <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-700 font-semibold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-1 text-slate-700">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  )
}
