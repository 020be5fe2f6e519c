import fs from 'node:fs/promises'

import config from '@payload-config'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayload } from '../support/payload'
import { accessEntries, askAccess, isDefaultAccess, payloadDefaultAccess } from '../support/surface/access'
import { collectionReadCases, globalReadCases, otherReadCases, readsAny, sameView, type Case } from '../support/surface/cases'
import { pool, send } from '../support/surface/client'
import { inspect, type Violation } from '../support/surface/inspect'
import { oracleChecks } from '../support/surface/oracle'
import { COLLECTION_RULES, GLOBAL_RULES, PERSONAS, PROFESSIONAL_UNCONDITIONAL, type Facts, type PersonaName } from '../support/surface/policy'
import { samplePersonas } from '../support/surface/sample'
import { collectionWrites, globalWrites, type WriteEnv } from '../support/surface/writes'
import { World, type Snapshot } from '../support/surface/world'

/**
 * The generic REST surface, as a matrix generated from the running config: every collection and
 * global Payload serves (its internal ones too) × every persona × every endpoint, and every query
 * modifier on every field (each sent by two of the personas that may read there, chosen with a
 * fixed seed), checked against the expected policy in tests/support/surface/policy.ts. A new
 * collection, global or field is covered (and private until the policy says otherwise) the day it
 * is added.
 */

const sanitized = await config
const COLLECTIONS = sanitized.collections.map((c) => c.slug)
const GLOBALS = sanitized.globals.map((g) => g.slug)
const CONCURRENCY = 8
/**
 * The per-field tiers (every field × select, where, sort, populate; the select tricks) run each case
 * for this many of the personas the tier calls for, chosen with a fixed seed (tests/support/surface/
 * sample.ts); the core tier (every endpoint) runs for every persona. SURFACE_FULL=1 runs everything.
 */
const PERSONAS_PER_FIELD_CASE = process.env.SURFACE_FULL === '1' ? Infinity : 2
const SAMPLE_SEED = 20_261_123
const WRITE_ORDER: PersonaName[] = ['anonymous', 'guest', 'professional', 'otherEmployer', 'employer', 'editor', 'admin']

let payload: Payload
let world: World
let snap: Snapshot
let facts: Facts
let allowed: Map<string, Set<string>>
let disabled: Set<string>
let totalCases = 0
const allViolations: Violation[] = []
const timings: string[] = []

async function picture() {
  snap = await world.snapshot()
  facts = world.facts(snap)
  const occurrences = world.occurrences(snap)
  allowed = new Map(PERSONAS.map((name) => [name, world.allowedCanaries(snap, facts, occurrences, world.personas[name].viewer)]))
}

/** The same broken rule on other records or by other people: digits and canaries blanked out. */
const pattern = (x: Violation) => `[${x.rule}] ${x.detail.replace(/cnry[0-9a-z]{10}/g, '…').replace(/\d+/g, 'N').slice(0, 160)}`

/** Fails with every violation, grouped by pattern, each group with its count, personas and one exact request. */
function expectNone(violations: Violation[]) {
  allViolations.push(...violations)
  if (!violations.length) return
  const groups = new Map<string, Violation[]>()
  for (const x of violations) groups.set(pattern(x), [...(groups.get(pattern(x)) ?? []), x])
  const lines = [...groups].slice(0, 40).map(([key, xs]) => {
    const who = [...new Set(xs.map((x) => x.persona))].join(', ')
    return `${xs.length} × ${key}
      by: ${who}
      e.g. ${xs[0].persona}: ${xs[0].request.slice(0, 400)}
        → ${xs[0].detail.slice(0, 300)}`
  })
  expect.fail(`${violations.length} violation(s) in ${groups.size} pattern(s):\n${lines.join('\n')}${groups.size > 40 ? `\n… and ${groups.size - 40} more patterns` : ''}`)
}

/**
 * Who sends which tier of a collection's cases: everyone the core; the sweeps, those the policy lets
 * read something there (a guest only where a guest sees more than an anonymous visitor); the select
 * tricks, the same minus admins (who read everything anyway).
 */
function personasFor(collection: string | null, tier: Case['tier']): PersonaName[] {
  if (tier === 'core' || collection === null) return [...PERSONAS]
  const info = { payload, world, snap }
  return PERSONAS.filter((name) => {
    const v = world.personas[name].viewer
    if (!readsAny(info, collection, v)) return false
    if (name === 'guest' && sameView(info, collection, v, world.personas.anonymous.viewer)) return false
    return tier === 'sweep' || !v.roles.includes('admin')
  })
}

/** Sends the cases as the personas their tier calls for, bounded concurrency, and checks each answer. */
async function runReads(cases: Case[], collection: string | null, only?: PersonaName): Promise<Violation[]> {
  const out: Violation[] = []
  const who = new Map<Case, PersonaName[]>()
  for (const tier of ['core', 'sweep', 'hiding'] as const) {
    const ofTier = cases.filter((c) => c.tier === tier)
    const eligible = only ? [only] : personasFor(collection, tier)
    const perCase = tier === 'core' ? Infinity : PERSONAS_PER_FIELD_CASE
    samplePersonas(SAMPLE_SEED, `${collection}:${tier}`, ofTier.length, eligible, perCase).forEach((names, i) => who.set(ofTier[i], names))
  }
  const jobs = cases.flatMap((c) => who.get(c)!.map((name) => ({ name, c })))
  await pool(jobs, CONCURRENCY, async ({ name, c }) => {
    const persona = world.personas[name]
    const ctx = { payload, snap, facts, viewer: persona.viewer, allowed: allowed.get(name)!, disabled }
    const answer = await send(payload, persona.caller, c.request)
    totalCases++
    out.push(...inspect(ctx, c.request, answer, c.shape))
    // A download link is followed: the file behind it is part of the answer.
    const link = (answer.json as { url?: unknown } | null)?.url
    if (c.request.path.endsWith('/download-link') && answer.status === 200 && typeof link === 'string') {
      const follow = { method: 'GET' as const, path: new URL(link, 'http://localhost:3000').href.replace(/^http:\/\/localhost:3000\/api/, '') }
      const file = await send(payload, persona.caller, follow)
      totalCases++
      out.push(...inspect(ctx, follow, file, { kind: 'opaque' }))
    }
  })
  return out
}

const timed = async <T,>(label: string, run: () => Promise<T>): Promise<T> => {
  const start = Date.now()
  try {
    return await run()
  } finally {
    timings.push(`${label}: ${((Date.now() - start) / 1000).toFixed(1)}s`)
  }
}

beforeAll(async () => {
  payload = await getPayload()
  world = await new World(payload).build()
  disabled = new Set(payload.config.collections.filter((c) => c.endpoints === false).map((c) => c.slug))
  await picture()
  // Thousands of refused queries would each log an error with a stack; the matrix reads the answers instead.
  payload.logger.level = 'fatal'
}, 120_000)

afterAll(async () => {
  if (payload) payload.logger.level = 'info'
  const byRule = new Map<string, number>()
  for (const x of allViolations) byRule.set(x.rule, (byRule.get(x.rule) ?? 0) + 1)
  console.log(
    `REST surface matrix: ${totalCases} cases (requests) across ${COLLECTIONS.length} collections, ${GLOBALS.length} globals, ${PERSONAS.length} personas; ` +
      `${allViolations.length} violation(s)${byRule.size ? ` — ${[...byRule].map(([r, n]) => `${r}: ${n}`).join(', ')}` : ''}\n  ${timings.join('\n  ')}`,
  )
  await fs.mkdir('tests/.artifacts', { recursive: true })
  await fs.writeFile('tests/.artifacts/rest-surface-violations.json', JSON.stringify({ totalCases, violations: allViolations }, null, 1))
  // Media files live in the repository's media folder: take ours away again.
  for (const id of world?.ids('media') ?? []) await payload.delete({ collection: 'media' as CollectionSlug, id, overrideAccess: true }).catch(() => undefined)
})

describe('every collection and global states its own access', () => {
  it('the policy names every collection and global the config serves (internal ones too)', () => {
    const missing = [...COLLECTIONS.filter((c) => !COLLECTION_RULES[c]).map((c) => `collection ${c}`), ...GLOBALS.filter((g) => !GLOBAL_RULES[g]).map((g) => `global ${g}`)]
    expect(missing, 'decide who may read and write these, in tests/support/surface/policy.ts').toEqual([])
  })

  it('no access function is Payload\'s "any signed-in user" default', async () => {
    const def = await payloadDefaultAccess()
    expect(def.toString().replace(/\s+/g, '')).toBe('({req:{user}})=>Boolean(user)')
    const kept = accessEntries(payload)
      .filter((e) => isDefaultAccess(e.fn, def))
      .map((e) => e.key)
    totalCases += accessEntries(payload).length
    expect(kept, 'these operations still use Payload\'s default access (any signed-in user)').toEqual([])
  })

  it('a plain professional is granted nothing unconditionally beyond what the policy lists', async () => {
    const entries = accessEntries(payload)
    const granted: string[] = []
    for (const e of entries) {
      totalCases++
      if ((await askAccess(payload, e.fn, world.people.professional)) === true && !PROFESSIONAL_UNCONDITIONAL.has(e.key)) granted.push(e.key)
    }
    expect(granted, 'access functions answering `true` (no constraint) for a plain professional').toEqual([])
  })
})

// Reads first, on the world as built; the write matrix (which changes and restores it) comes last.
describe('reads: no canary, hidden record or hidden field in any answer; no 5xx; bounded pages and depth', () => {
  it.each(COLLECTIONS)('collection %s', async (collection) => {
    expectNone(await timed(`${collection} reads`, () => runReads(collectionReadCases({ payload, world, snap }, collection), collection)))
  }, 600_000)

  it.each(GLOBALS)('global %s', async (slug) => {
    expectNone(await timed(`${slug} reads`, () => runReads(globalReadCases({ payload, world, snap }, slug), null)))
  }, 300_000)

  it('auth routes, the access map, preferences by key, the job runner, download links', async () => {
    const violations: Violation[] = []
    for (const name of PERSONAS) violations.push(...(await runReads(otherReadCases({ payload, world, snap }, world.personas[name].viewer), null, name)))
    expectNone(violations)
  }, 300_000)
})

describe('hidden fields are no oracle: filters, counts and order do not depend on them', () => {
  it.each(COLLECTIONS)('collection %s', async (collection) => {
    const violations: Violation[] = []
    await timed(`${collection} oracles`, async () => {
      for (const name of personasFor(collection, 'hiding')) {
        const result = await oracleChecks({ payload, world, snap }, facts, world.personas[name], collection, CONCURRENCY)
        totalCases += result.cases
        violations.push(...result.violations)
      }
    })
    expectNone(violations)
  }, 600_000)
})

describe('writes: nothing is created, changed or deleted that the rules forbid', () => {
  const env = (): WriteEnv => ({
    payload,
    world,
    get snap() {
      return snap
    },
    get facts() {
      return facts
    },
    get allowed() {
      return allowed
    },
    disabled,
    refresh: async (collection: string) => {
      // Recreated records carry new canaries: everything is read again. Otherwise only what changed.
      if (await world.ensureAll()) await picture()
      else {
        snap = await world.reread(snap, collection)
        facts = world.facts(snap)
      }
    },
  })

  it.each(COLLECTIONS)('collection %s', async (collection) => {
    const violations: Violation[] = []
    await timed(`${collection} writes`, async () => {
      for (const name of WRITE_ORDER) totalCases += await collectionWrites(env(), world.personas[name], collection, (x) => violations.push(x))
    })
    expectNone(violations)
  }, 600_000)

  it.each(GLOBALS)('global %s', async (slug) => {
    const violations: Violation[] = []
    for (const name of WRITE_ORDER) totalCases += await globalWrites(env(), world.personas[name], slug, (x) => violations.push(x))
    expectNone(violations)
  }, 300_000)
})
