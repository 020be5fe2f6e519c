import { useTranslations } from 'next-intl'

/** A catalogue key as the shared schemas carry them (`validation.emailInvalid`, `auth.passwordsDiffer`). */
const KEY = /^[a-zA-Z]+(\.[a-zA-Z0-9-]+)+$/

/**
 * Text a form shows that may come as a catalogue key: the validation messages of the schemas the
 * browser and the server share. A key of the sections the page gives the browser is translated;
 * anything else (a message the server already wrote in the reader's language) is shown as it is.
 */
export function useCatalogueText() {
  const t = useTranslations()
  return (text: string | null | undefined): string | undefined => {
    if (!text) return undefined
    if (!KEY.test(text)) return text
    const key = text as Parameters<typeof t>[0]
    return t.has(key) ? t(key as never) : text
  }
}
