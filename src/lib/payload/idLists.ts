import type { postgresAdapter } from '@payloadcms/db-postgres'
import { inArray, notInArray, sql, type Column, type SQL } from '@payloadcms/db-postgres/drizzle'

type AdapterResult = ReturnType<typeof postgresAdapter>
type Operator = (column: Column, value: unknown) => SQL

/** The largest value of PostgreSQL's `integer`. */
const MAX_INT = 2_147_483_647
/** Shorter lists stay `IN ($1, $2, …)`: each parameter costs little there. */
const SHORT = 8

/** The values as `integer[]` when the column is an integer (an id or a relationship) and every value fits it. */
function integerList(column: Column, values: unknown): number[] | null {
  if (!Array.isArray(values) || values.length <= SHORT) return null
  const type = column.getSQLType()
  if (type !== 'integer' && type !== 'serial') return null
  return values.every((v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_INT) ? (values as number[]) : null
}

/**
 * `in` and `not_in` on an integer column with a long list of numbers (the access rules' lists of a
 * company's posting ids, 200 of them at a pharmacy chain) as one array parameter:
 * `column = ANY($1::integer[])`, the same condition as `column IN ($1, …, $200)` (PostgreSQL plans
 * an IN list as that very array), and `<> ALL` for `NOT IN`. Drizzle builds a statement's text
 * parameter by parameter: 200 of them in each of a screen's statements cost more of the server
 * than reading its rows. Any other list (short, text, dates, nulls) is built as Payload builds it.
 */
export function withIntegerLists(db: AdapterResult): AdapterResult {
  return {
    ...db,
    init: (args) => {
      const adapter = db.init(args)
      const operators = adapter.operators as unknown as Record<string, Operator>
      const anyOf: Operator = operators.in ?? inArray
      const noneOf: Operator = operators.not_in ?? notInArray
      const replaced: Record<string, Operator> = {
        ...operators,
        in: (column, values) => {
          const list = integerList(column, values)
          return list ? sql`${column} = ANY(${sql.param(list)}::integer[])` : anyOf(column, values)
        },
        not_in: (column, values) => {
          const list = integerList(column, values)
          return list ? sql`${column} <> ALL(${sql.param(list)}::integer[])` : noneOf(column, values)
        },
      }
      adapter.operators = replaced as unknown as typeof adapter.operators
      return adapter
    },
  }
}
