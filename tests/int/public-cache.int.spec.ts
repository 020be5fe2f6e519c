import type { Payload } from 'payload'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { JOB_LIST_TAG, jobTag } from '@/domain/jobs/cacheTags'
import { archivePosting } from '@/domain/jobs/archive'
import { actOnPosting, expireDuePostings } from '@/domain/jobs/lifecycle'
import { anonymousCopy, isAnonymousRead, normalQueryString } from '@/domain/jobs/publicApi'
import { jobQuery, parseJobSearchParams, postingId } from '@/domain/jobs/query'
import { searchJobs } from '@/domain/jobs/searchJobs'
import { parseViewKey, viewKey } from '@/domain/jobs/viewKey'
import { withTransaction } from '@/lib/payload/transaction'
import type { User } from '@/payload-types'

import { makePosting, makeUser, STRONG_PASSWORD } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * Next's cache as the running server exposes it, recording each expiry with what a reader outside
 * the writer's transaction saw at that moment (an expiry before the commit would let a render in
 * between store the old row again).
 */
type Expiry = { tags: string[]; statusSeen: string | undefined }
let expiries: Expiry[] = []
let watched: number | undefined

let payload: Payload
let admin: User
let employer: User

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'cache-admin')
  employer = await makeUser(payload, ['employer'], 'cache-employer')
})

beforeEach(() => {
  expiries = []
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
    revalidateTag: async (tags: string[]) => {
      const row = watched === undefined ? undefined : await payload.db.findOne<{ id: number; status: string }>({ collection: 'job-postings', where: { id: { equals: watched } } })
      expiries.push({ tags, statusSeen: row?.status ?? undefined })
    },
  }
})

afterEach(() => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  watched = undefined
})

const expired = () => expiries.flatMap((e) => e.tags)

describe('writes to a posting expire its cached public views, after they commit', () => {
  it('and once more a few seconds later (a render that began before the commit may have stored the old rows)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const job = await makePosting(payload, employer)
      await payload.update({ collection: 'job-postings', id: job.id, data: { title: 'Night Pharmacist' }, user: admin, overrideAccess: false })
      expiries = []
      await vi.advanceTimersByTimeAsync(5_000)
      expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
    } finally {
      vi.useRealTimers()
    }
  })

  it('the second expiry goes to the cache of the write, never to one a later request (or test) brought', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const job = await makePosting(payload, employer)
      expiries = []
      const later: string[][] = []
      ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = { revalidateTag: async (tags: string[]) => void later.push(tags) }
      await vi.advanceTimersByTimeAsync(5_000)
      expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
      expect(later.flat()).not.toContain(jobTag(job.id))
    } finally {
      vi.useRealTimers()
    }
  })

  it('approval expires Find Work and the posting page once the new status is visible to everyone', async () => {
    const job = await makePosting(payload, employer, { status: 'pending_review' })
    watched = job.id
    expiries = []
    await actOnPosting(payload, job.id, 'approve', admin)
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
    // Every expiry of this posting happened after the commit: a reader outside the transaction
    // already saw "active". (Other files' writes on this worker may still expire the list meanwhile.)
    const ofJob = expiries.filter((e) => e.tags.includes(jobTag(job.id)))
    expect(ofJob.length).toBeGreaterThan(0)
    expect(ofJob.map((e) => e.statusSeen)).toEqual(ofJob.map(() => 'active'))
  })

  it('an edit through the API expires them', async () => {
    const job = await makePosting(payload, employer)
    expiries = []
    await payload.update({ collection: 'job-postings', id: job.id, data: { title: 'Evening Pharmacist' }, user: admin, overrideAccess: false })
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
  })

  it('a write that rolls back expires nothing', async () => {
    const job = await makePosting(payload, employer)
    expiries = []
    await expect(
      withTransaction(payload, async (req) => {
        await payload.update({ collection: 'job-postings', id: job.id, data: { title: 'Never Saved' }, overrideAccess: true, req })
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    // (Other tests' second expiries may land meanwhile; none names this posting.)
    expect(expired()).not.toContain(jobTag(job.id))
    const stored = await payload.findByID({ collection: 'job-postings', id: job.id, overrideAccess: true })
    expect(stored.title).not.toBe('Never Saved')
  })

  it('the scheduled expiry (outside any request) expires them', async () => {
    const job = await makePosting(payload, employer, { validThrough: new Date(Date.now() - 60_000).toISOString() })
    watched = job.id
    expiries = []
    await expireDuePostings(payload)
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
    expect(expiries.filter((e) => e.tags.includes(jobTag(job.id))).map((e) => e.statusSeen)).toEqual(['expired'])
  })

  it('closing by its owner expires them; an edit of a draft expires nothing', async () => {
    const job = await makePosting(payload, employer)
    expiries = []
    await actOnPosting(payload, job.id, 'close', employer)
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
    const draft = await makePosting(payload, employer, { status: 'draft' })
    expiries = []
    await payload.update({ collection: 'job-postings', id: draft.id, data: { title: 'Draft Pharmacist' }, user: employer, overrideAccess: false })
    expect(expired()).not.toContain(jobTag(draft.id))
  })

  it('an admin archiving a posting (their delete) expires them, and so does the retention task deleting it', async () => {
    const job = await makePosting(payload, employer)
    expiries = []
    await archivePosting(payload, job.id, admin)
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
    expiries = []
    // The server's deletion, three years on (no client deletes a posting).
    await payload.delete({ collection: 'job-postings', id: job.id, overrideAccess: true })
    expect(expired()).toEqual(expect.arrayContaining([JOB_LIST_TAG, jobTag(job.id)]))
  })
})

describe('cache keys', () => {
  const key = (search: string, base: '/find-work' | '/candidates' = '/find-work') => viewKey(base, parseJobSearchParams(new URLSearchParams(search)))

  it('URLs that mean the same search share one Find Work page', () => {
    const one = key('q=%20%20Relief%20%20pharmacist%20&chip=urgent,remote')
    expect(key('chip=remote&chip=urgent&q=Relief+pharmacist')).toBe(one)
    expect(key('chip=remote&chip=urgent&chip=nonsense&q=Relief pharmacist&page=1&utm_source=x')).toBe(one)
    expect(key('q=Relief+pharmacist&chip=urgent')).not.toBe(one)
    expect(key('q=Relief+pharmacist&chip=urgent,remote&page=2')).not.toBe(one)
    expect(key('q=Relief+pharmacist&chip=urgent,remote', '/candidates')).not.toBe(one)
  })

  it('what the database could not take never reaches it: control characters and ids past its integers', async () => {
    const query = parseJobSearchParams(new URLSearchParams('q=a%00b%0Ac&job=3000000000'))
    expect(query).toMatchObject({ q: 'a b c', job: null })
    expect(postingId('2147483647')).toBe(2147483647)
    for (const bad of ['2147483648', '99999999999', '0', '-1', '12abc', '1e3', '']) expect(postingId(bad), bad).toBeNull()
    // And the search with such words answers (no database error).
    await expect(searchJobs(payload, query, null)).resolves.toMatchObject({ jobs: expect.any(Array) })
  })

  it('only keys the site made are read; anything else is not a page', () => {
    const made = key('q=nurse&chip=remote&page=3&job=12')
    expect(parseViewKey(made)).toEqual({ base: '/find-work', query: jobQuery({ q: 'nurse', chips: ['remote'], page: 3, job: 12 }) })
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    // Another address, a search not in normal form, junk.
    expect(parseViewKey(encode(['/admin', 'nurse', [], 1, null]))).toBeNull()
    expect(parseViewKey(encode(['/find-work', '  nurse ', [], 1, null]))).toBeNull()
    expect(parseViewKey(encode(['/find-work', 'nurse', ['urgent', 'remote'], 1, null]))).toBeNull()
    expect(parseViewKey('%%%')).toBeNull()
    expect(parseViewKey(encode({ q: 'nurse' }))).toBeNull()
  })

  it('an API read is anonymous only without any session, key, guest id or origin, and its key ignores order', () => {
    const read = (headers: Record<string, string>) => isAnonymousRead(new Request('http://site/api/job-postings', { headers }))
    expect(read({})).toBe(true)
    expect(read({ cookie: 'theme=dark' })).toBe(true)
    expect(read({ cookie: 'theme=dark; payload-token=abc' })).toBe(false)
    // Spellings Payload still reads as a session.
    expect(read({ cookie: 'payload-token =abc' })).toBe(false)
    expect(read({ cookie: 'theme=x;\tpayload-token\t=abc' })).toBe(false)
    expect(read({ authorization: 'users API-Key abc' })).toBe(false)
    expect(read({ 'x-guest-id': 'abc' })).toBe(false)
    expect(read({ origin: 'https://elsewhere.example' })).toBe(false)
    expect(normalQueryString('http://site/api/job-postings?limit=20&depth=0')).toBe(normalQueryString('http://site/api/job-postings?depth=0&limit=20'))
  })

  it('the cached answer is asked as nobody: the copy Payload sees carries no credentials, and Payload finds no user in it', async () => {
    const token = (await payload.login({ collection: 'users', data: { email: admin.email, password: STRONG_PASSWORD } })).token!
    const original = new Request('http://site/api/job-postings?limit=5', {
      headers: { cookie: `payload-token =${token}`, authorization: `JWT ${token}`, 'sec-fetch-site': 'same-origin', 'x-guest-id': 'abc' },
    })
    expect((await payload.auth({ headers: original.headers })).user?.id).toBe(admin.id)
    const copy = anonymousCopy(original)
    expect(copy.url).toBe(original.url)
    expect([...copy.headers.keys()]).toEqual(['accept'])
    expect((await payload.auth({ headers: copy.headers })).user).toBeNull()
  })
})
