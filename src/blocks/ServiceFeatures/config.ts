import type { Block } from 'payload'

import { heading, intro, titleBody } from '../shared'

export const ServiceFeaturesBlock: Block = {
  slug: 'serviceFeatures',
  interfaceName: 'ServiceFeaturesBlock',
  fields: [heading, intro, { name: 'features', type: 'array', required: true, minRows: 1, maxRows: 12, fields: titleBody }],
}
