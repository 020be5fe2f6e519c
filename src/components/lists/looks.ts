/**
 * The classes the list controls take on the site (Tailwind and the site's own components) and in
 * the admin panel (Payload's buttons and dashboard.css), so one set of controls serves both.
 */
export const LOOKS = {
  site: {
    bar: 'flex flex-wrap items-center gap-2',
    link: 'inline-block rounded-full px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
    current: 'inline-block rounded-full bg-teal-800 px-3 py-1 text-sm font-semibold text-white ring-1 ring-teal-800',
    form: 'grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-3',
    label: 'field-label',
    field: 'field-input bg-white',
    submit: 'btn-primary',
    secondary: 'btn-secondary',
    muted: 'text-sm text-slate-700',
  },
  admin: {
    bar: 'hsm-list__bar',
    link: 'btn btn--style-secondary btn--size-small',
    current: 'btn btn--style-primary btn--size-small',
    form: 'hsm-list__form',
    label: 'hsm-list__label',
    field: 'hsm-list__field',
    submit: 'btn btn--style-primary btn--size-small',
    secondary: 'btn btn--style-secondary btn--size-small',
    muted: 'hsm-dash__muted',
  },
} as const

export type Look = keyof typeof LOOKS
