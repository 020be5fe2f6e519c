import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayload } from '../support/payload'
import { pool, qs, send, serverError, type Request } from '../support/surface/client'
import { fieldsOf, inspect, type Violation } from '../support/surface/inspect'
import { PERSONAS, type Facts, type PersonaName } from '../support/surface/policy'
import { World, type Snapshot } from '../support/surface/world'

/**
 * Property-based fuzz of Payload's generic REST surface: random `where` trees (every operator,
 * nested and/or, paths through relationships, junk paths), random select/populate/joins/sort/depth/
 * limit/page/pagination, malformed and huge values, arrays where scalars belong, unicode, and random
 * JSON bodies for create and update. For every request, as every persona: never a 5xx, never a
 * canary the persona may not see. A fixed seed and a fixed number of runs keep CI deterministic.
 */

const SEED = 20_261_123
const READ_RUNS = 1500
const WRITE_RUNS = 500
const CONCURRENCY = 8

const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'like', 'not_like', 'contains', 'near', 'within', 'intersects', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const JUNK_KEYS = ['id', 'nonexistent', '__proto__', 'constructor', 'a.b.c', '', ' ', '0', 'createdBy.email', 'user.value', 'facility.name', '_status', 'roles', 'password', 'hash']
const NASTY = [
  '', ' ', '%', '%%', '%00', '\u0000', '_', '\\', "'", '"', "'; DROP TABLE users;--", 'null', 'undefined', 'true', 'false', '[]', '{}', '1,2', '1,2,3',
  '1e309', '-1', '0', '1.5', '99999999999999999999', '0x10', 'NaN', 'Infinity', '2026-13-45T99:99:99Z', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'Ωμέγα', 'ñandú', '\u202e', 'a'.repeat(2000),
]

let payload: Payload
let world: World
let snap: Snapshot
let facts: Facts
let allowed: Map<string, Set<string>>
let disabled: Set<string>
let firstNewId: Map<string, number>

async function picture() {
  snap = await world.snapshot()
  facts = world.facts(snap)
  const occurrences = world.occurrences(snap)
  allowed = new Map(PERSONAS.map((name) => [name, world.allowedCanaries(snap, facts, occurrences, world.personas[name].viewer)]))
}

beforeAll(async () => {
  payload = await getPayload()
  world = await new World(payload).build()
  disabled = new Set(payload.config.collections.filter((c) => c.endpoints === false).map((c) => c.slug))
  await picture()
  firstNewId = new Map()
  for (const c of payload.config.collections) {
    const newest = await payload.find({ collection: c.slug as CollectionSlug, overrideAccess: true, depth: 0, limit: 1, sort: '-id', select: {} })
    firstNewId.set(c.slug, Number(newest.docs[0]?.id ?? 0))
  }
  payload.logger.level = 'fatal'
}, 120_000)

afterAll(async () => {
  if (!payload) return
  payload.logger.level = 'info'
  // Whatever the fuzz created goes again (as an admin: deletes take dependents along as their user).
  for (const c of payload.config.collections) {
    if (c.endpoints === false) continue
    await payload
      .delete({ collection: c.slug as CollectionSlug, where: { id: { greater_than: firstNewId.get(c.slug) ?? 0 } }, overrideAccess: true, user: world.people.admin })
      .catch(() => undefined)
  }
  for (const id of world.ids('media')) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
})

// ─── arbitraries ─────────────────────────────────────────────────────────────────────────────────

const slugs = () => payload.config.collections.filter((c) => c.endpoints !== false).map((c) => c.slug)
const fieldNames = (collection: string) => fieldsOf(payload, collection).map((f) => f.name)
const subPaths = (collection: string) =>
  fieldsOf(payload, collection).flatMap((f) =>
    (f.type === 'relationship' || f.type === 'upload') && typeof f.relationTo === 'string' ? fieldNames(f.relationTo).map((n) => `${f.name}.${n}`) : [],
  )

function arbitraries() {
  const tokens = [...new Set([...allowed.values()].flatMap((s) => [...s]))].slice(0, 40)
  const ids = [...new Set(slugs().flatMap((c) => world.ids(c)))]
  const scalar = fc.oneof(
    fc.string({ maxLength: 24 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(...NASTY),
    fc.constantFrom(...(tokens.length ? tokens : ['cnry0000000000'])),
    fc.constantFrom(...(ids.length ? ids : [1])),
  )
  const value = fc.oneof({ weight: 5, arbitrary: scalar }, { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'equals', 'in', '0', 'value', 'relationTo'), scalar, { maxKeys: 2 }) })
  const number = fc.oneof(fc.integer({ min: -3, max: 150 }), fc.constantFrom<unknown>(0, -1, 1.5, 'abc', '', '1e309', '99999999999999999999', [1, 2], { a: 1 }))

  const forCollection = (collection: string) => {
    const names = fieldNames(collection)
    const field = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...JUNK_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) })
    const subs = subPaths(collection)
    const path = fc.oneof({ weight: 5, arbitrary: field }, { weight: 2, arbitrary: fc.constantFrom(...(subs.length ? subs : names)) })
    const { where } = fc.letrec<{ where: Record<string, unknown>; leaf: Record<string, unknown> }>((tie) => ({
      leaf: fc.record({ p: path, op: fc.constantFrom(...OPERATORS), v: value }).map(({ p, op, v }) => ({ [p]: { [op]: v } })),
      where: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tie('leaf'),
        fc.record({ k: fc.constantFrom('and', 'or'), items: fc.array(tie('where'), { maxLength: 3 }) }).map(({ k, items }) => ({ [k]: items })),
      ),
    }))
    const select = fc.dictionary(field, fc.oneof(fc.boolean(), scalar), { maxKeys: 4 })
    const populate = fc.dictionary(fc.constantFrom(...slugs()), fc.dictionary(fc.oneof(fc.constantFrom(...JUNK_KEYS), fc.constantFrom('title', 'company', 'email', 'name', 'owner', 'createdBy')), fc.boolean(), { maxKeys: 3 }), {
      maxKeys: 2,
    })
    const joins = fc.oneof(
      fc.constant<unknown>(false),
      fc.dictionary(field, fc.record({ limit: number, page: number, sort: field, where, count: fc.boolean() }, { requiredKeys: [] }), { maxKeys: 2 }),
    )
    const sort = fc.oneof(field, field.map((f) => `-${f}`), fc.array(fc.oneof(field, path), { maxLength: 3 }), fc.array(field, { maxLength: 3 }).map((a) => a.join(',')))
    const query = fc.record(
      {
        where,
        select,
        populate,
        joins,
        sort,
        depth: number,
        limit: number,
        page: number,
        pagination: fc.oneof(fc.boolean(), fc.constantFrom('false', 'x', '')),
        draft: fc.oneof(fc.boolean(), fc.constantFrom('x')),
        trash: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    const body = fc.oneof(
      { weight: 8, arbitrary: fc.dictionary(fc.oneof(field, fc.constantFrom(...JUNK_KEYS)), value, { maxKeys: 6 }) },
      { weight: 1, arbitrary: fc.oneof(fc.array(scalar, { maxLength: 3 }), scalar) as fc.Arbitrary<unknown> },
    )
    const id = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(world.ids(collection).length ? world.ids(collection) : [1])).map(String) }, { weight: 1, arbitrary: fc.constantFrom('abc', '-1', '1.5', '0', '99999999999999999999', '%00', '%zz', '1%20OR%201=1') })
    return { query, body, id, where }
  }
  return { forCollection }
}

type FuzzCase = { persona: PersonaName; collection: string; request: Request }
type Found = Violation & { case: FuzzCase }

const render = (query: Record<string, unknown>, jsonWhere: boolean) => {
  if (jsonWhere && query.where !== undefined) {
    const { where, ...rest } = query
    // Payload also takes `where` as a JSON string; now and then a broken one.
    const text = JSON.stringify(where)
    return [qs(rest), `where=${encodeURIComponent(text.length > 2 && text.length % 5 === 0 ? text.slice(0, -1) : text)}`].filter(Boolean).join('&')
  }
  return qs(query)
}

function readCases(): FuzzCase[] {
  const a = arbitraries()
  const arb = fc
    .record({ persona: fc.constantFrom(...PERSONAS), collection: fc.constantFrom(...slugs()), kind: fc.constantFrom('find', 'find', 'find', 'count', 'byId', 'versions', 'override'), jsonWhere: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) })
    .chain(({ persona, collection, kind, jsonWhere }) => {
      const { query, id } = a.forCollection(collection)
      return fc.record({ query, id }).map(({ query: q, id: docId }): FuzzCase => {
        const search = render(q, jsonWhere)
        const base = `/${collection}`
        const request: Request =
          kind === 'count'
            ? { method: 'GET', path: `${base}/count?${search}` }
            : kind === 'byId'
              ? { method: 'GET', path: `${base}/${docId}?${search}` }
              : kind === 'versions'
                ? { method: 'GET', path: `${base}/versions?${search}` }
                : kind === 'override'
                  ? { method: 'POST', path: base, body: search, headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' } }
                  : { method: 'GET', path: `${base}?${search}` }
        return { persona, collection, request }
      })
    })
  return fc.sample(arb, { seed: SEED, numRuns: READ_RUNS })
}

function writeCases(): FuzzCase[] {
  const a = arbitraries()
  // Admins may do anything, so random bulk writes by an admin would only wreck the world: admins create only.
  const arb = fc
    .record({ persona: fc.constantFrom(...PERSONAS), collection: fc.constantFrom(...slugs()), kind: fc.constantFrom('create', 'update', 'updateWhere', 'delete', 'deleteWhere', 'duplicate') })
    .chain(({ persona, collection, kind }) => {
      const { body, id, where } = a.forCollection(collection)
      return fc.record({ body, id, where }).map(({ body: b, id: docId, where: w }): FuzzCase => {
        const base = `/${collection}`
        const mine = { and: [{ id: { in: world.ids(collection) } }, w] }
        const k = persona === 'admin' ? 'create' : kind
        const request: Request =
          k === 'create'
            ? { method: 'POST', path: base, json: b }
            : k === 'update'
              ? { method: 'PATCH', path: `${base}/${docId}`, json: b }
              : k === 'updateWhere'
                ? { method: 'PATCH', path: `${base}?${qs({ where: mine })}`, json: b }
                : k === 'delete'
                  ? { method: 'DELETE', path: `${base}/${docId}` }
                  : k === 'deleteWhere'
                    ? { method: 'DELETE', path: `${base}?${qs({ where: mine })}` }
                    : { method: 'POST', path: `${base}/${docId}/duplicate`, json: b }
        return { persona, collection, request }
      })
    })
  return fc.sample(arb, { seed: SEED + 1, numRuns: WRITE_RUNS })
}

async function check(c: FuzzCase): Promise<{ status: number; violations: Found[] }> {
  const persona = world.personas[c.persona]
  const answer = await send(payload, persona.caller, c.request)
  // Only two properties here (the matrix checks the rest): no 5xx, and no canary the persona may not see.
  const violations = inspect({ payload, snap, facts, viewer: persona.viewer, allowed: allowed.get(c.persona)!, disabled }, c.request, answer, { kind: 'opaque' })
  return { status: answer.status, violations: violations.map((x) => ({ ...x, detail: x.rule === 'no 5xx' ? `${answer.status}` : x.detail, case: c })) }
}

/** Groups failures by cause: for a 5xx, what the server logged (found by sending the request again, alone). */
async function report(label: string, runs: number, seed: number, violations: Found[]) {
  const groups = new Map<string, Found[]>()
  for (const x of violations) {
    let cause = x.detail.replace(/cnry[0-9a-z]{10}/g, '…').slice(0, 100)
    if (x.rule === 'no 5xx') {
      const why = await serverError(payload, world.personas[x.case.persona].caller, x.case.request)
      cause = `${x.detail}: ${why.replace(/"[^"]*"/g, '"…"').replace(/\$\d+/g, '$N').replace(/\d+/g, 'N')}`
    }
    const key = `[${x.rule}] ${cause}`
    groups.set(key, [...(groups.get(key) ?? []), x])
  }
  console.log(`REST fuzz (${label}): seed ${seed}, ${runs} runs, ${violations.length} failing case(s) in ${groups.size} group(s)`)
  if (!violations.length) return
  const lines = [...groups].slice(0, 60).map(([key, xs]) => `${xs.length} × ${key}\n      e.g. ${xs[0].persona}: ${xs[0].request.slice(0, 500)}`)
  expect.fail(`seed ${seed}: ${violations.length} failing case(s) of ${runs}:\n${lines.join('\n')}`)
}

describe('REST fuzz', () => {
  it(`queries: ${READ_RUNS} random reads (seed ${SEED}) answer < 500 and show no canary the persona may not see`, async () => {
    const cases = readCases()
    const violations = (await pool(cases, CONCURRENCY, check)).flatMap((r) => r.violations)
    await report('queries', cases.length, SEED, violations)
  }, 600_000)

  it(`bodies: ${WRITE_RUNS} random creates/updates/deletes/duplicates (seed ${SEED + 1}) answer < 500 and show no canary the persona may not see`, async () => {
    const cases = writeCases()
    const violations: Found[] = []
    for (const c of cases) {
      const { status, violations: found } = await check(c)
      violations.push(...found)
      // A write that went through may change who sees what: read the world again.
      if (status < 300) await picture()
    }
    await report('bodies', cases.length, SEED + 1, violations)
  }, 600_000)
})
