import { CardGrid } from '@/components/ui/CardGrid'
import type { ValuesCardsBlock as Props } from '@/payload-types'

export function ValuesCardsBlock({ heading, intro, cards }: Props) {
  return <CardGrid heading={heading} intro={intro} cards={cards} tone="tinted" />
}
