import type { Page } from '@/payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { ContactBlock } from './Contact/Component'
import { FaqBlock } from './Faq/Component'
import { HeroBlock } from './Hero/Component'
import { HowItWorksBlock } from './HowItWorks/Component'
import { InquiryFormBlock } from './InquiryForm/Component'
import { PricingCardsBlock } from './PricingCards/Component'
import { RetentionPeriodsBlock } from './RetentionPeriods/Component'
import { RichTextBlock } from './RichText/Component'
import { SampleOpeningsBlock } from './SampleOpenings/Component'
import { ServiceFeaturesBlock } from './ServiceFeatures/Component'
import { StatsBlock } from './Stats/Component'
import { ValuesCardsBlock } from './ValuesCards/Component'

type AnyBlock = Page['layout'][number]

const components: { [K in AnyBlock['blockType']]: React.ComponentType<Extract<AnyBlock, { blockType: K }>> } = {
  hero: HeroBlock,
  stats: StatsBlock,
  howItWorks: HowItWorksBlock,
  pricingCards: PricingCardsBlock,
  serviceFeatures: ServiceFeaturesBlock,
  valuesCards: ValuesCardsBlock,
  sampleOpenings: SampleOpeningsBlock,
  callToAction: CallToActionBlock,
  richText: RichTextBlock,
  contact: ContactBlock,
  faq: FaqBlock,
  inquiryForm: InquiryFormBlock,
  retentionPeriods: RetentionPeriodsBlock,
}

export function RenderBlocks({ blocks }: { blocks: AnyBlock[] }) {
  return blocks.map((block, i) => {
    const Component = components[block.blockType] as React.ComponentType<AnyBlock>
    return <Component key={block.id ?? i} {...block} />
  })
}
