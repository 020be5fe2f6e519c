import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'


import { as, getPayload, makePeople, VIEWERS, viewerUser, type People, type Viewer } from '../support/payload'

let payload: Payload
let people: People

beforeAll(async () => {
  payload = await getPayload()
  people = await makePeople(payload)
})

const viewers = VIEWERS
const userFor = (viewer: Viewer) => viewerUser(people, viewer)
const isStaff = (viewer: string) => viewer === 'editor' || viewer === 'admin'

const pageData = (slug: string, heading = 'A heading') => ({
  title: `Page ${slug}`,
  slug,
  layout: [{ blockType: 'hero' as const, heading }],
})
let n = 0
const slug = () => `test-page-${Date.now().toString(36)}-${++n}`

describe('pages: staff edit, everyone reads what is published', () => {
  it.each(viewers)('%s creating a page', async (viewer) => {
    const create = payload.create({ collection: 'pages', data: { ...pageData(slug()), _status: 'published' }, ...as(userFor(viewer)) })
    if (isStaff(viewer)) await expect(create).resolves.toMatchObject({ _status: 'published' })
    else await expect(create).rejects.toMatchObject({ status: 403 })
  })

  it.each(viewers)('%s updating a published page', async (viewer) => {
    const page = await payload.create({ collection: 'pages', data: { ...pageData(slug()), _status: 'published' }, overrideAccess: true })
    const update = payload.update({ collection: 'pages', id: page.id, data: { title: 'Changed' }, ...as(userFor(viewer)) })
    if (isStaff(viewer)) await expect(update).resolves.toMatchObject({ title: 'Changed' })
    else await expect(update).rejects.toMatchObject({ status: 403 })
  })

  it.each(viewers)('%s reading a page that was never published', async (viewer) => {
    const s = slug()
    await payload.create({ collection: 'pages', data: { ...pageData(s), _status: 'draft' }, draft: true, ...as(people.editor) })
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: s } }, draft: true, ...as(userFor(viewer)) })
    expect(docs).toHaveLength(isStaff(viewer) ? 1 : 0)
  })

  it('a draft saved over a published page never shows to the public', async () => {
    const s = slug()
    const page = await payload.create({ collection: 'pages', data: { ...pageData(s, 'Live words'), _status: 'published' }, ...as(people.editor) })
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { layout: [{ blockType: 'hero', heading: 'Unpublished words' }] },
      ...as(people.editor),
    })
    const publicView = await payload.find({ collection: 'pages', where: { slug: { equals: s } }, ...as(null) })
    expect(publicView.docs[0].layout[0]).toMatchObject({ heading: 'Live words' })
    const staffView = await payload.find({ collection: 'pages', where: { slug: { equals: s } }, draft: true, ...as(people.editor) })
    expect(staffView.docs[0].layout[0]).toMatchObject({ heading: 'Unpublished words' })
  })

  it('refuses a slug that is not a clean path segment', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { ...pageData('Bad Slug/../x'), _status: 'published' }, ...as(people.editor) }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('globals: staff edit header, footer and site settings', () => {
  it.each(viewers)('%s updating site settings', async (viewer) => {
    const update = payload.updateGlobal({ slug: 'site-settings', data: { city: 'Toronto, ON' }, ...as(userFor(viewer)) })
    if (isStaff(viewer)) await expect(update).resolves.toMatchObject({ city: 'Toronto, ON' })
    else await expect(update).rejects.toMatchObject({ status: 403 })
  })

  it('everyone can read the public globals', async () => {
    await expect(payload.findGlobal({ slug: 'footer', ...as(null) })).resolves.toBeTruthy()
  })
})

describe('the editor sees content only', () => {
  it('cannot list users beyond themself', async () => {
    const { docs } = await payload.find({ collection: 'users', limit: 100, ...as(people.editor) })
    expect(docs.map((d) => d.id)).toEqual([people.editor.id])
  })

  it('cannot read ownership inquiries or queued jobs', async () => {
    await expect(payload.find({ collection: 'ownership-inquiries', ...as(people.editor) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'payload-jobs', ...as(people.editor) })).rejects.toMatchObject({ status: 403 })
  })

  it('can upload media with alt text, which is required', async () => {
    // A 1×1 transparent PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    )
    const file = { data: png, mimetype: 'image/png', name: 'dot.png', size: png.length }
    await expect(
      payload.create({ collection: 'media', data: {} as never, file, ...as(people.editor) }),
    ).rejects.toMatchObject({ status: 400 })
    const media = await payload.create({ collection: 'media', data: { alt: 'A dot' }, file, ...as(people.editor) })
    expect(media.alt).toBe('A dot')
    expect(media.sizes?.thumbnail).toBeDefined()
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file, ...as(people.professional) }),
    ).rejects.toMatchObject({ status: 403 })
    await payload.delete({ collection: 'media', id: media.id, ...as(people.editor) })
  })
})
