import { describe, expect, it } from 'vitest'

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
})
