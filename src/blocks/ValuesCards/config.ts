import type { Block } from 'payload'

import { heading, intro, titleBody } from '../shared'

export const ValuesCardsBlock: Block = {
  slug: 'valuesCards',
  interfaceName: 'ValuesCardsBlock',
  fields: [heading, intro, { name: 'cards', type: 'array', required: true, minRows: 1, maxRows: 12, fields: titleBody }],
}
