import { describe, expect, it, vi } from 'vitest'

import { GET as ready } from '@/app/api/ready/route'

import { getPayload } from '../support/payload'

/** Readiness with resumes in S3 (s3rver, tests/int/setup.s3.ts): the bucket answers for a key that is not there. */
describe('GET /api/ready with S3 storage', () => {
  it('reports storage up while the bucket answers', async () => {
    await getPayload()
    const res = await ready()
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up', down: [] })
  })

  it('reports storage down when the bucket refuses the site’s credentials', async () => {
    await getPayload()
    // An access key the store does not know (s3rver checks the key, not the signature).
    const key = process.env.S3_ACCESS_KEY_ID
    process.env.S3_ACCESS_KEY_ID = 'NOT-A-KEY'
    try {
      vi.resetModules()
      const { GET: readyWithWrongKey } = await import('@/app/api/ready/route')
      const res = await readyWithWrongKey()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ storage: 'down', down: ['storage'] })
    } finally {
      process.env.S3_ACCESS_KEY_ID = key
      vi.resetModules()
    }
  })
})
