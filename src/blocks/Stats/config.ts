import type { Block } from 'payload'

import { heading, intro } from '../shared'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  fields: [
    heading,
    intro,
    {
      name: 'useSiteStats',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the marketing statistics from Site Settings instead of the figures below.' },
    },
    {
      name: 'items',
      type: 'array',
      maxRows: 6,
      admin: { condition: (_, sibling) => !sibling?.useSiteStats },
      fields: [
        { name: 'value', type: 'text', required: true, maxLength: 20 },
        { name: 'label', type: 'text', required: true, maxLength: 80 },
      ],
    },
  ],
}
