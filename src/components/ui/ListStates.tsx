import type { ReactNode } from 'react'

import { RetryAlert } from './StatePanels'
import type { Remote } from './useRemote'

type Props<T> = {
  state: Remote<T>
  loading: string
  error: { title: string; body?: string; retryLabel: string }
  onRetry: () => void
  isEmpty: (data: T) => boolean
  /** Shown when the list is empty (usually a NoticePanel with a way onward). */
  empty: ReactNode
  children: (data: T) => ReactNode
}

/** The four states of every list screen: loading, error with Try Again, empty, and the list itself. */
export function ListStates<T>({ state, loading, error, onRetry, isEmpty, empty, children }: Props<T>) {
  if (state.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {loading}
      </p>
    )
  }
  if (state.kind === 'error') return <RetryAlert title={error.title} body={error.body} retryLabel={error.retryLabel} onRetry={onRetry} />
  if (isEmpty(state.data)) return <>{empty}</>
  return <>{children(state.data)}</>
}
