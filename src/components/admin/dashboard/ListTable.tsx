import type { Remote } from '@/components/ui/useRemote'
import { messages } from '@/i18n'

const a = messages.admin

/** A dashboard list: its loading, error (with Try Again) and empty states, else a table with one row per document. */
export function ListTable<T>({
  state,
  onRetry,
  columns,
  row,
  errorTitle = a.loadFailed,
}: {
  state: Remote<{ docs: T[] }>
  onRetry: () => void
  columns: string[]
  row: (doc: T) => React.ReactNode
  errorTitle?: string
}) {
  if (state.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {a.loading}
      </p>
    )
  }
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <p>{errorTitle}</p>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onRetry}>
          {a.tryAgain}
        </button>
      </div>
    )
  }
  if (state.data.docs.length === 0) return <p>{a.empty}</p>
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{state.data.docs.map(row)}</tbody>
    </table>
  )
}
