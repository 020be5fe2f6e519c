import { useTranslations } from 'next-intl'

import type { Remote } from '@/components/ui/useRemote'

/** A dashboard list: its loading, error (with Try Again) and empty states, else a table with one row per document. */
export function ListTable<T>({
  state,
  onRetry,
  columns,
  row,
  errorTitle,
}: {
  state: Remote<{ docs: T[] }>
  onRetry: () => void
  columns: string[]
  row: (doc: T) => React.ReactNode
  errorTitle?: string
}) {
  const t = useTranslations('admin')
  if (state.kind === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    )
  }
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <p>{errorTitle ?? t('loadFailed')}</p>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (state.data.docs.length === 0) return <p>{t('empty')}</p>
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
