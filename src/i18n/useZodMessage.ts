import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

import { catalogueText, type MessageArgs } from './catalogueText'

/**
 * Validation messages in a client form, in the page's language. The shared zod schemas carry
 * catalogue keys as messages (`validation.emailInvalid`, `auth.passwordsDiffer`); so do some refusals
 * of shared helpers (`checkFileQuickly` → `resumes.badType`).
 *
 *   const tr = useZodMessage()
 *   <FieldError>{tr(errors.email?.message)}</FieldError>
 *
 * A key is translated (with arguments attached by `withArgs`, and the optional `args`); any other
 * text (a message the server already wrote in the reader's language) is shown as it is; no message
 * gives undefined. The keys' namespaces must be among those the page gives the browser
 * (`<ClientMessages namespaces={['validation', 'auth', …]}>`): the auth forms need `validation` and
 * `auth`, the inquiry form `inquiry`, the resume and apply forms `resumes`.
 */
export function useZodMessage() {
  const t = useTranslations()
  return useCallback(
    (message: string | null | undefined, args?: MessageArgs): string | undefined => (message ? catalogueText(t, message, args) : undefined),
    [t],
  )
}
