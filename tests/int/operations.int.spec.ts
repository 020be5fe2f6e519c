import { execFileSync } from 'node:child_process'

import { afterEach, describe, expect, it } from 'vitest'

import { GET as metrics } from '@/app/api/metrics/route'
import { GET as ready } from '@/app/api/ready/route'
import { withinLimits } from '@/domain/rateLimits'
import { deliverEmail } from '@/domain/email/transport'
import { countingFailures } from '@/lib/payload/countTaskFailures'

import { withAdminClient } from '../support/database'
import { deliver } from '../support/factories'
import { getPayload } from '../support/payload'
import { checkoutEvent } from '../support/stripeStub'

const TOKEN = 'metrics-token-0123456789'
const scrape = (token?: string) =>
  metrics(new Request('http://localhost/api/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} }))

/** The value of one sample line of the exposition text (0 when absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

afterEach(() => {
  delete process.env.METRICS_TOKEN
})

describe('GET /api/ready', () => {
  it('answers 200 with each dependency up', async () => {
    await getPayload()
    const res = await ready()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up', down: [] })
  })

  it('answers 503 naming the database while it refuses connections, and recovers', async () => {
    const name = process.env.INT_DATABASE_NAME!
    const allow = (yes: boolean) =>
      withAdminClient(async (c) => {
        await c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS ${yes}`)
        if (!yes) await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
      })
    // A connection checked out between two statements (a transaction waiting on mail) when the
    // database ends it: it must not take the process down (src/lib/payload/poolErrors.ts).
    const pool = ((await getPayload()).db as unknown as { pool: import('pg').Pool }).pool
    const held = await pool.connect()
    await allow(false)
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      held.release(true)
      const started = Date.now()
      const res = await ready()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'down', storage: 'up', down: ['database'] })
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      await allow(true)
    }
    expect((await ready()).status).toBe(200)
  })
})

describe('graceful shutdown', () => {
  it("finds the queue's runners where scripts/shutdown.mjs looks for them (Payload's cached instance)", async () => {
    const payload = await getPayload()
    const cached = (globalThis as { _payload?: Map<string, { payload?: { crons: { isBusy(): boolean; stop(): unknown }[] } }> })._payload
    expect(cached?.get('default')?.payload).toBe(payload)
    expect(payload.crons.length).toBeGreaterThan(0)
    for (const cron of payload.crons) expect(typeof cron.isBusy()).toBe('boolean')
  })
})

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await scrape(TOKEN)).status).toBe(404)
    process.env.METRICS_TOKEN = TOKEN
    expect((await scrape()).status).toBe(401)
    expect((await scrape('metrics-token-0123456780')).status).toBe(401)
  })

  it('serves the exposition format, and the counters move', async () => {
    const payload = await getPayload()
    process.env.METRICS_TOKEN = TOKEN
    const before = await (await scrape(TOKEN)).text()

    const key = `metrics-${Date.now()}`
    for (let i = 0; i < 4; i++) await withinLimits({} as never, [['inquiryPerEmail', key]])
    await deliverEmail(payload, { to: 'metrics@example.com', subject: 'Metrics', text: 'counted', html: '<p>counted</p>' } as never)
    await countingFailures({ slug: 'sendEmail' }).onFail({} as never)
    // A payment event for no posting's checkout is recorded as ignored; its redelivery is a duplicate.
    const event = checkoutEvent('checkout.session.completed', { id: `cs_metrics_${Date.now()}`, jobPostingId: 999_999 })
    expect((await (await deliver(event)).json()).outcome).toBe('ignored')
    expect((await (await deliver(event)).json()).outcome).toBe('duplicate')
    // A queue no runner serves, so the job stays queued while the gauge is read.
    const job = await payload.jobs.queue({ task: 'pruneRateLimits', input: {}, queue: 'metrics-probe' })

    const res = await scrape(TOKEN)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    const after = await res.text()
    const moved = (series: string) => sample(after, series) - sample(before, series)
    expect(moved('rate_limit_refusals_total{limit="inquiryPerEmail"}')).toBe(1)
    // At least this test's own: the worker's queue may send other files' emails meanwhile.
    expect(moved('emails_total{outcome="sent"}')).toBeGreaterThanOrEqual(1)
    expect(moved('jobs_failures_total{task="sendEmail"}')).toBeGreaterThanOrEqual(1)
    expect(moved('payments_total{outcome="ignored"}')).toBe(1)
    expect(moved('payments_total{outcome="duplicate"}')).toBe(1)
    for (const series of ['db_pool_connections{state="in_use"}', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(after, series).toContain(series)
    }
    expect(sample(after, 'jobs_queue_depth{queue="metrics-probe"}')).toBe(1)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })

    if (hasPromtool()) promtool(['check', 'metrics'], after)
  })

  it('comes with alert rules Prometheus accepts (docs/prometheus-alerts.yml)', () => {
    if (hasPromtool()) promtool(['check', 'rules', 'docs/prometheus-alerts.yml'])
  })
})

/** CI installs promtool (Debian's prometheus package) and requires it; elsewhere its checks run when it is there. */
function hasPromtool() {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return Boolean(process.env.CI)
  }
}

/** Runs promtool; a failed check throws with promtool's own account of it. */
function promtool(args: string[], input?: string) {
  try {
    execFileSync('promtool', args, { input, stdio: ['pipe', 'pipe', 'pipe'] })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout}${stderr}`)
  }
}
