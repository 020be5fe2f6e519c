import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 160 },
    { name: 'content', type: 'richText', required: true },
  ],
}
