import type { Field } from 'payload'

/** A label and a site path, absolute URL or mailto:/tel: link. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 80 },
  {
    name: 'href',
    type: 'text',
    required: true,
    maxLength: 300,
    validate: (value: unknown) =>
      typeof value === 'string' && /^(\/|#|https:\/\/|mailto:|tel:)/.test(value)
        ? true
        : 'Use a site path (/about), a #section, an https:// address, mailto: or tel:.',
  },
]

export const linkArray = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'array', fields: linkFields, ...extra }) as Field
