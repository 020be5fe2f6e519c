import type { Block } from 'payload'

import { heading, intro } from '../shared'

export const SampleOpeningsBlock: Block = {
  slug: 'sampleOpenings',
  interfaceName: 'SampleOpeningsBlock',
  fields: [
    heading,
    intro,
    {
      name: 'openings',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'location', type: 'text', required: true, maxLength: 120 },
        { name: 'company', type: 'text', required: true, maxLength: 120, defaultValue: 'Confidential' },
        { name: 'employmentType', type: 'text', maxLength: 60 },
        { name: 'pay', type: 'text', maxLength: 60 },
        { name: 'badge', type: 'select', options: ['Priority', 'Confidential', 'Urgent'] },
      ],
    },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
}
