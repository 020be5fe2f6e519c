import type { Block } from 'payload'

import { buttons } from '../shared'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', type: 'text', maxLength: 80 },
    { name: 'heading', type: 'text', required: true, maxLength: 160, admin: { description: 'The page’s main heading (h1).' } },
    { name: 'subheading', type: 'textarea', maxLength: 600 },
    buttons,
    { name: 'note', type: 'text', maxLength: 200, admin: { description: 'Small print under the buttons.' } },
  ],
}
