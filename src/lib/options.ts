/** A select's choices as value → label pairs: the product's enumerations with the labels the site shows. */
export type Option = { value: string; label: string }

/** The values of a list of options, typed as a non-empty tuple (what z.enum needs). */
export const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]]

/** The label of a value; the value itself when unknown. */
export const labelOf = (options: readonly Option[], value?: string | null) =>
  options.find((o) => o.value === value)?.label ?? value ?? ''

/** Payload select options (a mutable copy of the constant list). */
export const selectOptions = (options: readonly Option[]) => options.map((o) => ({ ...o }))
