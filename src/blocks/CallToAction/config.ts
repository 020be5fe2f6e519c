import type { Block } from 'payload'

import { buttons } from '../shared'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'body', type: 'textarea', maxLength: 600 },
    buttons,
    { name: 'tone', type: 'select', defaultValue: 'dark', options: ['dark', 'light'] },
  ],
}
