import type { Block } from 'payload'

import { linkFields } from '@/fields/link'

import { heading, intro } from '../shared'

export const PricingCardsBlock: Block = {
  slug: 'pricingCards',
  interfaceName: 'PricingCardsBlock',
  fields: [
    heading,
    intro,
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'badge', type: 'text', maxLength: 40 },
        { name: 'price', type: 'text', required: true, maxLength: 60 },
        { name: 'description', type: 'textarea', maxLength: 400 },
        { name: 'features', type: 'array', maxRows: 8, fields: [{ name: 'text', type: 'text', required: true, maxLength: 160 }] },
        { name: 'cta', type: 'group', fields: linkFields },
      ],
    },
    {
      name: 'quote',
      type: 'group',
      admin: { description: 'A line under the cards offering a custom quote.' },
      fields: [
        { name: 'text', type: 'text', maxLength: 200 },
        { name: 'label', type: 'text', maxLength: 80 },
        { name: 'href', type: 'text', maxLength: 300 },
      ],
    },
  ],
}
