import { QueryError, type CollectionBeforeOperationHook, type FlattenedField, type Payload, type PayloadRequest } from 'payload'

import { isAdminUser } from '@/access/roles'
import { conditionsOf, resolvePath, sortPaths } from '@/lib/payload/queryPaths'

/** The value a person's own records hold in a private owner field (their id, their company's id), or null. */
type OwnValue = (req: PayloadRequest) => unknown

/**
 * A field holding a record's owner where who owns what is private (a job posting's `createdBy` and
 * its company `facility`: they link a confidential posting to the same owner's public ones). Mark it
 * with `custom: PRIVATE_OWNER` (the owner is an account) or `privateOwner(ownValue)` (another kind
 * of owner: the person's company); its read access shows it to the owner and admins only (decided
 * per document), and when asked without a document (may it be queried?) lets signed-in people
 * through to the guard below.
 */
export const privateOwner = (ownValue: OwnValue) => ({ privateOwner: ownValue })
export const PRIVATE_OWNER = privateOwner((req) => req.user?.id)

const ownValueOf = (field: FlattenedField) => (field.custom as { privateOwner?: OwnValue } | undefined)?.privateOwner
const isPrivateOwner = (field: FlattenedField) => typeof ownValueOf(field) === 'function'

/** Operations whose where/sort name fields of version documents (`version.<field>`). */
const VERSION_OPERATIONS = new Set(['findVersions', 'countVersions'])

type QueryArgs = {
  where?: unknown
  sort?: unknown
  joins?: unknown
  field?: unknown
  overrideAccess?: boolean
}

/**
 * Before every operation, on every collection: people who are not admins may use a private owner
 * field in a query only as `equals` their own id (or their own company's) on the collection's own
 * field (their own records, as the employer workspace lists them), never through a relationship,
 * never as a sort, never as a distinct field. Anything else is refused exactly as a field they may not read.
 */
export const guardPrivateOwnerQueries: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const a = args as QueryArgs
  if (a.overrideAccess || isAdminUser(req.user)) return args
  const mine = async (field: FlattenedField) => {
    const value = req.user ? await ownValueOf(field)!(req) : null
    return value === null || value === undefined ? null : String(value)
  }
  const prefix = VERSION_OPERATIONS.has(operation) ? /^version\./ : null
  const refuse = (path: string) => {
    throw new QueryError([{ path }])
  }
  const check = async (fields: FlattenedField[], where: unknown, sort: unknown) => {
    for (const { path, operator, value } of conditionsOf(where)) {
      const { steps } = resolvePath(req.payload, fields, prefix ? path.replace(prefix, '') : path)
      const at = steps.findIndex((s) => isPrivateOwner(s.field))
      if (at === -1) continue
      const own = (typeof value === 'string' || typeof value === 'number') && String(value) === (await mine(steps[at].field))
      const ownRecords = at === steps.length - 1 && !steps[at].hop && operator === 'equals' && own
      if (!ownRecords) refuse(path)
    }
    for (const path of sortPaths(sort)) {
      if (resolvePath(req.payload, fields, prefix ? path.replace(prefix, '') : path).steps.some((s) => isPrivateOwner(s.field))) refuse(path)
    }
  }
  await check(collection.flattenedFields, a.where, a.sort)
  if (typeof a.field === 'string') await check(collection.flattenedFields, undefined, a.field)
  if (a.joins && typeof a.joins === 'object') {
    for (const [name, join] of Object.entries(a.joins as Record<string, unknown>)) {
      const field = collection.flattenedFields.find((f) => f.name === name)
      if (field?.type !== 'join' || Array.isArray(field.collection) || !join || typeof join !== 'object') continue
      const target = req.payload.collections[field.collection as keyof Payload['collections']]?.config
      const { where, sort } = join as { where?: unknown; sort?: unknown }
      if (target) await check(target.flattenedFields, where, sort)
    }
  }
  return args
}
