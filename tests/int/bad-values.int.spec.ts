import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { en } from '../support/copy'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload()
})

/** Values PostgreSQL cannot take are the caller's mistake: a clear 400, never a 500. */
describe('values the database refuses are answered 400', () => {
  for (const path of [
    '/job-postings/abc',
    '/job-postings/1.5',
    '/job-postings/99999999999999999999',
    '/job-postings?page=-1',
    '/job-postings?where[postedDate][like]=2026',
    '/job-postings?where[paid][like]=true',
    '/job-postings?where[experienceLevel][equals]=no-such-level',
    '/job-postings?where[title][like]=%00',
  ]) {
    it(`GET /api${path}`, async () => {
      const res = await rest(payload, 'GET', path)
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(en('errors.badValue'))
    })
  }
})
