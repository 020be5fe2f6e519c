import type { FlattenedField, Payload } from 'payload'

import { canariesIn, describeCanary } from './canary'
import { describeRequest, type Answer, type Request } from './client'
import { COLLECTION_RULES, GLOBAL_RULES, MAX_DEPTH, MAX_PAGE, type Facts, type PersonaName, type Viewer, type Doc } from './policy'
import type { Snapshot } from './world'

/** One broken rule: what was asked, by whom, and what came back or was written. */
export type Violation = { rule: string; persona: PersonaName; request: string; detail: string }

/** How to read a response body: which documents it holds and of what. */
export type Shape =
  | { kind: 'find'; collection: string }
  | { kind: 'doc'; collection: string }
  | { kind: 'wrapped'; collection: string } // { doc } (create, update by id, duplicate)
  | { kind: 'bulk'; collection: string } // { docs, errors } (update/delete by where)
  | { kind: 'me'; collection: string } // { user }
  | { kind: 'global'; slug: string }
  | { kind: 'opaque' }

export type Context = {
  payload: Payload
  snap: Snapshot
  facts: Facts
  viewer: Viewer
  allowed: Set<string>
  /** Collections whose REST endpoints Payload disables (they answer 501 "Cannot GET"). */
  disabled: Set<string>
}

/** Keys Payload adds to documents that are not fields. */
const META = new Set(['id', 'collection', '_strategy', 'globalType'])

const isAdmin = (v: Viewer) => v.roles.includes('admin')

export function fieldsOf(payload: Payload, collection: string): FlattenedField[] {
  return payload.collections[collection as keyof typeof payload.collections]?.config.flattenedFields ?? []
}
export function globalFieldsOf(payload: Payload, slug: string): FlattenedField[] {
  return payload.globals.config.find((g) => g.slug === slug)?.flattenedFields ?? []
}

/** Every check on one answer: status, canaries, fields per document, depth, page size. */
export function inspect(ctx: Context, request: Request, answer: Answer, shape: Shape): Violation[] {
  const out: Violation[] = []
  const v = ctx.viewer
  const req = describeRequest(request)
  const add = (rule: string, detail: string) => out.push({ rule, persona: v.name, request: req, detail })

  // Payload answers 501 "Cannot GET" for collections whose REST endpoints it disables (payload-migrations).
  const disabled = answer.status === 501 && ctx.disabled.has(request.path.split(/[/?]/)[1] ?? '')
  if (answer.status >= 500 && !disabled) add('no 5xx', `answered ${answer.status}: ${answer.text.slice(0, 300)}`)

  // A value the request carries in its path (a preference key) may come back in the answer.
  const echoed = canariesIn(request.path.split('?')[0])
  for (const token of canariesIn(answer.text)) {
    if (!ctx.allowed.has(token) && !echoed.has(token)) add('canary leak', `body holds ${describeCanary(token)}`)
  }

  if (answer.status >= 300 || answer.json === null || typeof answer.json !== 'object') return out
  const body = answer.json as Record<string, unknown>
  const docs: [string, unknown][] = []
  switch (shape.kind) {
    case 'find':
      if (Array.isArray(body.docs)) {
        for (const d of body.docs) docs.push([shape.collection, d])
        if (!isAdmin(v)) {
          const limit = Number(body.limit)
          if (body.docs.length > MAX_PAGE) add('page size', `${body.docs.length} documents in one page`)
          // A numeric page limit outside 1..100 (0 and negatives mean "no limit" to Payload) is unbounded.
          if (typeof body.limit === 'number' && !(limit >= 1 && limit <= MAX_PAGE)) add('page size', `page limit ${String(body.limit)} (must be 1..${MAX_PAGE})`)
        }
      }
      break
    case 'bulk':
      if (Array.isArray(body.docs)) for (const d of body.docs) docs.push([shape.collection, d])
      break
    case 'doc':
      docs.push([shape.collection, body])
      break
    case 'wrapped':
      if (body.doc) docs.push([shape.collection, body.doc])
      break
    case 'me':
      if (body.user) docs.push([shape.collection, body.user])
      break
    case 'global': {
      const fields = GLOBAL_RULES[shape.slug]?.read(v) ?? null
      if (fields === null) add('hidden global', `global ${shape.slug} readable`)
      else for (const key of Object.keys(body)) if (!META.has(key) && !fields.includes(key)) add('hidden field', `${shape.slug}.${key} readable`)
      walkFields(ctx, globalFieldsOf(ctx.payload, shape.slug), body, 0, add)
      break
    }
    case 'opaque':
      break
  }
  for (const [c, d] of docs) if (d && typeof d === 'object') walkDoc(ctx, c, d as Record<string, unknown>, 0, add)
  return out
}

function walkDoc(ctx: Context, collection: string, doc: Record<string, unknown>, level: number, add: (rule: string, detail: string) => void) {
  const v = ctx.viewer
  if (!isAdmin(v) && level > MAX_DEPTH) add('depth', `${collection}#${String(doc.id)} populated at depth ${level} (max ${MAX_DEPTH})`)
  const raw = ctx.snap.docs.get(collection)?.get(String(doc.id))
  if (raw) {
    const rules = COLLECTION_RULES[collection]
    const fields = rules ? rules.read(v, raw, ctx.facts) : null
    if (fields === null) add('hidden record', `${collection}#${String(doc.id)} readable${rules ? '' : ' (no policy stated for this collection)'}`)
    else {
      for (const key of Object.keys(doc)) {
        if (!META.has(key) && !fields.includes(key)) add('hidden field', `${collection}#${String(doc.id)}.${key} readable: ${JSON.stringify(doc[key])?.slice(0, 120)}`)
      }
    }
  }
  walkFields(ctx, fieldsOf(ctx.payload, collection), doc, level, add)
}

/** Follows populated relationships, joins and nested field groups, checking each populated document. */
function walkFields(ctx: Context, fields: FlattenedField[], value: Record<string, unknown>, level: number, add: (rule: string, detail: string) => void) {
  for (const field of fields) {
    const val = value[field.name]
    if (val === null || val === undefined || typeof val !== 'object') continue
    switch (field.type) {
      case 'relationship':
      case 'upload': {
        for (const item of Array.isArray(val) ? val : [val]) {
          if (!item || typeof item !== 'object') continue
          if (Array.isArray(field.relationTo)) {
            const poly = item as { relationTo?: string; value?: unknown }
            if (poly.relationTo && poly.value && typeof poly.value === 'object') walkDoc(ctx, poly.relationTo, poly.value as Record<string, unknown>, level + 1, add)
          } else {
            walkDoc(ctx, field.relationTo, item as Record<string, unknown>, level + 1, add)
          }
        }
        break
      }
      case 'join': {
        const docs = (val as { docs?: unknown[] }).docs
        if (!Array.isArray(docs)) break
        if (!isAdmin(ctx.viewer) && docs.length > MAX_PAGE) add('page size', `join ${field.name} holds ${docs.length} documents`)
        for (const item of docs) {
          if (!item || typeof item !== 'object') continue
          const target = Array.isArray(field.collection) ? (item as { relationTo?: string }).relationTo : field.collection
          const inner = Array.isArray(field.collection) ? (item as { value?: unknown }).value : item
          if (target && inner && typeof inner === 'object') walkDoc(ctx, target, inner as Record<string, unknown>, level + 1, add)
        }
        break
      }
      case 'group':
      case 'tab':
        if ('flattenedFields' in field) walkFields(ctx, field.flattenedFields, val as Record<string, unknown>, level, add)
        break
      case 'array':
        for (const row of Array.isArray(val) ? val : []) if (row && typeof row === 'object') walkFields(ctx, field.flattenedFields, row as Record<string, unknown>, level, add)
        break
      case 'blocks':
        for (const row of Array.isArray(val) ? val : []) {
          const block = (field.blocks ?? []).find((b) => b.slug === (row as { blockType?: string })?.blockType)
          if (block) walkFields(ctx, block.flattenedFields, row as Record<string, unknown>, level, add)
        }
        break
      default:
        break
    }
  }
}

/** The fields a viewer may not read on a document (null when the document itself is hidden). */
export function hiddenFields(fields: FlattenedField[], readable: readonly string[] | null): string[] | null {
  if (readable === null) return null
  return fields.map((f) => f.name).filter((n) => !readable.includes(n))
}

export type { Doc }
