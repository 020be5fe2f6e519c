import type { Field } from 'payload'

const label: Field = { name: 'label', type: 'text', required: true, maxLength: 80 }

/** A label and a site path, absolute URL or mailto:/tel: link. */
export const linkFields: Field[] = [
  label,
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

/**
 * The same link with its label written per language and its address shared: the site's menus
 * keep one structure, and a link added in English shows (in English) in French until translated.
 */
export const localizedLinkFields: Field[] = [{ ...label, localized: true }, ...linkFields.slice(1)]

export const linkArray = (name: string, extra: Partial<Field> = {}, fields: Field[] = linkFields): Field =>
  ({ name, type: 'array', fields, ...extra }) as Field
