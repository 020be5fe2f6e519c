import { catalogues, type Messages } from './catalogues'
import type { Locale } from './locale'

/**
 * Labels of stored enumeration values (position types, provinces, statuses…); values never change.
 * Server only (it holds both catalogues); client components use `useEnumLabel`.
 */
export type EnumKind = keyof Messages['enums']

type Labels = Record<string, string>

/** The label of a value in a language; the value itself when the catalogue has none. */
export function enumLabel(locale: Locale, kind: EnumKind, value: string | null | undefined): string {
  if (!value) return ''
  return (catalogues[locale].enums[kind] as Labels)[value] ?? value
}

/** A select's choice: a stored value and its label in one language. */
export type EnumOption = { value: string; label: string }

/** A select's options in a language, in the order of the given values. */
export function enumOptions(locale: Locale, kind: EnumKind, values: readonly string[]): EnumOption[] {
  return values.map((value) => ({ value, label: enumLabel(locale, kind, value) }))
}

/** Payload select options labelled in both admin-panel languages (`{ en, fr }`), from the catalogues' enumeration labels. */
export const adminOptions = (kind: EnumKind, values: readonly string[]) =>
  values.map((value) => ({ value, label: { en: enumLabel('en-CA', kind, value), fr: enumLabel('fr-CA', kind, value) } }))
