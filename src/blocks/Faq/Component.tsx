import { Section } from '@/components/ui/Section'
import type { FaqBlock as Props } from '@/payload-types'

export function FaqBlock({ heading, items }: Props) {
  return (
    <Section heading={heading}>
      <div className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {items.map((item) => (
          <details key={item.id ?? item.question} className="group p-5">
            <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
            <p className="mt-3 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
