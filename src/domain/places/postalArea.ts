/** A postal code's first letter is one of these (D, F, I, O, Q, U and W are never used; Z is not yet). */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d))?$/

/**
 * A Canadian postal code ("M5V 2T6", "m5v2t6") or its first three characters, the forward sortation
 * area ("M5V"): the area and the code as written on mail; null for any other text.
 */
export function postalCodeOf(text: string): { area: string; label: string } | null {
  const match = POSTAL_CODE.exec(text.trim().toUpperCase())
  if (!match) return null
  const [, area, local] = match
  return { area, label: local ? `${area} ${local}` : area }
}
