import type { FieldAccess, PayloadRequest } from 'payload'

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
