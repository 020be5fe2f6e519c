import type { Block } from 'payload'

/** The retention periods from site settings, as the privacy page states them (always current). */
export const RetentionPeriodsBlock: Block = {
  slug: 'retentionPeriods',
  interfaceName: 'RetentionPeriodsBlock',
  labels: { singular: { en: 'Retention periods', fr: 'Durées de conservation' }, plural: { en: 'Retention periods', fr: 'Durées de conservation' } },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 160,
      admin: {
        description: {
          en: 'Optional. The periods themselves come from Site Settings, in the page’s language.',
          fr: 'Facultatif. Les durées viennent des paramètres du site, dans la langue de la page.',
        },
      },
    },
  ],
}
