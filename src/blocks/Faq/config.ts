import type { Block } from 'payload'

import { heading } from '../shared'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 1500 },
      ],
    },
  ],
}
