import type { FlattenedField, Payload } from 'payload'

import { qs, type Request } from './client'
import { fieldsOf, globalFieldsOf, type Shape } from './inspect'
import { COLLECTION_RULES, PERSONAS, idOf, type Doc, type Viewer } from './policy'
import type { Snapshot, World } from './world'

/**
 * Generates, from the running config, every REST request the matrix sends: each endpoint Payload
 * serves for a collection or global × each query modifier, on each field.
 */

export type Tier = 'core' | 'sweep' | 'hiding'
export type Case = { request: Request; shape: Shape; tier: Tier }

const QUERYABLE = new Set(['text', 'textarea', 'email', 'code', 'number', 'checkbox', 'select', 'radio', 'date', 'relationship', 'upload', 'json', 'point', 'richText', 'array', 'blocks', 'group'])

/** Every subset of a list (the lists here have at most four items). */
export function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => acc.concat(acc.map((s) => [...s, item])), [[]])
}

/** A value of a field to put in a query: from a world record, else any record, else a typed default. */
export function sampleValue(field: FlattenedField, docs: Doc[]): unknown {
  for (const d of docs) {
    const v = d[field.name]
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue
    return scalar(field, v)
  }
  switch (field.type) {
    case 'number':
      return 1
    case 'checkbox':
      return true
    case 'date':
      return '2020-01-01T00:00:00.000Z'
    case 'relationship':
    case 'upload':
      return 1
    default:
      return 'x'
  }
}

/** The scalar a query compares with (first item of hasMany, the id of a relationship). */
export function scalar(field: FlattenedField, v: unknown): unknown {
  if (Array.isArray(v)) return v.length ? scalar(field, v[0]) : null
  if (field.type === 'relationship' || field.type === 'upload') return idOf(v)
  if (v && typeof v === 'object') return null
  return v
}

/** A value that differs from `v` for the same field (the "false" side of an oracle pair). */
export function otherValue(field: FlattenedField, v: unknown): unknown {
  if (typeof v === 'boolean') return !v
  if (typeof v === 'number') return v + 9_999_991
  if (field.type === 'date') return '1999-01-01T00:00:00.000Z'
  if (field.type === 'select' || field.type === 'radio') {
    const values = (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))
    return values.find((o) => o !== v) ?? 'zz-no-such-option'
  }
  return 'zzqq-no-such-value'
}

const whereOps = (field: FlattenedField, value: unknown): Record<string, unknown>[] => {
  const ops: Record<string, unknown>[] = [{ exists: true }]
  if (value === null || value === undefined) return ops
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code': {
      const s = String(value)
      const part = s.match(/cnry[0-9a-z]{10}/)?.[0] ?? s.slice(Math.floor(s.length / 3), Math.floor(s.length / 3) + 4)
      ops.push({ equals: s }, { like: part }, { contains: part }, { in: [s] })
      break
    }
    case 'number':
    case 'date':
      ops.push({ equals: value }, { greater_than: value }, { in: [value] }, { like: String(value) })
      break
    case 'checkbox':
      ops.push({ equals: value }, { like: String(value) })
      break
    case 'select':
    case 'radio':
    case 'relationship':
    case 'upload':
      ops.push({ equals: value }, { not_in: [value] }, { like: String(value) })
      break
    case 'json':
      ops.push({ equals: 'x' })
      break
    default:
      break
  }
  return ops
}

export type SurfaceInfo = { payload: Payload; world: World; snap: Snapshot }

/** Fields that some persona may not read on some record it can see: where `select` tricks matter. */
const sensitiveCache = new WeakMap<Snapshot, Map<string, string[]>>()
export function sensitiveFields(info: SurfaceInfo, collection: string): string[] {
  const cache = sensitiveCache.get(info.snap) ?? new Map<string, string[]>()
  sensitiveCache.set(info.snap, cache)
  if (!cache.has(collection)) cache.set(collection, computeSensitive(info, collection))
  return cache.get(collection)!
}

function computeSensitive(info: SurfaceInfo, collection: string): string[] {
  const rules = COLLECTION_RULES[collection]
  const fields = fieldsOf(info.payload, collection).map((f) => f.name)
  if (!rules) return fields
  const facts = info.world.facts(info.snap)
  const docs = [...(info.snap.docs.get(collection)?.values() ?? [])]
  const out = new Set<string>()
  for (const name of PERSONAS) {
    const v = info.world.personas[name].viewer
    for (const d of docs) {
      const readable = rules.read(v, d, facts)
      if (readable) for (const f of fields) if (!readable.includes(f)) out.add(f)
    }
  }
  return [...out]
}

const worldDocs = (info: SurfaceInfo, collection: string): Doc[] =>
  info.world.ids(collection).map((id) => info.snap.docs.get(collection)?.get(String(id))).filter((d): d is Doc => Boolean(d))

/**
 * The read requests for one collection, each with a tier: `core` runs for every persona; `sweep`
 * (every field × select, where, sort, populate, joins) for personas the policy lets read at least one
 * record of the collection; `hiding` (select/populate combinations that leave out the fields a rule
 * reads) for those of them who are not admins.
 */
export function collectionReadCases(info: SurfaceInfo, collection: string): Case[] {
  const { payload } = info
  const cfg = payload.collections[collection as keyof typeof payload.collections].config
  const base = `/${collection}`
  const out: Case[] = []
  const find = (tier: Tier, params: Record<string, unknown>, extra: Partial<Request> = {}) =>
    out.push({ tier, request: { method: 'GET', path: `${base}${Object.keys(params).length ? `?${qs(params)}` : ''}`, ...extra }, shape: { kind: 'find', collection } })
  const opaque = (tier: Tier, path: string, method: Request['method'] = 'GET') => out.push({ tier, request: { method, path }, shape: { kind: 'opaque' } })
  const fields = fieldsOf(payload, collection)
  const ids = info.world.ids(collection)
  const docs = worldDocs(info, collection)
  const allDocs = [...(info.snap.docs.get(collection)?.values() ?? [])]
  const mine = ids.length ? { id: { in: ids } } : { id: { exists: true } }
  const scoped = (where: Record<string, unknown>) => ({ and: [mine, where] })
  const rules = COLLECTION_RULES[collection]
  const ruleInputs = (rules?.ruleInputs ?? []).filter((r) => fields.some((f) => f.name === r))
  const sensitive = sensitiveFields(info, collection)
  const conditional = conditionalFields(info, collection)

  // Lists: as is, every depth, page sizes, flags.
  find('core', {})
  for (let depth = 0; depth <= 5; depth++) find('core', { depth, where: mine })
  for (const paging of [
    { limit: 0 },
    { limit: -1 },
    { limit: 101 },
    { limit: 1000 },
    { limit: 'abc' },
    { limit: 1.5 },
    { pagination: false },
    { pagination: 'false', limit: 1000 },
    { page: 2, limit: 1 },
    { page: -1 },
  ]) {
    find('core', paging)
  }
  for (const flags of [{ draft: true }, { trash: true }, { locale: 'fr' }, { depth: 'abc' }, { where: { nonexistent: { equals: 1 } } }]) find('core', flags)

  // select: each field alone and left out; fields whose visibility a rule decides, with its inputs left out.
  for (const f of fields) {
    find('sweep', { where: mine, select: { [f.name]: true } })
    find('sweep', { where: mine, select: { [f.name]: false } })
  }
  for (const f of conditional) {
    for (const inputs of combos(ruleInputs)) {
      if (inputs.includes(f)) continue
      find('hiding', { where: mine, select: Object.fromEntries([f, ...inputs].map((n) => [n, true])) })
    }
  }
  for (const inputs of combos(ruleInputs)) find('hiding', { where: mine, select: Object.fromEntries(inputs.map((n) => [n, false])) })

  // populate: the related collection's hidden fields, alone and with its rule inputs left out.
  for (const f of fields) {
    if (f.type !== 'relationship' && f.type !== 'upload') continue
    for (const target of Array.isArray(f.relationTo) ? f.relationTo : [f.relationTo]) {
      const targetFields = fieldsOf(payload, target)
      const targetInputs = (COLLECTION_RULES[target]?.ruleInputs ?? []).filter((r) => targetFields.some((tf) => tf.name === r))
      const targetSensitive = sensitiveFields(info, target)
      const baseline = targetFields.find((tf) => !targetSensitive.includes(tf.name))
      for (const name of [...(baseline ? [baseline.name] : []), ...targetSensitive]) find('sweep', { where: mine, depth: 2, populate: { [target]: { [name]: true } } })
      for (const tf of conditionalFields(info, target)) {
        for (const inputs of combos(targetInputs)) {
          if (inputs.includes(tf)) continue
          find('hiding', { where: mine, depth: 2, populate: { [target]: Object.fromEntries([tf, ...inputs].map((n) => [n, true])) } })
        }
      }
      for (const inputs of combos(targetInputs)) find('hiding', { where: mine, depth: 2, populate: { [target]: Object.fromEntries(inputs.map((n) => [n, false])) } })
    }
  }

  // joins
  for (const f of fields) {
    if (f.type !== 'join') continue
    for (const join of [{ limit: 1000 }, { limit: 0 }, { where: { id: { exists: true } } }, { sort: '-createdAt' }, { count: true }]) find('sweep', { where: mine, joins: { [f.name]: join } })
  }
  find('sweep', { where: mine, joins: false })

  // sort on every field, and through every relationship.
  for (const f of fields) {
    if (f.type === 'join') continue
    find('sweep', { where: mine, depth: 0, sort: f.name })
    find('sweep', { where: mine, depth: 0, sort: `-${f.name}` })
    if ((f.type === 'relationship' || f.type === 'upload') && typeof f.relationTo === 'string') {
      for (const tf of fieldsOf(payload, f.relationTo)) if (tf.type !== 'join') find('sweep', { where: mine, depth: 0, sort: `${f.name}.${tf.name}` })
    }
  }

  // where on every field with the operators that fit it, and through every relationship.
  for (const f of fields) {
    if (!QUERYABLE.has(f.type) && f.type !== 'join') continue
    const value = sampleValue(f, docs.length ? docs : allDocs)
    for (const op of f.type === 'join' ? [{ exists: true }] : whereOps(f, value)) find('sweep', { depth: 0, where: scoped({ [f.name]: op }) })
    find('sweep', { depth: 0, where: { or: [{ [f.name]: { exists: true } }, { id: { equals: -1 } }] } })
    opaque('sweep', `${base}/count?${qs({ where: { [f.name]: { exists: true } } })}`)
    if ((f.type === 'relationship' || f.type === 'upload') && typeof f.relationTo === 'string') {
      const targetDocs = [...(info.snap.docs.get(f.relationTo)?.values() ?? [])]
      for (const tf of fieldsOf(payload, f.relationTo)) {
        if (!QUERYABLE.has(tf.type)) continue
        const tv = sampleValue(tf, targetDocs)
        for (const op of tv === null || typeof tv === 'object' ? [{ exists: true }] : [{ equals: tv }, { like: String(tv).slice(0, 14) }]) {
          find('sweep', { depth: 0, where: scoped({ [`${f.name}.${tf.name}`]: op }) })
        }
      }
    }
  }

  // The same reads with the query in the body (POST + X-Payload-HTTP-Method-Override: GET).
  for (const f of [...new Set([...conditional, ...sensitive.slice(0, 1)])]) {
    out.push({
      tier: 'core',
      request: {
        method: 'POST',
        path: base,
        headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: qs({ where: mine, select: Object.fromEntries([f, ...ruleInputs.filter((r) => r !== f).slice(0, 1)].map((n) => [n, true])) }),
      },
      shape: { kind: 'find', collection },
    })
  }

  // count, versions, access
  opaque('core', `${base}/count`)
  opaque('core', `${base}/versions`)
  opaque('core', `${base}/versions?${qs({ where: { parent: { in: ids } }, limit: 1000 })}`)
  for (const version of (info.snap.versions.get(collection) ?? []).filter((v) => ids.includes(Number(idOf(v.parent))))) opaque('core', `${base}/versions/${version.id}`)
  opaque('core', `${base}/access`, 'POST')

  // by id: every world record, as is and with the select tricks; and ids that do not exist or are malformed.
  for (const id of ids) {
    const one = (tier: Tier, params: Record<string, unknown>) =>
      out.push({ tier, request: { method: 'GET', path: `${base}/${id}${Object.keys(params).length ? `?${qs(params)}` : ''}` }, shape: { kind: 'doc', collection } })
    one('core', {})
    one('core', { depth: 0 })
    one('core', { depth: 5 })
    one('core', { draft: true })
    for (const f of conditional) {
      one('hiding', { select: { [f]: true } })
      for (const input of ruleInputs) if (input !== f) one('hiding', { select: { [f]: true, [input]: true } })
    }
    for (const input of ruleInputs) one('hiding', { select: { [input]: false } })
    opaque('core', `${base}/access/${id}`, 'POST')
  }
  for (const bad of ['999999999', 'abc', '1.5', '99999999999999999999', '%00']) out.push({ tier: 'core', request: { method: 'GET', path: `${base}/${bad}` }, shape: { kind: 'doc', collection } })

  // Upload collections: the file route for every stored file.
  if (cfg.upload) for (const d of docs) if (typeof d.filename === 'string') opaque('core', `${base}/file/${encodeURIComponent(d.filename)}`)
  return out
}

/**
 * The combinations of a rule's inputs to ask for alongside a field: each input alone, all but one,
 * and all of them (every subset would be 2^n requests for the same lesson).
 */
function combos(inputs: readonly string[]): string[][] {
  const out = new Map<string, string[]>()
  const add = (s: string[]) => s.length && out.set(s.join(','), s)
  for (const i of inputs) add([i])
  for (const i of inputs) add(inputs.filter((x) => x !== i))
  add([...inputs])
  return [...out.values()]
}

/** Fields a non-admin reads on some records and not on others: the ones a rule decides per document. */
export function conditionalFields(info: SurfaceInfo, collection: string): string[] {
  const rules = COLLECTION_RULES[collection]
  if (!rules) return []
  const facts = info.world.facts(info.snap)
  const docs = [...(info.snap.docs.get(collection)?.values() ?? [])]
  const seen = new Set<string>()
  const missed = new Set<string>()
  for (const name of PERSONAS) {
    const v = info.world.personas[name].viewer
    if (v.roles.includes('admin')) continue
    for (const d of docs) {
      const readable = rules.read(v, d, facts)
      if (!readable) continue
      for (const f of fieldsOf(info.payload, collection)) (readable.includes(f.name) ? seen : missed).add(f.name)
    }
  }
  return [...seen].filter((f) => missed.has(f))
}

/** Whether the policy lets a viewer read at least one record of the collection. */
export function readsAny(info: SurfaceInfo, collection: string, v: Viewer): boolean {
  const rules = COLLECTION_RULES[collection]
  if (!rules) return false
  const facts = info.world.facts(info.snap)
  return [...(info.snap.docs.get(collection)?.values() ?? [])].some((d) => rules.read(v, d, facts) !== null)
}

/** Whether two viewers see exactly the same of a collection (then one sweep covers both). */
export function sameView(info: SurfaceInfo, collection: string, a: Viewer, b: Viewer): boolean {
  const rules = COLLECTION_RULES[collection]
  if (!rules) return true
  const facts = info.world.facts(info.snap)
  return [...(info.snap.docs.get(collection)?.values() ?? [])].every((d) => JSON.stringify(rules.read(a, d, facts)) === JSON.stringify(rules.read(b, d, facts)))
}

/** The read requests for one global. */
export function globalReadCases(info: SurfaceInfo, slug: string): Case[] {
  const base = `/globals/${slug}`
  const out: Case[] = []
  const get = (params: Record<string, unknown>) =>
    out.push({ tier: 'core', request: { method: 'GET', path: `${base}${Object.keys(params).length ? `?${qs(params)}` : ''}` }, shape: { kind: 'global', slug } })
  get({})
  for (let depth = 0; depth <= 5; depth++) get({ depth })
  get({ draft: true })
  for (const f of globalFieldsOf(info.payload, slug)) {
    get({ select: { [f.name]: true } })
    get({ select: { [f.name]: false } })
  }
  out.push({ tier: 'core', request: { method: 'GET', path: `${base}/versions` }, shape: { kind: 'opaque' } })
  out.push({ tier: 'core', request: { method: 'POST', path: `${base}/access` }, shape: { kind: 'opaque' } })
  return out
}

/** Everything else Payload mounts: auth routes, the access map, preferences by key, the job runner. */
export function otherReadCases(info: SurfaceInfo, viewer: Viewer): Case[] {
  const out: Case[] = []
  const add = (method: Request['method'], path: string, shape: Shape = { kind: 'opaque' }, json?: unknown) => out.push({ tier: 'core', request: { method, path, json }, shape })
  add('GET', '/users/me', { kind: 'me', collection: 'users' })
  add('POST', '/users/access')
  add('GET', '/access')
  add('GET', '/users/init')
  for (const [, id] of info.world.variants('payload-preferences')) {
    const key = info.snap.docs.get('payload-preferences')?.get(String(id))?.key
    if (typeof key === 'string') add('GET', `/payload-preferences/${encodeURIComponent(key)}`, { kind: 'doc', collection: 'payload-preferences' })
  }
  if (!viewer.roles.includes('admin')) {
    // Running the queue is an admin's (or the scheduler's) business: only checked for everybody else.
    add('GET', '/payload-jobs/run')
    add('GET', '/payload-jobs/handle-schedules')
  }
  for (const [, id] of info.world.variants('resumes')) add('POST', `/resumes/${id}/download-link`)
  return out
}
