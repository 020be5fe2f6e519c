import { Section } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import type { PricingCardsBlock as Props } from '@/payload-types'

export function PricingCardsBlock({ heading, intro, cards, quote }: Props) {
  return (
    <Section heading={heading} intro={intro}>
      <div className="grid gap-6 lg:grid-cols-3">
        {cards.map((card) => (
          <article
            key={card.id ?? card.name}
            className={`flex flex-col rounded-xl p-6 ring-1 ${card.badge ? 'ring-2 ring-teal-700' : 'ring-slate-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-xl font-semibold text-slate-900">{card.name}</h3>
              {card.badge ? (
                <span className="rounded-full bg-teal-700 px-3 py-1 text-xs font-semibold text-white">{card.badge}</span>
              ) : null}
            </div>
            <p className="mt-3 text-2xl font-bold text-teal-800">{card.price}</p>
            {card.description ? <p className="mt-3 text-slate-700">{card.description}</p> : null}
            {card.features?.length ? (
              <ul className="mt-4 flex-1 space-y-2 text-slate-800">
                {card.features.map((f) => (
                  <li key={f.id ?? f.text} className="flex gap-2">
                    <span aria-hidden="true" className="text-teal-700">✓</span>
                    {f.text}
                  </li>
                ))}
              </ul>
            ) : null}
            {card.cta?.href && card.cta.label ? (
              <SmartLink href={card.cta.href} className="btn-primary mt-6">
                {card.cta.label}
              </SmartLink>
            ) : null}
          </article>
        ))}
      </div>
      {quote?.text ? (
        <p className="mt-8 text-center text-slate-700">
          {quote.text}{' '}
          {quote.href && quote.label ? (
            <SmartLink href={quote.href} className="font-semibold text-teal-800 underline">
              {quote.label}
            </SmartLink>
          ) : null}
        </p>
      ) : null}
    </Section>
  )
}
