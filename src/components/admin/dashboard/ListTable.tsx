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
