import type { Block } from 'payload'

import { heading, intro, titleBody } from '../shared'

export const HowItWorksBlock: Block = {
  slug: 'howItWorks',
  interfaceName: 'HowItWorksBlock',
  fields: [
    heading,
    intro,
    {
      name: 'tracks',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'audience', type: 'text', required: true, maxLength: 80 },
        { name: 'steps', type: 'array', required: true, minRows: 1, maxRows: 5, fields: titleBody },
      ],
    },
  ],
}
