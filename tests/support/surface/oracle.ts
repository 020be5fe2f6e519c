import type { FlattenedField } from 'payload'

import { qs, send, type Request } from './client'
import { otherValue, scalar, type SurfaceInfo } from './cases'
import { fieldsOf, type Violation } from './inspect'
import { COLLECTION_RULES, idOf, type Doc, type Facts } from './policy'
import type { Persona } from './world'

/**
 * A hidden field must not be usable as an oracle: for someone who may not read a field of a record
 * they can see, results, counts and order must not depend on the field's value. Each check sends
 * a pair of queries that differ only in the hidden value (or the sort direction) and compares.
 */

type Probe = { field: string; path: string; value: unknown; other: unknown; stringy: boolean; through: boolean }

const SORTABLE = new Set(['text', 'textarea', 'email', 'number', 'date', 'select'])

export type OracleResult = { cases: number; violations: Violation[] }

export async function oracleChecks(info: SurfaceInfo, facts: Facts, persona: Persona, collection: string, concurrency: number): Promise<OracleResult> {
  const { payload, snap, world } = info
  const rules = COLLECTION_RULES[collection]
  const fields = fieldsOf(payload, collection)
  const v = persona.viewer
  const violations: Violation[] = []
  let cases = 0
  const docs = world
    .ids(collection)
    .map((id) => snap.docs.get(collection)?.get(String(id)))
    .filter((d): d is Doc => Boolean(d))
  const readableFields = (c: string, d: Doc) => COLLECTION_RULES[c]?.read(v, d, facts) ?? null

  type Pair = { a: Request; b: Request; record: Doc; probe: Probe; kind: 'where' | 'count' }
  const pairs: Pair[] = []
  const sortGroups = new Map<string, { path: string; field: FlattenedField; items: { id: number; value: unknown }[] }>()

  for (const d of docs) {
    const readable = rules ? rules.read(v, d, facts) : null
    if (readable === null) continue // the record never shows, so nothing about it can be learned by filtering
    const probes: Probe[] = []
    for (const f of fields) {
      if (f.type === 'join' || ('virtual' in f && f.virtual)) continue
      const hidden = !readable.includes(f.name)
      const value = scalar(f, d[f.name])
      if (hidden && value !== null && value !== undefined) {
        probes.push({ field: f.name, path: f.name, value, other: otherValue(f, value), stringy: typeof value === 'string', through: false })
        if (SORTABLE.has(f.type)) addSort(f.name, f, Number(d.id), value)
      }
      // Through a relationship: the related record's fields, hidden either on it or because the link itself is hidden.
      if ((f.type === 'relationship' || f.type === 'upload') && typeof f.relationTo === 'string' && value !== null) {
        const target = snap.docs.get(f.relationTo)?.get(String(value))
        if (!target) continue
        const targetReadable = readableFields(f.relationTo, target)
        for (const tf of fieldsOf(payload, f.relationTo)) {
          if (tf.type === 'join' || tf.type === 'group' || tf.type === 'array' || tf.type === 'blocks' || ('virtual' in tf && tf.virtual)) continue
          if (!hidden && targetReadable !== null && targetReadable.includes(tf.name)) continue
          const tv = scalar(tf, target[tf.name])
          if (tv === null || tv === undefined || typeof tv === 'object') continue
          probes.push({ field: `${f.name}.${tf.name}`, path: `${f.name}.${tf.name}`, value: tv, other: otherValue(tf, tv), stringy: typeof tv === 'string', through: true })
          if (SORTABLE.has(tf.type)) addSort(`${f.name}.${tf.name}`, tf, Number(d.id), tv)
        }
      }
    }
    for (const probe of probes) {
      const variants: [unknown, unknown][] = [
        [{ equals: probe.value }, { equals: probe.other }],
        [{ exists: true }, { exists: false }],
      ]
      if (probe.through) {
        // Through a relationship: equality and existence are enough to tell.
      } else if (probe.stringy) {
        const s = String(probe.value)
        const part = s.match(/cnry[0-9a-z]{10}/)?.[0] ?? s.slice(0, Math.max(1, Math.ceil(s.length / 2)))
        variants.push([{ like: part }, { like: 'zzqq-no-such-part' }])
      } else {
        variants.push([{ in: [probe.value] }, { in: [probe.other] }])
      }
      for (const [opA, opB] of variants) {
        const where = (op: unknown) => ({ and: [{ id: { equals: d.id } }, { [probe.path]: op }] })
        pairs.push({
          a: { method: 'GET', path: `/${collection}?${qs({ where: where(opA), depth: 0 })}` },
          b: { method: 'GET', path: `/${collection}?${qs({ where: where(opB), depth: 0 })}` },
          record: d,
          probe,
          kind: 'where',
        })
      }
      if (!probe.through) pairs.push({
        a: { method: 'GET', path: `/${collection}/count?${qs({ where: { and: [{ id: { equals: d.id } }, { [probe.path]: { equals: probe.value } }] } })}` },
        b: { method: 'GET', path: `/${collection}/count?${qs({ where: { and: [{ id: { equals: d.id } }, { [probe.path]: { equals: probe.other } }] } })}` },
        record: d,
        probe,
        kind: 'count',
      })
    }
  }

  function addSort(path: string, field: FlattenedField, id: number, value: unknown) {
    if (!sortGroups.has(path)) sortGroups.set(path, { path, field, items: [] })
    sortGroups.get(path)!.items.push({ id, value })
  }

  const total = (body: unknown) => Number((body as { totalDocs?: unknown } | null)?.totalDocs)
  const queue: (() => Promise<void>)[] = pairs.map((pair) => async () => {
    const [a, b] = await Promise.all([send(payload, persona.caller, pair.a), send(payload, persona.caller, pair.b)])
    cases += 2
    if (a.status !== 200 || b.status !== 200) return
    if (total(a.json) !== total(b.json)) {
      violations.push({
        rule: 'query oracle',
        persona: persona.name,
        request: `GET /api${pair.a.path}  vs  GET /api${pair.b.path}`,
        detail: `${pair.kind} on hidden ${collection}#${pair.record.id}.${pair.probe.field}: ${total(a.json)} vs ${total(b.json)} documents`,
      })
    }
  })

  // Sorting by a hidden value: with three or more records, matching both the true ascending and
  // descending orders means the server sorted by what the reader may not see.
  for (const group of sortGroups.values()) {
    const distinct = new Map(group.items.map((i) => [String(i.value), i]))
    if (distinct.size < 3 || distinct.size !== group.items.length) continue
    const cmp = (x: unknown, y: unknown) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0)
    const asc = [...group.items].sort((x, y) => cmp(x.value, y.value)).map((i) => i.id)
    const ids = group.items.map((i) => i.id)
    queue.push(async () => {
      const req = (dir: string): Request => ({ method: 'GET', path: `/${collection}?${qs({ where: { id: { in: ids } }, sort: `${dir}${group.path}`, depth: 0, limit: 100 })}` })
      const [up, down] = await Promise.all([send(payload, persona.caller, req('')), send(payload, persona.caller, req('-'))])
      cases += 2
      if (up.status !== 200 || down.status !== 200) return
      const order = (body: unknown) => ((body as { docs?: { id: unknown }[] }).docs ?? []).map((d) => idOf(d.id)).filter((id) => id !== null && ids.includes(id))
      const gotUp = order(up.json)
      const gotDown = order(down.json)
      if (gotUp.length === ids.length && JSON.stringify(gotUp) === JSON.stringify(asc) && JSON.stringify(gotDown) === JSON.stringify([...asc].reverse())) {
        violations.push({
          rule: 'sort oracle',
          persona: persona.name,
          request: `GET /api${req('').path}  vs  GET /api${req('-').path}`,
          detail: `ordered by hidden ${collection}.${group.path} over records ${ids.join(', ')}`,
        })
      }
    })
  }

  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queue.length) await queue[next++]()
    }),
  )
  return { cases, violations }
}
