import { useTranslations } from 'next-intl'

import type { EnumKind } from './enums'

/** Enumeration labels in client components (the page's ClientMessages must include `enums`). */
export function useEnumLabel() {
  const t = useTranslations('enums')
  return (kind: EnumKind, value: string | null | undefined): string => {
    if (!value) return ''
    const key = `${kind}.${value}` as Parameters<typeof t>[0]
    return t.has(key) ? t(key) : value
  }
}
