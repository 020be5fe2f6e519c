import type { FlattenedField, Payload } from 'payload'

import { conditionsOf, resolvePath, sortPaths, type Condition } from './queryPaths'

/**
 * Queries the PostgreSQL adapter cannot build: it would crash on them instead of refusing them.
 * Each rule names what a client may not ask for; everything else is left to Payload's own checks
 * (unknown paths, operators, field access).
 */

const GEO = new Set(['near', 'within', 'intersects'])
/** What the adapter can ask of a path inside a JSON or rich-text value, with one value (a list for in). */
const JSON_PATH = new Set(['equals', 'not_equals', 'in', 'not_in', 'like', 'not_like', 'contains', 'exists'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])
const CONTAINERS = new Set(['array', 'blocks', 'group', 'tab'])

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value)
const isPolymorphic = (field: FlattenedField) => (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo)
/** `{ relationTo, value }`: how one names a record of a relationship to several collections. */
const isPolymorphicValue = (value: unknown) =>
  value !== null && typeof value === 'object' && typeof (value as { relationTo?: unknown }).relationTo === 'string' && isScalar((value as { value?: unknown }).value)

function conditionFails(payload: Payload, fields: FlattenedField[], { path, operator, value }: Condition): boolean {
  // The adapter has no `all`, and geometry operators only fit point fields.
  if (operator === 'all') return true
  const { steps, rest, known } = resolvePath(payload, fields, path)
  if (!known) return false
  const last = steps.at(-1)
  if (!last) return GEO.has(operator)
  const { field, hop } = last
  if (GEO.has(operator) && field.type !== 'point') return true
  if (rest.length > 0 && (field.type === 'json' || field.type === 'richText')) {
    if (!JSON_PATH.has(operator)) return true
    if (operator === 'exists') return false
    const values = (operator === 'in' || operator === 'not_in') && Array.isArray(value) ? value : [value]
    return !values.every((v) => v === null || isScalar(v))
  }
  if (rest.length === 0) {
    // A group, array or blocks field holds no value to compare; a relationship to several
    // collections compares only as a whole `{ relationTo, value }` (or by its `.value`/`.relationTo`).
    if (CONTAINERS.has(field.type)) return true
    if (isPolymorphic(field)) return !((operator === 'equals' || operator === 'not_equals') && isPolymorphicValue(value))
  }
  // Through a relationship, the adapter reaches neither a join nor a field with many values.
  if (hop && (field.type === 'join' || ('hasMany' in field && field.hasMany))) return true
  // The adapter splits a like's value into words: only text has words (a number crashes it).
  if ((operator === 'like' || operator === 'not_like') && typeof value !== 'string') return true
  if (field.type === 'date' && TEXT_MATCH.has(operator)) return true
  return false
}

function sortFails(payload: Payload, fields: FlattenedField[], path: string): boolean {
  const { steps, rest } = resolvePath(payload, fields, path)
  const last = steps.at(-1)
  if (!last) return false
  if (last.hop && 'hasMany' in last.field && last.field.hasMany) return true
  // A list kept per language (a localized blocks or array field) has no order of its own: the
  // adapter crashes building one.
  return rest.length === 0 && (last.field.type === 'blocks' || last.field.type === 'array') && Boolean(last.field.localized)
}

/** True when a where or sort asks for something the database adapter cannot build. */
export function unbuildableQuery(payload: Payload, fields: FlattenedField[], where: unknown, sort: unknown): boolean {
  for (const condition of conditionsOf(where)) if (conditionFails(payload, fields, condition)) return true
  return sortPaths(sort).some((path) => sortFails(payload, fields, path))
}
