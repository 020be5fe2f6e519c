import type { Field } from 'payload'

import { linkFields } from '@/fields/link'

export const heading: Field = { name: 'heading', type: 'text', maxLength: 160 }
export const intro: Field = { name: 'intro', type: 'textarea', maxLength: 600 }
export const titleBody: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 120 },
  { name: 'body', type: 'textarea', required: true, maxLength: 800 },
]
export const buttons: Field = {
  name: 'buttons',
  type: 'array',
  maxRows: 3,
  fields: [
    ...linkFields,
    { name: 'style', type: 'select', defaultValue: 'primary', options: ['primary', 'secondary'] },
  ],
}
