/**
 * The process's Prometheus metrics (prom-client), served by /api/metrics.
 *
 * One registry per process, kept on globalThis: the site's server (scripts/server.mjs), the cache
 * handler and every bundle Next builds each load their own copy of this module, and a second
 * registration of the same metric name would throw or count apart.
 */
import client from 'prom-client'

const KEY = Symbol.for('site.metrics')

function create() {
  const registry = new client.Registry()
  // Memory, CPU, handles, GC and event-loop delay (prom-client's monitorEventLoopDelay histogram).
  client.collectDefaultMetrics({ register: registry })
  // Gauges named like counters, which `promtool check metrics` rejects (and which alert on nothing).
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) {
    registry.removeSingleMetric(name)
  }
  const registers = [registry]
  return {
    registry,
    requestDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response finishing, by route pattern and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheRequests: new client.Counter({
      name: 'next_cache_requests_total',
      help: "Reads of Next's cache (pages and data), by result (hit or miss).",
      labelNames: ['result'],
      registers,
    }),
    dbPool: new client.Gauge({
      name: 'db_pool_connections',
      help: "The site's database pool at the time of the scrape: connections in use, idle, and requests waiting for one.",
      labelNames: ['state'],
      registers,
    }),
    jobsQueued: new client.Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs waiting or running (not completed, not failed for good), by queue.',
      labelNames: ['queue'],
      registers,
    }),
    jobFailures: new client.Counter({
      name: 'jobs_failures_total',
      help: 'Failed runs of a queued task (each attempt), by task.',
      labelNames: ['task'],
      registers,
    }),
    emails: new client.Counter({
      name: 'emails_total',
      help: 'Email deliveries attempted by this process, by outcome (sent or failed).',
      labelNames: ['outcome'],
      registers,
    }),
    rateLimitRefusals: new client.Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit (src/domain/rateLimits.ts).',
      labelNames: ['limit'],
      registers,
    }),
    analyticsReports: new client.Counter({
      name: 'analytics_reports_total',
      help: 'Analytics reports answered before Next (they have no request log line or duration sample), by status (204 taken, 400 refused).',
      labelNames: ['status'],
      registers,
    }),
    payments: new client.Counter({
      name: 'payments_total',
      help: 'Stripe events recorded and refunds made, by outcome (paid, pending, failed, expired, ignored, duplicate, refunded, error).',
      labelNames: ['outcome'],
      registers,
    }),
  }
}

/** @returns {ReturnType<typeof create>} */
export function siteMetrics() {
  return (globalThis[KEY] ??= create())
}
