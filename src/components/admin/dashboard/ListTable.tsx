import { useTranslations } from 'next-intl'

import type { Remote } from '@/components/ui/useRemote'

type TableProps<T> = { columns: string[]; docs: T[]; row: (doc: T) => React.ReactNode }

/** A dashboard table: one header cell per column, one row per document. */
export function DocsTable<T>({ columns, docs, row }: TableProps<T>) {
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
      <tbody>{docs.map(row)}</tbody>
    </table>
  )
}

/** A dashboard list loaded in the browser: its loading, error (with Try Again) and empty states, else its table. */
export function ListTable<T>({
  state,
  onRetry,
  errorTitle,
  ...table
}: Omit<TableProps<T>, 'docs'> & {
  state: Remote<{ docs: T[] }>
  onRetry: () => void
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
  return <DocsTable docs={state.data.docs} {...table} />
}
