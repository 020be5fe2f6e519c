import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'

import { expect, test } from '@playwright/test'
import { Redis } from 'ioredis'

import { en } from '../support/copy'
import { createDatabase, dropDatabase, dropStaleDatabases, uniqueDatabaseName } from '../support/database'
import { startMailCatcher, type MailCatcher } from '../support/mailCatcher'
import { startRetryingProxy, type RetryingProxy } from '../support/retryingProxy'
import { freePorts, logTail, startInstances, stopInstances, type Instance } from '../support/siteInstances'

import { e2e } from './config'
import { STRONG_PASSWORD } from './helpers'

/**
 * A rolling restart under load loses nothing (docs/operations.md, "Deploying a new version"): two
 * production instances over one database, one Redis and one SMTP server, behind this test's own
 * retrying proxy. Ten clients send pages, API reads and requests that queue an email (sign-ups,
 * password resets, ownership inquiries, each to an address of its own) without pause; one instance
 * gets SIGTERM in the middle and the load goes on a few seconds after it has gone. Every request is
 * answered 2xx by one instance or the other, the stopped one exits 0 within its limit, and every
 * email a 2xx promised arrives exactly once (queued ones the other instance's worker sends).
 */
const REDIS_DB = 8
const redisUrl = (() => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  url.pathname = `/${REDIS_DB}`
  return url.toString()
})()
/** Well above the slowest request of a busy two-core machine (sign-ups of 8 s seen): the drain waits for them. */
const SHUTDOWN_TIMEOUT_MS = 20_000
const CLIENTS = 10
/** Load before SIGTERM, and after the instance has exited. */
const BEFORE_MS = 2_500
const AFTER_MS = 3_000
/**
 * The email queue runs every 2 s on each instance, 20 jobs a run (payload.config.ts): the one left
 * sends about 10 a second, so the bound grows with what was promised (twice that time). A bound, not a wait.
 */
const MAIL_WITHIN_MS = 30_000
const MAIL_MS_EACH = 200

const INQUIRER = 'Drain Inquirer'
const ADMIN = { email: 'shutdown-admin@example.com', password: 'Shutdown-Drain-Admin-64' }

let instances: Instance[] = []
let databaseName: string
let redis: Redis
let catcher: MailCatcher
let proxy: RetryingProxy

test.beforeAll(async () => {
  test.setTimeout(240_000)
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }).on('error', () => {})
  await redis.flushdb()
  await dropStaleDatabases('hsm_shutdown')
  databaseName = uniqueDatabaseName('hsm_shutdown')
  const databaseUrl = await createDatabase(databaseName)
  catcher = await startMailCatcher()
  const ports = await freePorts(Number(process.env.E2E_SHUTDOWN_PORT ?? e2e.port + 70), 2)
  instances = await startInstances(ports, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: 'shutdown-secret-0123456789abcdef01234',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(catcher.smtpPort),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    // The proxy passes on each client's X-Forwarded-For: one network per request, so no limit is reached.
    TRUSTED_PROXY_HOPS: '1',
  })
  proxy = await startRetryingProxy(instances.map(({ name, port }) => ({ name, port })))
  // First renders out of the way, so the load is what a serving instance sees.
  for (const instance of instances) for (const path of READS) expect((await fetch(instance.url + path)).status).toBe(200)
})

test.afterAll(async () => {
  test.setTimeout(60_000)
  await proxy?.close()
  await stopInstances(instances)
  await catcher?.close()
  if (databaseName) await dropDatabase(databaseName).catch(() => {})
  await redis?.flushdb().catch(() => {})
  redis?.disconnect()
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const instance of instances) await testInfo.attach(`${instance.name} log`, { body: logTail(instance, 80) })
  }
})

const READS = ['/', '/find-work', '/api/job-postings?limit=5&depth=0', '/about']

type Answer = { label: string; status: number; upstream: string; answeredAt: number; body: string }
/** An email a 2xx answer promised: to this address, with this subject. */
type Promised = { to: string; subject: string }

let networks = 0
const network = () => `10.${(++networks >> 16) & 255}.${(networks >> 8) & 255}.${networks & 255}`
let addresses = 0
const address = (label: string) => `${label}-${Date.now().toString(36)}-${++addresses}@shutdown.example`

type Step = { label: string; method?: 'POST'; path: string; json?: unknown; promises?: Promised[] }

/**
 * What a client sends next: reads, and a request that queues an email one turn in three. Sign-ups
 * are the rarest: each hashes a password (600,000 rounds, passwordWork.ts), seconds of a busy core.
 */
function nextStep(turn: number, signedUp: string[]): Step {
  switch (turn % 12) {
    case 0:
    case 6:
      return { label: 'home page', path: READS[0] }
    case 1: {
      const email = address('signup')
      signedUp.push(email)
      return {
        label: 'sign-up',
        method: 'POST',
        path: '/api/users',
        json: { email, password: STRONG_PASSWORD, fullName: 'Drain Tester', accountType: 'professional' },
        promises: [{ to: email, subject: en('email.verifySubject') }],
      }
    }
    case 2:
    case 8:
      return { label: 'postings API', path: READS[2] }
    case 3:
    case 9: {
      const email = address('inquirer')
      const fullName = `${INQUIRER} ${addresses}`
      return {
        label: 'ownership inquiry',
        method: 'POST',
        path: '/api/ownership-inquiries',
        json: { fullName, email, location: 'Halifax, NS' },
        promises: [
          { to: email, subject: en('inquiry.confirmSubject') },
          { to: '(staff)', subject: en('inquiry.staffSubject', { name: fullName }) },
        ],
      }
    }
    case 4:
    case 10:
      return { label: 'find work page', path: READS[1] }
    case 5:
    case 11:
      return { label: 'about page', path: READS[3] }
    default: {
      // A reset for an account this client signed up a moment ago (on either instance).
      const email = signedUp.shift()
      if (!email) return { label: 'about page', path: READS[3] }
      return {
        label: 'forgot password',
        method: 'POST',
        path: '/api/users/forgot-password',
        json: { email },
        promises: [{ to: email, subject: en('email.resetSubject') }],
      }
    }
  }
}

async function send(step: Step): Promise<Answer> {
  try {
    const res = await fetch(proxy.url + step.path, {
      method: step.method ?? 'GET',
      headers: { 'X-Forwarded-For': network(), ...(step.json ? { 'Content-Type': 'application/json' } : {}) },
      body: step.json ? JSON.stringify(step.json) : undefined,
      redirect: 'manual',
    })
    const body = await res.text()
    return { label: step.label, status: res.status, upstream: res.headers.get('x-upstream') ?? '?', answeredAt: Date.now(), body: body.slice(0, 200) }
  } catch (error) {
    return { label: step.label, status: 0, upstream: '?', answeredAt: Date.now(), body: String(error) }
  }
}

/**
 * A sign-up (seconds of work under load) straight to `instance` on a keep-alive connection that
 * then stays idle in `agent`, as a balancer's pooled connection does when no more requests come its
 * way. `sent` once the request has gone, `done` with its status.
 */
function heldSignUp(instance: Instance, agent: Agent, email: string) {
  let sent!: () => void
  const gone = new Promise<void>((resolve) => (sent = resolve))
  const done = new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ email, password: STRONG_PASSWORD, fullName: 'Drain Tester', accountType: 'professional' })
    const req = request(`${instance.url}/api/users`, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': network() } }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject).on('finish', sent).end(body)
  })
  return { sent: gone, done }
}

/** Waits for `instance` to exit; its exit code, or null when it was killed. */
const exitOf = (instance: Instance) =>
  new Promise<number | null>((resolve) =>
    instance.child.exitCode !== null || instance.child.signalCode !== null ? resolve(instance.child.exitCode) : instance.child.once('exit', (code) => resolve(code)),
  )

test('SIGTERM to one of two instances under ten busy clients loses no request and no email', async () => {
  test.setTimeout(90_000)
  const [a] = instances
  const answers: Answer[] = []
  const promised: Promised[] = []
  let stopLoadAt = Number.POSITIVE_INFINITY

  const client = async (index: number) => {
    const signedUp: string[] = []
    for (let turn = index; Date.now() < stopLoadAt; turn++) {
      const step = nextStep(turn, signedUp)
      const answer = await send(step)
      answers.push(answer)
      if (answer.status >= 200 && answer.status < 300) promised.push(...(step.promises ?? []))
      // A sign-up that failed leaves nothing to reset.
      else if (step.label === 'sign-up') signedUp.pop()
    }
  }
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))

  await new Promise((resolve) => setTimeout(resolve, BEFORE_MS))
  // A connection whose request is under way at SIGTERM, and idle after: it must not hold the instance to its deadline.
  const agent = new Agent({ keepAlive: true })
  const heldEmail = address('held')
  const held = heldSignUp(a, agent, heldEmail)
  await held.sent
  await new Promise((resolve) => setTimeout(resolve, 100))
  const exited = exitOf(a)
  const termAt = Date.now()
  // To the launcher alone, as `docker stop` signals the container's first process (it passes it on).
  a.child.kill('SIGTERM')
  const code = await exited
  const exitAt = Date.now()
  stopLoadAt = exitAt + AFTER_MS
  await load
  const loadEnd = Date.now()
  const heldStatus = await held.done
  agent.destroy()
  if (heldStatus === 201) promised.push({ to: heldEmail, subject: en('email.verifySubject') })

  // Every email promised arrives, none twice (the staff inbox gets one per inquiry, told apart by the inquirer's name).
  const recipient = (to: string) => (to.endsWith('@shutdown.example') ? to : '(staff)')
  const delivered = () => catcher.messages.map((mail) => ({ to: recipient(mail.to[0] ?? ''), subject: mail.subject }))
  const key = (mail: Promised) => `${mail.to} | ${mail.subject}`
  const expected = promised.map(key).sort()
  const mailDeadline = Date.now() + MAIL_WITHIN_MS + expected.length * MAIL_MS_EACH
  const ours = () => delivered().filter((mail) => mail.to !== '(staff)' || mail.subject.includes(INQUIRER)).map(key).sort()
  while (ours().length < expected.length && Date.now() < mailDeadline) await new Promise((resolve) => setTimeout(resolve, 250))
  const mailAt = Date.now()

  const byUpstream = (name: string) => answers.filter((answer) => answer.upstream === name).length
  const duringDrain = answers.filter((answer) => answer.upstream === a.name && answer.answeredAt >= termAt)
  const figures = {
    requests: answers.length,
    perInstance: Object.fromEntries(instances.map((instance) => [instance.name, byUpstream(instance.name)])),
    answeredByStoppedInstanceDuringDrain: duringDrain.length + (heldStatus ? 1 : 0),
    connectionErrorsAtTheProxy: proxy.errors,
    emailQueuingRequests: answers.filter((answer) => ['sign-up', 'ownership inquiry', 'forgot password'].includes(answer.label)).length,
    emailsPromised: expected.length,
    emailsDelivered: ours().length,
    drainMs: exitAt - termAt,
    queueRunAtDeadline: readFileSync(a.logFile, 'utf8').includes('queue run was still going at the deadline'),
    loadMs: loadEnd - (termAt - BEFORE_MS),
    lastEmailWithinMsOfLoadEnd: mailAt - loadEnd,
  }
  console.log(`[graceful-shutdown] ${JSON.stringify(figures)}`)

  // The balancer may retry only what never reached an instance: no POST sent on a connection that was then reset.
  const resetUnderPost = Object.keys(proxy.errors).filter((key) => / POST (ECONNRESET|EPIPE) /.test(key))
  expect(resetUnderPost, 'no POST reset on a kept-alive connection').toEqual([])
  const failed = answers.filter((answer) => answer.status < 200 || answer.status >= 300)
  expect(failed, 'every request answered 2xx').toEqual([])
  expect(heldStatus, 'the sign-up in flight on the held connection').toBe(201)
  expect(code, `${a.name} exited 0`).toBe(0)
  // Within its limit (and the moment closing the pool takes). A queue run may reach the deadline (one
  // waiting on the database, which the other instance now keeps busy): its jobs are handed back.
  expect(exitAt - termAt, `${a.name} stopped within SHUTDOWN_TIMEOUT_MS`).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000)
  const log = readFileSync(a.logFile, 'utf8')
  expect(log).toContain('[server] stopped')
  expect(log, 'no connection was cut at the deadline').not.toContain('requests still open at the deadline')
  // Both served (the stopped one answered what it held when told to stop: the held sign-up above).
  expect(byUpstream(a.name)).toBeGreaterThan(CLIENTS)
  expect(byUpstream(instances[1].name)).toBeGreaterThan(byUpstream(a.name))
  expect(figures.emailQueuingRequests).toBeGreaterThanOrEqual(CLIENTS)
  expect(ours(), 'every promised email delivered exactly once').toEqual(expected)
})
