import type { FieldHook } from 'payload'

type FrenchVersion = 'missing' | 'partial' | 'present'

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''
const hasBlocks = (value: unknown) => Array.isArray(value) && value.length > 0

/** The value this save leaves in `locale` for a localized field: what is sent, else what is stored. */
function savedValue(name: string, locale: string, req: { locale?: string | null }, data: Record<string, unknown> | undefined, stored: Record<string, unknown> | undefined) {
  const sent = data?.[name]
  if (req.locale === locale && sent !== undefined) return sent
  if (req.locale === 'all' && sent && typeof sent === 'object' && locale in sent) return (sent as Record<string, unknown>)[locale]
  const kept = stored?.[name]
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Record<string, unknown>)[locale] : undefined
}

/**
 * Whether the page has French of its own (never the English fallback): its French title and
 * French blocks. Computed at every save from what the save leaves in the French locale, so it
 * follows drafts and publishing like the content does; nobody writes it.
 */
export const computeFrenchVersion: FieldHook = ({ data, req, siblingDocWithLocales }) => {
  const stored = siblingDocWithLocales as Record<string, unknown> | undefined
  const title = hasText(savedValue('title', 'fr', req, data, stored))
  const layout = hasBlocks(savedValue('layout', 'fr', req, data, stored))
  const value: FrenchVersion = title && layout ? 'present' : title || layout ? 'partial' : 'missing'
  return value
}
