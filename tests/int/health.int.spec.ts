import { describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'

import { withAdminClient } from '../support/database'
import { getPayload } from '../support/payload'

describe('GET /api/health', () => {
  it('answers 200 while the database is reachable', async () => {
    await getPayload()
    const res = await GET()
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  it('answers 503 while the database refuses connections, and recovers after', async () => {
    const name = process.env.INT_DATABASE_NAME!
    const block = (allow: boolean) =>
      withAdminClient(async (c) => {
        await c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS ${allow}`)
        if (!allow) {
          await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
        }
      })
    await block(false)
    try {
      const res = await GET()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ database: 'down' })
    } finally {
      await block(true)
    }
    expect((await GET()).status).toBe(200)
  })
  it('answers 503 at once while the instance shuts down, so a balancer takes it out of rotation', async () => {
    const flag = Symbol.for('site.draining')
    ;(globalThis as Record<symbol, unknown>)[flag] = true
    try {
      const res = await GET()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ status: 'unavailable', shuttingDown: true })
    } finally {
      delete (globalThis as Record<symbol, unknown>)[flag]
    }
    expect((await GET()).status).toBe(200)
  })
})
