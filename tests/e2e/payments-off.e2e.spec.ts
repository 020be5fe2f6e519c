import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { expect, request as playwrightRequest, test } from '@playwright/test'

import { en } from '../support/copy'
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database'
import { STRONG_PASSWORD } from './helpers'

const root = path.resolve(import.meta.dirname, '../..')
const port = 3197
const base = `http://localhost:${port}`

let server: ChildProcess
let dbName: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  dbName = uniqueDatabaseName('hsm_e2e')
  const url = await createDatabase(dbName)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: url,
    PAYLOAD_SECRET: 'payments-off-secret-0123456789abcdef',
    SERVER_URL: base,
    ADMIN_EMAIL: 'off-admin@example.com',
    ADMIN_PASSWORD: STRONG_PASSWORD,
    JOBS_AUTORUN: 'false',
  }
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'SMTP_HOST']) delete env[key]
  server = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), 'serve'], { cwd: root, env, stdio: 'ignore' })
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server without Stripe did not start')
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await new Promise((r) => (server?.exitCode !== null ? r(null) : server.once('exit', r)))
  await dropDatabase(dbName)
})

test('without Stripe configured, paying answers "Online payment is not configured" and the posting stays a draft', async () => {
  const admin = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
  expect((await admin.post('/api/users/login', { data: { email: 'off-admin@example.com', password: STRONG_PASSWORD } })).status()).toBe(200)
  const email = `off-employer-${Date.now()}@example.com`
  expect((await admin.post('/api/users', { data: { email, password: STRONG_PASSWORD, roles: ['employer'], _verified: true } })).status()).toBe(201)

  const employer = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } })
  expect((await employer.post('/api/users/login', { data: { email, password: STRONG_PASSWORD } })).status()).toBe(200)
  const created = await employer.post('/api/job-postings', {
    data: { title: 'Unpaid', company: 'Co', location: 'Here', contactEmail: email, description: 'd', requirements: 'r', positionType: 'physician', employmentType: 'full-time', payMin: 60, payMax: 75, payUnit: 'hour' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id

  const checkout = await employer.post(`/api/job-postings/${id}/checkout`)
  expect(checkout.status()).toBe(503)
  expect(await checkout.json()).toEqual({ error: en('jobs.paymentNotConfigured') })
  expect((await (await employer.get(`/api/job-postings/${id}?depth=0`)).json()).status).toBe('draft')
  await admin.dispose()
  await employer.dispose()
})
