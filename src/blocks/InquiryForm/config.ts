import type { Block } from 'payload'

export const InquiryFormBlock: Block = {
  slug: 'inquiryForm',
  interfaceName: 'InquiryFormBlock',
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}
