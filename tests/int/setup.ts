// Next's request storage, as its server provides it before any app code loads (next/cache needs it).
import '../support/nextRuntime'

import { beforeAll } from 'vitest'

import { databaseUrl, ensureDatabase } from '../support/database'
import { startMailCatcher } from '../support/mailCatcher'
import { WEBHOOK_SECRET, startStripeStub } from '../support/stripeStub'

// Files run two at a time, one worker process each, and a worker runs its files one after another
// without restarting (vitest.config.mts: isolate false): the app, its config and these stand-ins
// are loaded once per worker. Files on the same worker share its database, resume folder, SMTP and
// Stripe stand-ins; files running side by side never share any of them, so none sees another's
// rows, stored files or emails. Set before the app first loads its config.
const shared = globalThis as { __mail?: unknown; __stripe?: unknown; __fileStartedAt?: string; __workerEnv?: Record<string, string> }
shared.__fileStartedAt = new Date().toISOString()
if (!shared.__mail) {
  const worker = process.env.VITEST_POOL_ID ?? '1'
  const database = `${process.env.INT_DATABASE_NAME}_w${worker}`
  const fresh = await ensureDatabase(database)
  process.env.INT_DATABASE_NAME = database
  process.env.DATABASE_URL = databaseUrl(database)
  // Licence evidence is stored beside the resume folder (evidenceStorage.ts): a parent of its own.
  process.env.RESUMES_DIR = `${process.env.RESUMES_DIR}/w${worker}/resumes`

  // A capturing SMTP server and a Stripe API stand-in for this worker, on ports of their own; the
  // app reads SMTP_* and STRIPE_* when it first loads its config.
  const catcher = await startMailCatcher()
  const stripe = await startStripeStub()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(catcher.smtpPort)
  process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_BASE = stripe.base
  Object.assign(globalThis, { __mail: catcher, __stripe: stripe })

  // A new database is migrated and seeded when the app first starts on it: done before the file's
  // own hooks (after every setup file, as the S3 setup must come first), so that no test or hook of
  // the worker's first file pays for it within its timeout.
  if (fresh) {
    beforeAll(async () => {
      const { getPayloadClient } = await import('@/lib/payload/client')
      await getPayloadClient()
    }, 180_000)
  }
}

// Vitest sets each file's environment afresh from the config (DATABASE_URL of the run, not the
// worker's): what this worker chose is put back for every file, so a test that starts a process of
// its own (the backup drill) hands it the worker's database, folders and stand-ins.
const WORKER_ENV = ['INT_DATABASE_NAME', 'DATABASE_URL', 'RESUMES_DIR', 'SMTP_HOST', 'SMTP_PORT', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']
shared.__workerEnv ??= Object.fromEntries(WORKER_ENV.map((name) => [name, process.env[name] ?? '']))
Object.assign(process.env, shared.__workerEnv)
