import type { CollectionSlug, FlattenedField, GlobalSlug, Payload } from 'payload'

import { execute, sql } from '@/lib/payload/sql'

import { canariesIn } from './canary'
import { describeRequest, qs, send, type Request } from './client'
import { fieldsOf, globalFieldsOf, inspect, type Shape, type Violation } from './inspect'
import { COLLECTION_RULES, GLOBAL_RULES, idOf, type Doc, type Facts, type Viewer } from './policy'
import type { Persona, Snapshot, World } from './world'

/**
 * The write half of the matrix: create, duplicate, update and delete (by id and by `where`), version
 * restores and global updates, by every persona on every world record. After each request the
 * database is read back with access control off and compared with the policy; whatever changed is
 * then put back (or recreated) so every case starts from the same world.
 */

const SKIP_PROBE = new Set(['id', 'createdAt', 'updatedAt', 'url', 'thumbnailURL', 'sizes', 'searchText', 'searchTextFr'])
/** Upload fields that point at a stored file: the probe points them at another record's file. */
const FILE_POINTERS = new Set(['filename', 'prefix', '_objectKey'])

/**
 * Objects with sorted keys, so two reads of the same document compare equal. Ids of nested rows are
 * left out: Payload makes up a new one on every read for a group inside an array row.
 */
export function normal(value: unknown, nested = false): unknown {
  if (Array.isArray(value)) return value.map((v) => normal(v, true))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !(nested && k === 'id'))
        .sort()
        .map((k) => [k, normal((value as Record<string, unknown>)[k], true)]),
    )
  }
  return value
}
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a ?? null)) === JSON.stringify(normal(b ?? null))
const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)

/** Whether any field, however nested, is kept per language. */
function localizedAnywhere(fields: FlattenedField[]): boolean {
  return fields.some(
    (f) =>
      ('localized' in f && Boolean(f.localized)) ||
      ('flattenedFields' in f && localizedAnywhere(f.flattenedFields)) ||
      (f.type === 'blocks' && (f.blocks ?? []).some((b) => localizedAnywhere(b.flattenedFields ?? []))),
  )
}

export type WriteEnv = {
  payload: Payload
  world: World
  /** The current picture of the database (refreshed after every write that changed something). */
  snap: Snapshot
  facts: Facts
  allowed: Map<string, Set<string>>
  disabled: Set<string>
  /** Brings the picture up to date after a write changed `collection` (recreating removed world records). */
  refresh: (collection: string) => Promise<void>
}

let probeCounter = 0

/** A value a client would send for the field: valid, different from what the server would choose. */
function probeValue(env: WriteEnv, collection: string | null, field: FlattenedField, v: Viewer, mode: 'create' | 'update'): unknown {
  const n = ++probeCounter
  if (SKIP_PROBE.has(field.name)) return undefined
  const many = (x: unknown) => ('hasMany' in field && field.hasMany ? [x] : x)
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code': {
      if (collection && FILE_POINTERS.has(field.name)) {
        const others = [...(env.snap.docs.get(collection)?.values() ?? [])].map((d) => d[field.name]).filter((x) => typeof x === 'string' && x)
        return others.at(-1) ?? `probe${n}.pdf`
      }
      return many(`probe${n}`)
    }
    case 'email':
      return `probe${n}@example.com`
    case 'number': {
      const min = typeof field.min === 'number' ? field.min : 0
      const max = typeof field.max === 'number' ? field.max : 1_000_000
      return many(Math.min(max, min + 3))
    }
    case 'checkbox':
      return true
    case 'select':
    case 'radio': {
      const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))
      return many(values.includes('admin') ? 'admin' : values.at(-1))
    }
    case 'date':
      return '2001-02-03T04:05:06.000Z'
    case 'json':
      return { probe: `probe${n}` }
    case 'relationship':
    case 'upload': {
      const pick = (target: string) => {
        if (target === 'users') return env.world.people.victim.id
        // Prefer a record the writer may not read (attaching other people's records is the attack).
        const docs = [...(env.snap.docs.get(target)?.values() ?? [])]
        const hidden = docs.find((d) => COLLECTION_RULES[target]?.read(v, d, env.facts) === null)
        return idOf((hidden ?? docs.at(-1))?.id)
      }
      if (Array.isArray(field.relationTo)) return many({ relationTo: field.relationTo[0], value: pick(field.relationTo[0]) })
      return many(pick(field.relationTo))
    }
    case 'group':
    case 'tab': {
      const inner = Object.fromEntries(
        field.flattenedFields.map((f) => [f.name, probeValue(env, null, f, v, mode)] as const).filter(([, x]) => x !== undefined),
      )
      return Object.keys(inner).length ? inner : undefined
    }
    default:
      return undefined
  }
}

export function probeBody(env: WriteEnv, fields: FlattenedField[], collection: string | null, v: Viewer, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const f of fields) {
    if (f.type === 'join') continue
    const value = probeValue(env, collection, f, v, mode)
    if (value !== undefined) body[f.name] = value
  }
  const cfg = collection ? env.payload.collections[collection as CollectionSlug]?.config : undefined
  if (cfg?.auth && mode === 'create') body.password = `Probe-Password-${++probeCounter}-x`
  return body
}

/** The world's records of a collection, and any record newer than `since` (what a request created). */
async function readAll(env: WriteEnv, collection: string, since: number, extra: number[] = [], locale?: 'all'): Promise<Map<string, Doc>> {
  const found = await env.payload.find({
    collection: collection as CollectionSlug,
    locale,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    where: { or: [{ id: { in: [...env.world.ids(collection), ...extra] } }, { id: { greater_than: since } }] },
  })
  return new Map(found.docs.map((d) => [String(d.id), d as unknown as Doc]))
}

async function newestId(payload: Payload, collection: string): Promise<number> {
  const found = await payload.find({ collection: collection as CollectionSlug, overrideAccess: true, depth: 0, limit: 1, sort: '-id', select: {} })
  return Number(found.docs[0]?.id ?? 0)
}

type WriteCase = { request: Request; shape: Shape; duplicateOf?: Doc; body?: Record<string, unknown> }

/** Write requests a persona sends to one collection. */
function collectionWriteCases(env: WriteEnv, persona: Persona, collection: string): WriteCase[] {
  const fields = fieldsOf(env.payload, collection)
  const v = persona.viewer
  const base = `/${collection}`
  const out: WriteCase[] = []
  const variants = env.world.variants(collection)
  const targets = collection === 'users' && v.id !== null ? [...variants.map(([, id]) => id), v.id] : variants.map(([, id]) => id)
  const docOf = (id: number) => env.snap.docs.get(collection)?.get(String(id))

  const createBody = probeBody(env, fields, collection, v, 'create')
  out.push({ request: { method: 'POST', path: base, json: createBody }, shape: { kind: 'wrapped', collection }, body: createBody })
  for (const id of variants.map(([, x]) => x)) {
    out.push({ request: { method: 'POST', path: `${base}/${id}/duplicate`, json: {} }, shape: { kind: 'wrapped', collection }, duplicateOf: docOf(id) })
  }
  for (const id of targets) {
    const body = probeBody(env, fields, collection, v, 'update')
    out.push({ request: { method: 'PATCH', path: `${base}/${id}`, json: body }, shape: { kind: 'wrapped', collection }, body })
  }
  const bulk = probeBody(env, fields, collection, v, 'update')
  out.push({ request: { method: 'PATCH', path: `${base}?${qs({ where: { id: { in: targets } } })}`, json: bulk }, shape: { kind: 'bulk', collection }, body: bulk })
  out.push({ request: { method: 'PATCH', path: base, json: { [fields[0]?.name ?? 'id']: 'probe' } }, shape: { kind: 'bulk', collection } })
  // Versions: restoring any version of a world record.
  for (const version of (env.snap.versions.get(collection) ?? []).filter((x) => targets.includes(Number(idOf(x.parent))))) {
    out.push({ request: { method: 'POST', path: `${base}/versions/${version.id}` }, shape: { kind: 'opaque' } })
  }
  // Deletes never target the personas' own accounts (the victim account stands in for them).
  const deletable = variants.map(([, id]) => id)
  for (const id of deletable) out.push({ request: { method: 'DELETE', path: `${base}/${id}` }, shape: { kind: 'wrapped', collection } })
  out.push({ request: { method: 'DELETE', path: `${base}?${qs({ where: { id: { in: deletable } } })}` }, shape: { kind: 'bulk', collection } })
  out.push({ request: { method: 'DELETE', path: base }, shape: { kind: 'bulk', collection } })
  if (collection === 'payload-preferences') {
    // Preferences also answer by key: upsert and delete one's own (or, wrongly, someone else's).
    out.push({ request: { method: 'POST', path: `${base}/probe-key-${++probeCounter}`, json: { value: { probe: true } } }, shape: { kind: 'opaque' } })
    for (const [, id] of variants) {
      const key = docOf(id)?.key
      if (typeof key === 'string') {
        out.push({ request: { method: 'POST', path: `${base}/${encodeURIComponent(key)}`, json: { value: { probe: true } } }, shape: { kind: 'opaque' } })
        out.push({ request: { method: 'DELETE', path: `${base}/${encodeURIComponent(key)}` }, shape: { kind: 'opaque' } })
      }
    }
  }
  return out
}

/** Runs every write case of one persona on one collection; returns the number of cases. */
export async function collectionWrites(env: WriteEnv, persona: Persona, collection: string, report: (v: Violation) => void): Promise<number> {
  const cases = collectionWriteCases(env, persona, collection)
  const rules = COLLECTION_RULES[collection]
  const v = persona.viewer
  const fields = fieldsOf(env.payload, collection)
  const derived = new Set(['updatedAt', ...(rules?.derived ?? [])])
  const localized = localizedAnywhere(fields)
  for (const c of cases) {
    const request = describeRequest(c.request)
    const add = (rule: string, detail: string) => report({ rule, persona: persona.name, request, detail })
    // Rate limits would otherwise turn later attempts into 429s that prove nothing.
    await execute(env.payload, sql`DELETE FROM rate_limits`).catch(() => undefined)
    const since = await newestId(env.payload, collection)
    const self = collection === 'users' && v.id !== null ? [v.id] : []
    const before = await readAll(env, collection, since, self)
    // Records are compared as one language reads them and put back from their copy in every language.
    const stored = localized ? await readAll(env, collection, since, self, 'all') : before
    const answer = await send(env.payload, persona.caller, c.request)
    const after = await readAll(env, collection, since, self)
    const facts = env.facts
    // Answers are judged against the records as they were (a document the request itself created is
    // the creator's to see; copies of hidden values in it are caught by the canaries and below).
    const snapBefore: Snapshot = { ...env.snap, docs: new Map(env.snap.docs).set(collection, new Map([...(env.snap.docs.get(collection) ?? []), ...before])) }
    // What the request itself carries (a preference key in the path) is not a leak when echoed.
    const allowed = new Set([...env.allowed.get(persona.name)!, ...canariesIn(`${c.request.path} ${JSON.stringify(c.request.json ?? null)}`)])
    for (const x of inspect({ payload: env.payload, snap: snapBefore, facts, viewer: v, allowed, disabled: env.disabled }, c.request, answer, c.shape)) {
      report(x)
    }

    let changedSomething = false
    // Created documents.
    for (const [id, doc] of after) {
      if (before.has(id)) continue
      changedSomething = true
      const allowedFields = rules?.create(v) ?? null
      if (allowedFields === null) add('forbidden create', `created ${collection}#${id}: ${JSON.stringify(doc).slice(0, 300)}`)
      else {
        const server = rules?.serverValues?.(v, facts) ?? {}
        for (const [k, expected] of Object.entries(server)) {
          const got = doc[k]
          const ok = typeof expected === 'object' && expected !== null ? idOf(got) === idOf(expected) : expected === null ? empty(got) : typeof expected === 'number' ? idOf(got) === expected : got === expected
          if (!ok) add('server-decided field', `created ${collection}#${id}.${k} = ${JSON.stringify(got)} (the server must set ${JSON.stringify(expected)})`)
        }
        for (const [k, sent] of Object.entries(c.body ?? {})) {
          if (allowedFields.includes(k) || k in server || k === 'password' || derived.has(k)) continue
          if (same(doc[k], sent)) add('client-chosen field', `created ${collection}#${id}.${k} = ${JSON.stringify(sent)} as sent`)
        }
        for (const problem of rules?.createdCheck?.(v, doc) ?? []) add('client-chosen field', `created ${collection}#${id}: ${problem}`)
        linkedUnreadable(env, fields, v, null, doc, allowedFields, (detail) => add('linked unreadable record', `created ${collection}#${id}: ${detail}`))
      }
      if (c.duplicateOf) {
        const source = c.duplicateOf
        const readable = rules?.read(v, source, facts) ?? null
        for (const f of fields) {
          if (derived.has(f.name) || f.name === 'createdAt' || (readable && readable.includes(f.name))) continue
          if (!empty(source[f.name]) && same(doc[f.name], source[f.name])) {
            add('copied hidden field', `duplicate ${collection}#${id} of #${source.id} holds ${f.name} = ${JSON.stringify(source[f.name]).slice(0, 120)}`)
          }
        }
      }
      await env.payload.delete({ collection: collection as CollectionSlug, id, overrideAccess: true, user: env.world.people.admin }).catch(() => env.payload.db.deleteOne({ collection: collection as CollectionSlug, where: { id: { equals: id } } }))
    }
    // Changed and deleted documents.
    for (const [id, old] of before) {
      const now = after.get(id)
      if (!now) {
        changedSomething = true
        if (!rules?.delete(v, old, facts)) add('forbidden delete', `deleted ${collection}#${id}`)
        if (!env.world.ids(collection).includes(Number(id))) {
          // Not a world record (another test's, or seeded): put it back as it was.
          await env.payload.db.create({ collection: collection as CollectionSlug, data: stored.get(id) ?? old }).catch(() => undefined)
        }
        continue
      }
      const changed = fields.filter((f) => f.type !== 'join' && !derived.has(f.name) && f.name !== 'createdAt' && !same(old[f.name], now[f.name])).map((f) => f.name)
      if (!changed.length) continue
      changedSomething = true
      const allowedFields = rules?.update(v, old, facts) ?? null
      const bad = changed.filter((f) => !allowedFields?.includes(f))
      if (bad.length) {
        add('forbidden update', `${collection}#${id}: ${bad.map((f) => `${f} ${JSON.stringify(old[f])?.slice(0, 60)} → ${JSON.stringify(now[f])?.slice(0, 60)}`).join('; ')}`)
      }
      if (allowedFields) linkedUnreadable(env, fields, v, old, now, allowedFields, (detail) => add('linked unreadable record', `${collection}#${id}: ${detail}`))
      await env.payload.db.updateOne({ collection: collection as CollectionSlug, id, data: stored.get(id) ?? old })
    }
    if (changedSomething) await env.refresh(collection)
  }
  return cases.length
}

/** A relationship a client wrote must point at something the client may read. */
function linkedUnreadable(env: WriteEnv, fields: FlattenedField[], v: Viewer, old: Doc | null, now: Doc, allowedFields: readonly string[], add: (detail: string) => void) {
  for (const f of fields) {
    if ((f.type !== 'relationship' && f.type !== 'upload') || !allowedFields.includes(f.name)) continue
    if (old && same(old[f.name], now[f.name])) continue
    for (const item of Array.isArray(now[f.name]) ? (now[f.name] as unknown[]) : [now[f.name]]) {
      if (empty(item)) continue
      const target = Array.isArray(f.relationTo) ? String((item as { relationTo?: string }).relationTo) : f.relationTo
      const targetDoc = env.snap.docs.get(target)?.get(String(idOf(item)))
      if (targetDoc && COLLECTION_RULES[target]?.read(v, targetDoc, env.facts) === null) add(`${f.name} → ${target}#${idOf(item)}, which the writer may not read`)
    }
  }
}

/** Global updates by one persona: every field it may not change must stay as it was. */
export async function globalWrites(env: WriteEnv, persona: Persona, slug: string, report: (v: Violation) => void): Promise<number> {
  const fields = globalFieldsOf(env.payload, slug)
  const v = persona.viewer
  const body = probeBody(env, fields, null, v, 'update')
  const request: Request = { method: 'POST', path: `/globals/${slug}`, json: body }
  const before = (await env.payload.findGlobal({ slug: slug as GlobalSlug, overrideAccess: true, depth: 0, showHiddenFields: true })) as unknown as Doc
  const stored = localizedAnywhere(fields)
    ? ((await env.payload.findGlobal({ slug: slug as GlobalSlug, locale: 'all', overrideAccess: true, depth: 0, showHiddenFields: true })) as unknown as Doc)
    : before
  const answer = await send(env.payload, persona.caller, request)
  const after = (await env.payload.findGlobal({ slug: slug as GlobalSlug, overrideAccess: true, depth: 0, showHiddenFields: true })) as unknown as Doc
  for (const x of inspect({ payload: env.payload, snap: env.snap, facts: env.facts, viewer: v, allowed: env.allowed.get(persona.name)!, disabled: env.disabled }, request, answer, { kind: 'opaque' })) {
    report(x)
  }
  const changed = fields.filter((f) => f.name !== 'updatedAt' && f.name !== 'createdAt' && !same(before[f.name], after[f.name])).map((f) => f.name)
  if (changed.length) {
    const allowedFields = GLOBAL_RULES[slug]?.update(v) ?? null
    const bad = changed.filter((f) => !allowedFields?.includes(f))
    if (bad.length) {
      report({
        rule: 'forbidden update',
        persona: persona.name,
        request: describeRequest(request),
        detail: `global ${slug}: ${bad.map((f) => `${f} ${JSON.stringify(before[f])?.slice(0, 60)} → ${JSON.stringify(after[f])?.slice(0, 60)}`).join('; ')}`,
      })
    }
    await env.payload.db.updateGlobal({ slug, data: stored })
  }
  return 1
}
