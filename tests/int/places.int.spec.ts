import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as places } from '@/app/api/places/route'
import { demoPostings, seedSampleJobs } from '@/domain/jobs/samples'
import { distanceKm, distanceKmSql, withinKm } from '@/domain/places/distance'
import { findPlace } from '@/domain/places/findPlace'
import type { LatLng } from '@/domain/places/gazetteer'
import { postingPlace } from '@/domain/places/postingPlace'
import { database, execute, sql } from '@/lib/payload/sql'
import { job_postings } from '@/payload-generated-schema'
import type { JobPosting, User } from '@/payload-types'

import { up as geocodeExisting } from '../../migrations/20261126_021746_places_geocode'
import { as, makePosting, makeUser, postPosting, storedPosting } from '../support/factories'
import { getPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let employer: User
let admin: User

const at = (name: string) => findPlace(name)!
/** A gazetteer place's point (as a posting stores it). */
const point = (name: string) => ({ lat: at(name).lat, lng: at(name).lng })
const coordinates = (job: Pick<JobPosting, 'latitude' | 'longitude'>) => ({ lat: job.latitude, lng: job.longitude })

beforeAll(async () => {
  payload = await getPayload()
  employer = await makeUser(payload, ['employer'], 'places-employer')
  admin = await makeUser(payload, ['admin'], 'places-admin')
})

describe('a posting’s coordinates', () => {
  it('are set when it is saved, from its city and province, else its location', async () => {
    const byCity = await makePosting(payload, admin, { city: 'Montreal', province: 'QC', location: 'Downtown clinic' })
    expect(coordinates(byCity)).toEqual({ lat: 45.50884, lng: -73.58781 })
    const byLocation = await postPosting(payload, employer, { location: 'Halifax, NS', province: 'NS' })
    expect(coordinates(await storedPosting(payload, byLocation.id))).toEqual({ lat: 44.64269, lng: -63.57688 })
  })

  it('let the province decide between places of one name', async () => {
    const windsor = (province: 'ON' | 'NS') => makePosting(payload, admin, { city: 'Windsor', province, location: `Windsor, ${province}` })
    expect((await windsor('ON')).longitude).toBeCloseTo(-83.0, 1)
    expect((await windsor('NS')).longitude).toBeCloseTo(-64.1, 1)
  })

  it('are empty for a place the gazetteer does not know, and the posting is still saved', async () => {
    const job = await postPosting(payload, employer, { location: 'Atlantis Springs, ON', province: 'ON' })
    const stored = await storedPosting(payload, job.id)
    expect(stored.title).toBe(job.title)
    expect(coordinates(stored)).toEqual({ lat: null, lng: null })
  })

  it('follow a change of place, and stay through other changes', async () => {
    const job = await makePosting(payload, admin, { status: 'draft', location: 'Toronto, ON', province: 'ON' })
    expect(coordinates(job)).toEqual(point('Toronto'))
    const retitled = await payload.update({ collection: 'job-postings', id: job.id, data: { title: 'Renamed' }, overrideAccess: true })
    expect(coordinates(retitled)).toEqual(point('Toronto'))
    const moved = await payload.update({ collection: 'job-postings', id: job.id, data: { location: 'Saskatoon, SK', province: 'SK' }, overrideAccess: true })
    expect(coordinates(moved)).toEqual(point('Saskatoon, SK'))
    const lost = await payload.update({ collection: 'job-postings', id: job.id, data: { location: 'Somewhere new' }, overrideAccess: true })
    expect(coordinates(lost)).toEqual({ lat: null, lng: null })
  })

  it('cannot be set by a client: REST create and update, or the Local API with access on', async () => {
    const made = await postPosting(payload, employer, { location: 'Toronto, ON', province: 'ON', latitude: 10, longitude: 20 })
    expect(coordinates(await storedPosting(payload, made.id))).toEqual(point('Toronto'))
    const patched = await rest(payload, 'PATCH', `/job-postings/${made.id}`, { as: employer, json: { latitude: 10, longitude: 20 } })
    expect(patched.status).toBeLessThan(500)
    expect(coordinates(await storedPosting(payload, made.id))).toEqual(point('Toronto'))
    await payload.update({ collection: 'job-postings', id: made.id, data: { latitude: 10, longitude: 20 }, ...as(employer) })
    await payload.update({ collection: 'job-postings', id: made.id, data: { latitude: 10, longitude: 20 }, ...as(admin) })
    expect(coordinates(await storedPosting(payload, made.id))).toEqual(point('Toronto'))
  })

  it('are set on the admin’s sample postings and every demo seed posting', async () => {
    for (const sample of await seedSampleJobs(payload, admin)) expect(sample.latitude, sample.location).not.toBeNull()
    for (const posting of demoPostings(60, 'demo@example.com')) expect(postingPlace(posting), posting.location).not.toBeNull()
  })

  it('are read by anyone, as the city is', async () => {
    const job = await makePosting(payload, admin, { location: 'Toronto, ON', province: 'ON' })
    const res = await rest(payload, 'GET', `/job-postings/${job.id}`)
    expect(coordinates((await res.json()) as JobPosting)).toEqual(point('Toronto'))
  })
})

describe('the radius condition', () => {
  const PLACES = ['Toronto', 'Mississauga, ON', 'Brampton, ON', 'Oakville, ON', 'Hamilton, ON', 'Yellowknife', 'Behchoko', 'Hay River', 'Gamèti', 'Fort Smith', 'Whitehorse']
  const ids = new Map<number, LatLng>()
  let unknown: number

  beforeAll(async () => {
    for (const place of PLACES) {
      const job = await makePosting(payload, admin, { status: 'draft', location: place })
      ids.set(job.id, coordinates(job) as LatLng)
    }
    unknown = (await makePosting(payload, admin, { status: 'draft', location: 'Nowhere at all' })).id
  })

  /** This test's postings within `km` of `center`, by the SQL condition. */
  const within = async (center: LatLng, km: number) => {
    const rows = await execute(
      payload,
      sql`SELECT ${job_postings.id} AS id FROM ${job_postings}
          WHERE ${job_postings.id} IN (${sql.join([...ids.keys(), unknown].map((id) => sql`${id}`), sql`, `)})
            AND ${withinKm(job_postings.latitude, job_postings.longitude, center, km)}
          ORDER BY ${distanceKmSql(job_postings.latitude, job_postings.longitude, center)}, ${job_postings.id}`,
    )
    return rows.map((row) => Number(row.id))
  }
  /** The same by the TypeScript rule, nearest first. */
  const expected = (center: LatLng, km: number) =>
    [...ids]
      .filter(([, point]) => distanceKm(center, point) <= km)
      .sort(([a, p], [b, q]) => distanceKm(center, p) - distanceKm(center, q) || a - b)
      .map(([id]) => id)

  const named = (found: number[]) => found.map((id) => PLACES[[...ids.keys()].indexOf(id)])

  it('finds Mississauga (25.25 km from Toronto) within 26 km and not within 25', async () => {
    expect(named(await within(at('Toronto'), 25))).toEqual(['Toronto'])
    expect(named(await within(at('Toronto'), 26))).toEqual(['Toronto', 'Mississauga, ON'])
    expect(named(await within(at('Toronto'), 40))).toEqual(['Toronto', 'Mississauga, ON', 'Brampton, ON', 'Oakville, ON'])
  })

  it('finds the North’s places within 250 km of Yellowknife (Fort Smith is 303 km away)', async () => {
    expect(named(await within(at('Yellowknife'), 250))).toEqual(['Yellowknife', 'Behchoko', 'Hay River', 'Gamèti'])
  })

  it('returns exactly the postings the TypeScript distance puts inside, for any centre and radius', async () => {
    const centres = [at('Toronto'), at('Yellowknife'), at('Whitehorse'), at('M5V'), { lat: 52, lng: -100 }]
    for (const center of centres) {
      for (const km of [5, 10, 25, 50, 100, 250, 1_000, 2_500, 5_000]) expect(await within(center, km)).toEqual(expected(center, km))
    }
  })

  it('computes the same distance in SQL as in TypeScript', async () => {
    const [toronto, yellowknife] = [at('Toronto'), at('Yellowknife')]
    const [row] = await execute(payload, sql`SELECT ${distanceKmSql(sql`${yellowknife.lat}::numeric`, sql`${yellowknife.lng}::numeric`, toronto)} AS km`)
    expect(Number(row.km)).toBeCloseTo(distanceKm(toronto, yellowknife), 6)
  })
})

describe('a radius query at a few thousand postings', () => {
  it('reads the (latitude, longitude) index, not every row', async () => {
    const ROLLBACK = new Error('rollback')
    let plan = ''
    await (await database(payload))
      .transaction(async (tx) => {
        // Postings spread over southern Canada, rolled back after: other tests never see them.
        await tx.execute(sql`SELECT setseed(0.42)`)
        await tx.execute(sql`
          INSERT INTO job_postings (title, company, location, contact_email, description, requirements, position_type, employment_type, status, latitude, longitude)
          SELECT 'Explain ' || i, 'Co', 'Somewhere', 'x@example.com', 'd', 'r', 'physician', 'full-time', 'draft', 42 + random() * 18, -135 + random() * 82
          FROM generate_series(1, 5000) AS i`)
        await tx.execute(sql`ANALYZE job_postings`)
        const { rows } = await tx.execute(
          sql`EXPLAIN (FORMAT JSON) SELECT ${job_postings.id} FROM ${job_postings} WHERE ${withinKm(job_postings.latitude, job_postings.longitude, at('Toronto'), 50)}`,
        )
        plan = JSON.stringify(rows[0])
        throw ROLLBACK
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error
      })
    expect(plan).toContain('latitude_longitude_idx')
    expect(plan).not.toContain('Seq Scan')
  })
})

describe('the data migration', () => {
  it('places the postings that existed before the columns did', async () => {
    const [toronto, unknown] = [
      await makePosting(payload, admin, { status: 'draft', location: 'Toronto, ON', province: 'ON' }),
      await makePosting(payload, admin, { status: 'draft', location: 'Nowhere at all' }),
    ]
    await execute(payload, sql`UPDATE job_postings SET latitude = NULL, longitude = NULL WHERE id IN (${toronto.id}, ${unknown.id})`)
    await geocodeExisting({ db: await database(payload), payload, req: {} } as never)
    expect(coordinates(await storedPosting(payload, toronto.id))).toEqual(point('Toronto'))
    expect(coordinates(await storedPosting(payload, unknown.id))).toEqual({ lat: null, lng: null })
  })
})

describe('GET /api/places', () => {
  const ask = async (query: string) => (await places(new Request(`http://localhost:3000/api/places?${query}`))).json()

  it('suggests cities as they are typed, in the chosen province', async () => {
    expect((await ask('q=tor')).suggestions[0]).toBe('Toronto, ON')
    expect((await ask('q=saint+j&province=NB')).suggestions[0]).toBe('Saint John, NB')
  })

  it('says whether a posting there would get coordinates', async () => {
    expect(await ask('q=Toronto%2C+ON')).toMatchObject({ found: true })
    expect(await ask('q=Windsor&province=NS')).toMatchObject({ found: true })
    expect(await ask('q=Atlantis+Springs&province=ON')).toEqual({ suggestions: [], found: false })
    expect(await ask('q=')).toEqual({ suggestions: [], found: false })
  })
})
