import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { ContactBlock } from './Contact/config'
import { FaqBlock } from './Faq/config'
import { HeroBlock } from './Hero/config'
import { HowItWorksBlock } from './HowItWorks/config'
import { InquiryFormBlock } from './InquiryForm/config'
import { PricingCardsBlock } from './PricingCards/config'
import { RetentionPeriodsBlock } from './RetentionPeriods/config'
import { RichTextBlock } from './RichText/config'
import { SampleOpeningsBlock } from './SampleOpenings/config'
import { ServiceFeaturesBlock } from './ServiceFeatures/config'
import { StatsBlock } from './Stats/config'
import { ValuesCardsBlock } from './ValuesCards/config'

/** Every block an editor can place on a page. */
export const pageBlocks: Block[] = [
  HeroBlock,
  StatsBlock,
  HowItWorksBlock,
  PricingCardsBlock,
  ServiceFeaturesBlock,
  ValuesCardsBlock,
  SampleOpeningsBlock,
  CallToActionBlock,
  RichTextBlock,
  ContactBlock,
  FaqBlock,
  InquiryFormBlock,
  RetentionPeriodsBlock,
]
