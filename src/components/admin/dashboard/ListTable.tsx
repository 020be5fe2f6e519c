import { messages } from '@/i18n'

import type { ListState } from './useList'

const a = messages.admin

/** A dashboard list: its loading, error and empty states, else a table with one row per document. */
export function ListTable<T>({
  state,
  columns,
  row,
  errorTitle = a.loadFailed,
}: {
  state: ListState<T>
  columns: string[]
  row: (doc: T) => React.ReactNode
  errorTitle?: string
}) {
  if (state.kind === 'loading') return <p role="status">{a.loading}</p>
  if (state.kind === 'error') return <p role="alert">{errorTitle}</p>
  if (state.docs.length === 0) return <p>{a.empty}</p>
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
      <tbody>{state.docs.map(row)}</tbody>
    </table>
  )
}
