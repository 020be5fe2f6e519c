import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SIMILAR_SHOWN, similarPositions } from '@/domain/jobs/similar'
import { distanceKm } from '@/domain/places/distance'
import type { JobPosting, User } from '@/payload-types'

import { makePosting, makeUser } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * Similar positions under a posting: listed postings of its position type, itself left out, the
 * nearest first, at most four, and a confidential company never named to the public.
 * Placed in the Yukon, so postings other files leave on this worker's database (in the provinces'
 * south) are always farther away than these.
 */

let payload: Payload
let employer: User
let base: JobPosting
const near: JobPosting[] = []
let confidential: JobPosting
let otherType: JobPosting
let closed: JobPosting
let sameCompany: JobPosting

/** Each posting at a company of its own (under a posting naming its company, the others naming it are not listed). */
const at = async (location: string, extra: Parameters<typeof makePosting>[2] = {}, owner?: User) =>
  makePosting(payload, owner ?? (await makeUser(payload, ['employer'], 'similar')), { positionType: 'clinical-assistant', location, province: 'YT', ...extra })

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'similar')
  base = await at('Whitehorse, YT', {}, employer)
  sameCompany = await at('Whitehorse, YT', {}, employer)
  for (const place of ['Dawson City, YT', 'Yellowknife, NT', 'Watson Lake, YT']) near.push(await at(place))
  confidential = await at('Whitehorse, YT', { confidential: true })
  otherType = await at('Whitehorse, YT', { positionType: 'physician' })
  closed = await at('Whitehorse, YT', { status: 'closed' })
})

describe('similar positions', () => {
  it('are listed postings of the same position type, the nearest first, four at most', async () => {
    const found = await similarPositions(payload, base)
    expect(found).toHaveLength(SIMILAR_SHOWN)
    const candidates = [confidential, ...near].map((job) => ({ id: job.id, km: distanceKm({ lat: base.latitude!, lng: base.longitude! }, { lat: job.latitude!, lng: job.longitude! }) }))
    const nearest = candidates.sort((a, b) => a.km - b.km).slice(0, SIMILAR_SHOWN).map((c) => c.id)
    expect(found.map((job) => job.id)).toEqual(nearest)
    expect(found.map((job) => job.positionType)).toEqual(found.map(() => 'clinical-assistant'))
    const ids = found.map((job) => job.id)
    for (const left of [base, sameCompany, otherType, closed]) expect(ids).not.toContain(left.id)
  })

  it('never name a confidential posting’s company', async () => {
    const found = await similarPositions(payload, base)
    const hidden = found.find((job) => job.id === confidential.id)!
    expect(hidden.company ?? null).toBeNull()
    expect(found.filter((job) => job.id !== confidential.id).every((job) => Boolean(job.company))).toBe(true)
  })

  it('tell nothing of whose a confidential posting is: it is listed under its company’s postings, and lists them', async () => {
    const ownConfidential = await at('Whitehorse, YT', { confidential: true }, employer)
    expect((await similarPositions(payload, base)).map((job) => job.id)).toContain(ownConfidential.id)
    expect((await similarPositions(payload, ownConfidential)).map((job) => job.id)).toEqual(expect.arrayContaining([base.id, sameCompany.id]))
  })

  it('without a place, are the newest of the same type', async () => {
    const nowhere = await at('Remote', { remote: true })
    expect(nowhere.latitude ?? null).toBeNull()
    const found = await similarPositions(payload, nowhere)
    expect(found).toHaveLength(SIMILAR_SHOWN)
    const dates = found.map((job) => new Date(job.postedDate!).getTime())
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })
})
