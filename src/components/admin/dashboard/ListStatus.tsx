import { messages } from '@/i18n'

import type { ListState } from './useList'

const a = messages.admin

/** The loading, error and empty states every dashboard list shares; null when there is something to show. */
export function ListStatus({ state, errorTitle = a.loadFailed }: { state: ListState<unknown>; errorTitle?: string }) {
  if (state.kind === 'loading') return <p role="status">{a.loading}</p>
  if (state.kind === 'error') return <p role="alert">{errorTitle}</p>
  if (state.docs.length === 0) return <p>{a.empty}</p>
  return null
}
