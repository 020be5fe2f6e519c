import type { FlattenedBlock, FlattenedField, Payload } from 'payload'

/**
 * Reads the field paths of a query (`where`, `sort`) the way Payload resolves them: through groups,
 * array rows, blocks and relationships. Used by the rules that look at what a query asks for
 * before Payload runs it (private owner fields, operators a field's column cannot take).
 */

export type Condition = { path: string; operator: string; value: unknown }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Every `path: { operator: value }` in a where, inside and/or at any depth. */
export function* conditionsOf(where: unknown): Generator<Condition> {
  if (!isObject(where)) return
  for (const [key, constraint] of Object.entries(where)) {
    if ((key.toLowerCase() === 'and' || key.toLowerCase() === 'or') && Array.isArray(constraint)) {
      for (const item of constraint) yield* conditionsOf(item)
    } else if (isObject(constraint)) {
      for (const [operator, value] of Object.entries(constraint)) yield { path: key, operator, value }
    }
  }
}

/** The paths of a sort: a string (comma-separated) or a list of them, each maybe with a leading `-`. */
export const sortPaths = (sort: unknown): string[] =>
  (Array.isArray(sort) ? sort : [sort])
    .filter((s): s is string => typeof s === 'string')
    .flatMap((s) => s.split(','))
    .map((s) => s.trim().replace(/^-/, ''))
    .filter(Boolean)

type Step = {
  field: FlattenedField
  /** Reached through a relationship or join (the field belongs to another collection). */
  hop: boolean
}

/**
 * The fields a path passes through, in order. `rest` holds the segments left over where a path goes
 * on inside a value (JSON, rich text, `relationTo`/`value` of a polymorphic relationship); `known`
 * is false when a segment names no field (Payload refuses such a path itself).
 */
export type Resolved = { steps: Step[]; rest: string[]; known: boolean }

export function resolvePath(payload: Payload, fields: FlattenedField[], path: string): Resolved {
  const segments = path.replace(/__/g, '.').split('.')
  const steps: Step[] = []
  let current = fields
  let hop = false
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    const previous = steps.at(-1)?.field
    let field: FlattenedField | undefined
    if (previous?.type === 'blocks') {
      field = segment === 'blockType' ? ({ name: 'blockType', type: 'text' } as FlattenedField) : blockField(payload, previous, segment)
    } else {
      field = current.find((f) => f.name === segment)
    }
    if (!field) return { steps, rest: segments.slice(i), known: segment === 'id' && i === segments.length - 1 }
    steps.push({ field, hop })
    switch (field.type) {
      case 'relationship':
      case 'upload':
        if (Array.isArray(field.relationTo)) return { steps, rest: segments.slice(i + 1), known: true }
        current = payload.collections[field.relationTo as keyof Payload['collections']]?.config.flattenedFields ?? []
        hop = true
        break
      case 'join':
        current = Array.isArray(field.collection) ? [] : (payload.collections[field.collection as keyof Payload['collections']]?.config.flattenedFields ?? [])
        hop = true
        break
      case 'group':
      case 'tab':
      case 'array':
        current = field.flattenedFields
        break
      case 'json':
      case 'richText':
        return { steps, rest: segments.slice(i + 1), known: true }
      default:
        current = []
    }
  }
  return { steps, rest: [], known: true }
}

function blockField(payload: Payload, blocks: FlattenedField & { type: 'blocks' }, name: string): FlattenedField | undefined {
  for (const block of blocks.blockReferences ?? blocks.blocks) {
    const config = typeof block === 'string' ? (payload.blocks as Record<string, FlattenedBlock | undefined>)[block] : block
    const found = config?.flattenedFields.find((f: FlattenedField) => f.name === name)
    if (found) return found
  }
  return undefined
}
