import { CardGrid } from '@/components/ui/CardGrid'
import type { ServiceFeaturesBlock as Props } from '@/payload-types'

export function ServiceFeaturesBlock({ heading, intro, features }: Props) {
  return <CardGrid heading={heading} intro={intro} cards={features} />
}
