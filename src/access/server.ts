import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** A field only the server writes (lifecycle, payment, ownership set by a hook or a task). */
export const serverOnlyField: FieldAccess = () => false

/** Create and update access of a field only the server writes. */
export const serverOnlyWrites = { create: serverOnlyField, update: serverOnlyField } satisfies Record<'create' | 'update', FieldAccess>

/**
 * Requests that server code marked with `key` in `req.context`: the way one flow (apply, upload, the
 * audit trail) writes what its callers may not. No client can, since the API cannot set context.
 */
export const markedRequest =
  (key: string) =>
  ({ req }: { req: PayloadRequest }): boolean =>
    Boolean((req.context as Record<string, unknown> | undefined)?.[key])

/**
 * A mark naming one record: server code that has decided to write record `id` marks its call with
 * `mark(id)` (a new object each call: Payload may keep it as the request's context, which hooks
 * write to), and access reads the id back with `of(req)`. No client can set it.
 */
export function recordMark(key: string) {
  return {
    key,
    mark: (id: number) => ({ [key]: id }),
    of: (req: { context?: unknown }): number | null => {
      const value = (req.context as Record<string, unknown> | undefined)?.[key]
      return typeof value === 'number' && Number.isInteger(value) ? value : null
    },
  }
}

type MarkedRecord = (req: PayloadRequest) => number | null

/**
 * `access` as it was, and besides it the records `also` names for this call (null: none; asked
 * only when `access` does not already allow everything).
 */
export const orAlso =
  (access: Access, also: (req: PayloadRequest) => Where | null | Promise<Where | null>): Access =>
  async (args) => {
    const allowed = await access(args)
    if (allowed === true) return allowed
    const extra = await also(args.req)
    if (extra === null) return allowed
    return allowed ? { or: [allowed, extra] } : extra
  }

/** `access` as it was, and besides it the one record a marked call names (`named`). */
export const orMarkedRecord = (access: Access, named: MarkedRecord): Access =>
  orAlso(access, (req) => {
    const id = named(req)
    return id === null ? null : { id: { equals: id } }
  })

/** A field only a marked call writes, on the one record it names. */
export const markedRecordField =
  (named: MarkedRecord): FieldAccess =>
  ({ req, id }) => {
    const marked = named(req)
    return marked !== null && id !== undefined && id !== null && Number(id) === marked
  }
