import { expect, test } from '@playwright/test'
import { Redis } from 'ioredis'
import pg from 'pg'

import { createDatabase, dropDatabase, dropStaleDatabases, uniqueDatabaseName } from '../support/database'
import { freePorts, logTail, startInstances, stopInstances, type Instance } from '../support/siteInstances'

import { e2e } from './config'
import { STRONG_PASSWORD, uniqueEmail, uniqueNetwork } from './helpers'

/**
 * Two production instances behind one database and one Redis, as a deployment with more than one
 * instance runs: what one instance changes, the other serves at once (Next's cache lives in Redis),
 * rate limits count across both, and a cached public view never holds what only a signed-in person
 * may see. Redis is the one at REDIS_URL (default 127.0.0.1:6379), in a database index of its own
 * that is flushed first.
 */
const REDIS_DB = 6
const redisUrl = (() => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  url.pathname = `/${REDIS_DB}`
  return url.toString()
})()
/** What a person sees "at once": both instances must agree within this after a write returns. */
const SHARED_WITHIN_MS = 2_000

const ADMIN = { email: 'two-instances-admin@example.com', password: 'Two-Instances-Admin-64' }

test.describe.configure({ mode: 'serial' })

let a: Instance
let b: Instance
let instances: Instance[] = []
let databaseName: string
let db: pg.Client
let redis: Redis

/** A signed-in person: their `payload-token` cookie, sent with the instance's Origin as a browser would. */
type Session = { cookie: string }

async function call(instance: Instance, path: string, init: { method?: string; json?: unknown; as?: Session; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.as) Object.assign(headers, { cookie: init.as.cookie, Origin: instance.url })
  if (init.json !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(instance.url + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    redirect: 'manual',
  })
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), text: await res.text() }
}

async function signIn(instance: Instance, email: string, password: string): Promise<Session> {
  const res = await fetch(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: instance.url, 'X-Forwarded-For': uniqueNetwork() },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!.split(';')[0]
  return { cookie }
}

/** A verified account of the given type, made by the admin; signed in on `instance`. */
async function account(admin: Session, accountType: 'employer' | 'professional', instance: Instance): Promise<Session> {
  const email = uniqueEmail(accountType)
  const made = await call(a, '/api/users', {
    method: 'POST',
    as: admin,
    json: { email, password: STRONG_PASSWORD, fullName: `Two Instances ${accountType}`, accountType, _verified: true },
  })
  expect(made.status, made.text).toBe(201)
  return signIn(instance, email, STRONG_PASSWORD)
}

/**
 * A posting waiting for review, as paying for it leaves it: the employer posts a draft through the
 * API, and the payment's move (Stripe's webhook, not under test here) is made in SQL.
 */
async function pendingPosting(employer: Session, fields: Record<string, unknown>): Promise<number> {
  const made = await call(a, '/api/job-postings', {
    method: 'POST',
    as: employer,
    json: {
      company: 'Lakeshore Health', location: 'Kingston, ON', existingVacancy: 'yes', aiScreening: 'no', contactEmail: 'hiring@lakeshore.example',
      description: 'Dispensary and clinic days.', requirements: 'OCP licence.',
      positionType: 'pharmacist-full-time', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour', ...fields,
    },
  })
  expect(made.status, made.text).toBe(201)
  const id = (JSON.parse(made.text) as { doc: { id: number } }).doc.id
  await db.query(`UPDATE job_postings SET status = 'pending_review', paid = true WHERE id = $1`, [id])
  return id
}

async function approve(admin: Session, id: number) {
  const res = await call(a, `/api/job-postings/${id}/approve`, { method: 'POST', as: admin })
  expect(res.status, res.text).toBe(200)
}

/** Requests `path` on `instance` until `check` holds, for at most SHARED_WITHIN_MS; returns the last answer. */
async function pollUntil(instance: Instance, path: string, check: (r: Awaited<ReturnType<typeof call>>) => boolean) {
  const deadline = Date.now() + SHARED_WITHIN_MS
  for (;;) {
    const res = await call(instance, path)
    if (check(res) || Date.now() > deadline) return res
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Requests a cached page until an answer comes from the cache (the old copy is stored). Next stores
 * a render after its response has gone, so the request right after the first may still miss.
 */
async function cached(instance: Instance, path: string) {
  await call(instance, path)
  const res = await pollUntil(instance, path, (r) => r.cache === 'HIT')
  expect(res.status).toBe(200)
  expect(res.cache, `${instance.name} ${path} is served from the cache`).toBe('HIT')
  return res
}

let admin: Session

test.beforeAll(async () => {
  test.setTimeout(240_000)
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }).on('error', () => {})
  await redis.flushdb().catch((error: Error) => {
    throw new Error(`Redis at ${redisUrl} is not reachable (${error.message}): start it, e.g. redis-server --daemonize yes --port 6379 --save "" --appendonly no`)
  })
  await dropStaleDatabases('hsm_instances')
  databaseName = uniqueDatabaseName('hsm_instances')
  const databaseUrl = await createDatabase(databaseName)
  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  const ports = await freePorts(Number(process.env.E2E_INSTANCES_PORT ?? e2e.port + 50), 2)
  instances = await startInstances(ports, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: 'instances-secret-0123456789abcdef0123',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    OUTBOX_DIR: 'tests/.artifacts/outbox',
    // The tests act as the proxy: each request's network is the last X-Forwarded-For entry.
    TRUSTED_PROXY_HOPS: '1',
  })
  ;[a, b] = instances
  admin = await signIn(a, ADMIN.email, ADMIN.password)
})

test.afterAll(async () => {
  test.setTimeout(60_000)
  await stopInstances(instances)
  await db?.end().catch(() => {})
  if (databaseName) await dropDatabase(databaseName).catch(() => {})
  await redis?.flushdb().catch(() => {})
  redis?.disconnect()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const instance of instances) await testInfo.attach(`${instance.name} log`, { body: logTail(instance, 80) })
  }
})

test('a page published on one instance is what the other serves at once', async () => {
  const found = JSON.parse((await call(a, '/api/pages?where[slug][equals]=about&depth=0', { as: admin })).text)
  const doc = found.docs[0]
  const hero = doc.layout[0]
  expect(hero.blockType).toBe('hero')

  const before = await cached(b, '/about')
  expect(before.text.includes(hero.heading), 'instance B first serves the old heading').toBe(true)

  const heading = `Published on A ${Date.now()}`
  const published = await call(a, `/api/pages/${doc.id}`, {
    method: 'PATCH',
    as: admin,
    json: { _status: 'published', layout: [{ ...hero, heading }, ...doc.layout.slice(1)] },
  })
  expect(published.status, published.text).toBe(200)

  const after = await pollUntil(b, '/about', (r) => r.text.includes(heading))
  expect(after.text.includes(heading), `instance B serves the new heading within ${SHARED_WITHIN_MS} ms`).toBe(true)
  expect(after.text.includes(hero.heading), 'the old heading is gone').toBe(false)
})

test('a posting approved on one instance is listed and shown by the other at once', async () => {
  const employer = await account(admin, 'employer', a)
  const title = `Approved Across Instances ${Date.now()}`
  const id = await pendingPosting(employer, { title })

  const listBefore = await cached(b, '/find-work')
  expect(listBefore.text.includes(title), 'the pending posting is not listed').toBe(false)
  expect((await call(b, `/jobs/${id}`)).status).toBe(404)

  await approve(admin, id)

  const list = await pollUntil(b, '/find-work', (r) => r.text.includes(title))
  expect(list.text.includes(title), `instance B lists the posting within ${SHARED_WITHIN_MS} ms`).toBe(true)
  const page = await pollUntil(b, `/jobs/${id}`, (r) => r.status === 200)
  expect(page.status, `instance B shows the posting's page within ${SHARED_WITHIN_MS} ms`).toBe(200)
  expect(page.text.includes(title), "the posting's page shows it").toBe(true)
})

test('a rate limit counts the requests sent to either instance', async () => {
  // Forgot-password: 3 per address per hour (ACCOUNT_LIMITS.resetPerEmail), whichever instance is asked.
  const email = uniqueEmail('reset-across')
  const network = { 'X-Forwarded-For': uniqueNetwork() }
  const ask = (instance: Instance) =>
    call(instance, '/api/users/forgot-password', { method: 'POST', json: { email }, headers: { ...network, Origin: instance.url } })
  const statuses = []
  for (const instance of [a, b, a, b, a, b]) statuses.push((await ask(instance)).status)
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
  // The counters live in Redis, not in each process (nor in PostgreSQL, which would share them too).
  expect(await redis.keys('rate:resetPerEmail:*')).toHaveLength(1)
})

test('a cached public view never carries a confidential company, whoever asked for it first', async () => {
  const owner = await account(admin, 'employer', b)
  const company = `Hidden Clinic ${Date.now()}`
  const title = `Confidential Opening ${Date.now()}`
  const id = await pendingPosting(owner, { title, company, confidential: true })
  await approve(admin, id)

  for (const instance of [a, b]) {
    for (const path of ['/find-work', `/jobs/${id}`, '/api/job-postings?limit=20&depth=0']) {
      const signedIn = await call(instance, path, { as: owner })
      expect(signedIn.status, `${instance.name} ${path} signed in`).toBe(200)
      // The owner's own API answer carries the company: the value is there to leak.
      if (path.startsWith('/api/')) expect(signedIn.text.includes(company), `the owner reads the company at ${path}`).toBe(true)

      const anonymous = await call(instance, path)
      expect(anonymous.status, `${instance.name} ${path} anonymous`).toBe(200)
      expect(anonymous.text.includes(title), `${instance.name} ${path} shows the posting`).toBe(true)
      expect(anonymous.text.includes(company), `${instance.name} ${path} hides the company`).toBe(false)
    }
  }
})
