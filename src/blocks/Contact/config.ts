import type { Block } from 'payload'

export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160 },
    { name: 'body', type: 'textarea', maxLength: 600 },
    { name: 'buttonLabel', type: 'text', maxLength: 60, admin: { description: 'Label of the email button.' } },
  ],
}
