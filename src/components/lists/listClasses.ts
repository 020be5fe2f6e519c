/** The classes of the list controls (Tailwind and the site's own components), named once for every list. */
export const LIST_CLASSES = {
  bar: 'flex flex-wrap items-center gap-2',
  link: 'inline-block rounded-full px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
  current: 'inline-block rounded-full bg-teal-800 px-3 py-1 text-sm font-semibold text-white ring-1 ring-teal-800',
  form: 'grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-3',
  label: 'field-label',
  field: 'field-input bg-white',
  submit: 'btn-primary',
  secondary: 'btn-secondary',
  muted: 'text-sm text-slate-700',
} as const
