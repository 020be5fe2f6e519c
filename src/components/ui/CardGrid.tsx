import { Section } from '@/components/ui/Section'

type Card = { id?: string | null; title: string; body: string }

/** Titled cards in a responsive grid: service features, values and the like. */
export function CardGrid({ heading, intro, cards, tone }: { heading?: string | null; intro?: string | null; cards: Card[]; tone?: 'plain' | 'tinted' }) {
  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id ?? card.title} className="rounded-lg bg-white p-6 ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
