/**
 * The server Playwright tests run against: a fresh database, a capturing SMTP server with an
 * HTTP view of the mail, and the production build started by the site's own launcher.
 * Everything is torn down when Playwright stops it.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { e2e, E2E_REQUEST_LOG, E2E_SERVER_LOG } from '../e2e/config'
import { createDatabase, dropDatabase, dropStaleDatabases } from './database'
import { startMailCatcher } from './mailCatcher'
import { startStripeStub } from './stripeStub'

const root = path.resolve(import.meta.dirname, '../..')

await dropStaleDatabases('hsm_e2e')
const name = e2e.database
const databaseUrl = await createDatabase(name)
const catcher = await startMailCatcher({ smtpPort: e2e.smtpPort, httpPort: e2e.mailPort })
const stripe = await startStripeStub(e2e.stripePort)

// This run's requests only (the server appends).
rmSync(E2E_REQUEST_LOG, { force: true })
const server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'serve'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(e2e.port),
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789',
    SERVER_URL: e2e.baseURL,
    ADMIN_EMAIL: e2e.adminEmail,
    ADMIN_PASSWORD: e2e.adminPassword,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2e.smtpPort),
    OUTBOX_DIR: path.join(root, 'tests/.artifacts/outbox'),
    RESUMES_DIR: path.join(root, 'tests/.artifacts/resumes', name),
    SEED_DEMO: 'false',
    // One JSON line per request, kept out of the test output.
    REQUEST_LOG: E2E_REQUEST_LOG,
    // Tests act as a proxy: the last X-Forwarded-For entry is the client, so each test can speak
    // from its own network and per-network limits (sign-up, sign-in) do not add up across the suite.
    TRUSTED_PROXY_HOPS: '1',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: e2e.stripeWebhookSecret,
    STRIPE_API_BASE: stripe.base,
  },
})

// Shown as before, and kept whole for the log audit that runs last (tests/e2e/log-audit.e2e.spec.ts).
mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true })
const serverLog = createWriteStream(E2E_SERVER_LOG)
server.stdout!.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  serverLog.write(chunk)
})
server.stderr!.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk)
  serverLog.write(chunk)
})

let closing = false
async function shutdown(code: number) {
  if (closing) return
  closing = true
  server.kill('SIGTERM')
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
  await catcher.close().catch(() => {})
  await stripe.close().catch(() => {})
  await dropDatabase(name).catch((error) => console.error('[e2e] could not drop database', error))
  await rm(path.join(root, 'tests/.artifacts/resumes', name), { recursive: true, force: true })
  process.exit(code)
}

process.on('SIGTERM', () => void shutdown(0))
process.on('SIGINT', () => void shutdown(0))
server.on('exit', (code) => void shutdown(code ?? 1))
