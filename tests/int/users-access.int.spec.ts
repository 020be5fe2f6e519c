import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { as, getPayload, makePeople, makeUser, STRONG_PASSWORD, uniqueEmail, VIEWERS, viewerUser, type People, type Viewer } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload
let people: People

beforeAll(async () => {
  payload = await getPayload()
  people = await makePeople(payload)
})

const viewers = VIEWERS
const userFor = (viewer: Viewer) => viewerUser(people, viewer)

describe('users: who may read, update and delete whom (Local API, access control on)', () => {
  it.each(viewers)('%s reading the user list sees only what they may', async (viewer) => {
    const result = await payload.find({ collection: 'users', limit: 100, ...as(userFor(viewer)) }).catch((e) => e)
    if (viewer === 'anonymous') return expect(result.status).toBe(403)
    const ids = result.docs.map((d: User) => d.id)
    if (viewer === 'admin') {
      expect(ids).toEqual(expect.arrayContaining(Object.values(people).map((p) => p.id)))
    } else {
      expect(ids).toEqual([people[viewer].id])
    }
  })

  it.each(viewers)("%s reading another user's record", async (viewer) => {
    const other = people.professional.id === userFor(viewer)?.id ? people.employer : people.professional
    const read = payload.findByID({ collection: 'users', id: other.id, ...as(userFor(viewer)) })
    if (viewer === 'admin') await expect(read).resolves.toMatchObject({ id: other.id })
    else await expect(read).rejects.toMatchObject({ status: expect.any(Number) })
  })

  it.each(viewers)("%s updating another user's name", async (viewer) => {
    const target = await makeUser(payload, ['professional'], 'target')
    const update = payload.update({
      collection: 'users',
      id: target.id,
      data: { fullName: 'Changed' },
      ...as(userFor(viewer)),
    })
    if (viewer === 'admin') await expect(update).resolves.toMatchObject({ fullName: 'Changed' })
    else await expect(update).rejects.toMatchObject({ status: 403 })
  })

  it.each(viewers)('%s deleting another user', async (viewer) => {
    const target = await makeUser(payload, ['professional'], 'target')
    const removal = payload.delete({ collection: 'users', id: target.id, ...as(userFor(viewer)) })
    if (viewer === 'admin') await expect(removal).resolves.toMatchObject({ id: target.id })
    else await expect(removal).rejects.toMatchObject({ status: 403 })
  })

  it('a signed-in user can update their own name', async () => {
    const me = await makeUser(payload, ['professional'], 'self')
    const updated = await payload.update({ collection: 'users', id: me.id, data: { fullName: 'New Name' }, ...as(me) })
    expect(updated.fullName).toBe('New Name')
  })
})

describe('roles can never be raised by the user themself', () => {
  it.each(['professional', 'employer', 'editor'] as const)('%s cannot make themself admin', async (role) => {
    const me = await makeUser(payload, [role], `self-${role}`)
    await payload.update({ collection: 'users', id: me.id, data: { roles: ['admin'] }, ...as(me) })
    const stored = await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })
    expect(stored.roles).toEqual([role])
  })

  it('sign-up ignores requested roles and keeps only the chosen account type', async () => {
    const created = await payload.create({
      collection: 'users',
      data: {
        email: uniqueEmail('signup'),
        password: STRONG_PASSWORD,
        roles: ['admin', 'editor'],
        accountType: 'employer',
      } as never,
      ...as(null),
    })
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(stored.roles).toEqual(['employer'])
    expect(stored._verified).toBe(false)
  })

  it('a signed-in user cannot create a pre-verified account', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('preverified'), password: STRONG_PASSWORD, _verified: true, preferredLanguage: 'en' },
      ...as(people.professional),
    })
    const stored = await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })
    expect(stored._verified).toBe(false)
    expect(stored.roles).toEqual(['professional'])
  })

  it('an admin can grant roles', async () => {
    const target = await makeUser(payload, ['professional'], 'promote')
    const updated = await payload.update({
      collection: 'users',
      id: target.id,
      data: { roles: ['editor'] },
      ...as(people.admin),
    })
    expect(updated.roles).toEqual(['editor'])
  })
})

describe('the preferred language: set at sign-up, the person’s own and admins’ to change', () => {
  it('is taken from the sign-up, English by default', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('signup-fr'), password: STRONG_PASSWORD, preferredLanguage: 'fr' },
      ...as(null),
    })
    expect((await payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })).preferredLanguage).toBe('fr')
    const plain = await payload.create({ collection: 'users', data: { email: uniqueEmail('signup-none'), password: STRONG_PASSWORD } as never, ...as(null) })
    expect((await payload.findByID({ collection: 'users', id: plain.id, overrideAccess: true })).preferredLanguage).toBe('en')
  })

  it('the person changes their own and reads it back', async () => {
    const me = await makeUser(payload, ['professional'], 'lang-self')
    const updated = await payload.update({ collection: 'users', id: me.id, data: { preferredLanguage: 'fr' }, ...as(me) })
    expect(updated.preferredLanguage).toBe('fr')
    expect((await payload.findByID({ collection: 'users', id: me.id, ...as(me) })).preferredLanguage).toBe('fr')
    // Through REST too, as the language switcher does.
    const res = await rest(payload, 'PATCH', `/users/${me.id}`, { as: me, json: { preferredLanguage: 'en' } })
    expect(res.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).preferredLanguage).toBe('en')
  })

  it('a value that is not a language is refused on a change', async () => {
    const me = await makeUser(payload, ['professional'], 'lang-bad')
    await expect(payload.update({ collection: 'users', id: me.id, data: { preferredLanguage: 'de' as never }, ...as(me) })).rejects.toMatchObject({ status: 400 })
    expect((await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).preferredLanguage).toBe('en')
  })

  it.each(viewers)("%s changing another user's language", async (viewer) => {
    const target = await makeUser(payload, ['professional'], 'lang-target')
    const update = payload.update({ collection: 'users', id: target.id, data: { preferredLanguage: 'fr' }, ...as(userFor(viewer)) })
    if (viewer === 'admin') await expect(update).resolves.toMatchObject({ preferredLanguage: 'fr' })
    else await expect(update).rejects.toMatchObject({ status: 403 })
    const stored = await payload.findByID({ collection: 'users', id: target.id, overrideAccess: true })
    expect(stored.preferredLanguage).toBe(viewer === 'admin' ? 'fr' : 'en')
  })

  it('nobody but the person and admins reads it', async () => {
    const target = await makeUser(payload, ['employer'], 'lang-read', { preferredLanguage: 'fr' })
    const res = await rest(payload, 'GET', `/users/${target.id}`, { as: people.professional })
    expect(res.status).not.toBe(200)
    expect(JSON.stringify(await res.json())).not.toContain('preferredLanguage')
    expect((await payload.findByID({ collection: 'users', id: target.id, ...as(people.admin) })).preferredLanguage).toBe('fr')
  })
})

describe('unlocking a locked account is admin-only', () => {
  it.each(viewers)('%s unlocking', async (viewer) => {
    const target = await makeUser(payload, ['professional'], 'locked')
    const unlock = payload.unlock({ collection: 'users', data: { email: target.email } as never, ...as(userFor(viewer)) })
    if (viewer === 'admin') await expect(unlock).resolves.toBe(true)
    else await expect(unlock).rejects.toMatchObject({ status: 403 })
  })
})
