import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAX_RESUME_BYTES } from '@/domain/resumes/rules'
import { DOWNLOAD_TTL_SECONDS } from '@/domain/resumes/storage'
import { S3_PREFIX } from '@/lib/storageLayout.mjs'
import { execute, sql } from '@/lib/payload/sql'
import type { Resume, User } from '@/payload-types'

import { english } from '../support/copy'
import { getPayload, makeUser } from '../support/payload'
import { rest } from '../support/rest'
import { GUEST_A, GUEST_B, docx, html, pdf, png } from '../support/resumeFiles'
import { s3Server, type S3Server } from '../support/s3Server'

/**
 * Resumes with S3 storage (s3rver on a local port, set up by tests/int/setup.s3.ts): what owners,
 * other people and the bucket itself observe. s3rver enforces presigned-URL expiry but does not
 * verify SigV4 signatures, and it serves unsigned requests (a real bucket is private), so these
 * tests check the links' shape and expiry, never that a forged signature is refused.
 */

const m = english('resumes')
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const SERVER_NAME = /^\d+-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(pdf|docx|doc)$/

let payload: Payload
let s3: S3Server
let owner: User
let other: User
beforeAll(async () => {
  payload = await getPayload()
  s3 = s3Server()
  owner = await makeUser(payload, ['professional'], 'owner')
  other = await makeUser(payload, ['professional'], 'other')
})

afterEach(() => {
  vi.useRealTimers()
})

/** A signed-in person, a guest (by browser id) or nobody. */
type Who = { as?: User; guest?: string }
const anonymous: Who = {}

let ipCounter = 0
/** Each request from its own address, so the guest upload limit per network never interferes. */
const headersFor = (who: Who) => ({
  'x-forwarded-for': `198.51.100.${(++ipCounter % 250) + 1}`,
  ...(who.guest ? { 'x-guest-id': who.guest } : {}),
})

function upload(who: Who, data: Buffer, name: string, categoryName?: string): Promise<Response> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(data)], name))
  if (categoryName) form.append('categoryName', categoryName)
  form.append('positionType', 'pharmacist')
  return rest(payload, 'POST', '/resumes/upload', { as: who.as, form, headers: headersFor(who) })
}

async function uploaded(who: Who, data: Buffer, name: string): Promise<Resume> {
  const res = await upload(who, data, name)
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body.doc as Resume
}

const downloadLink = (who: Who, id: number) =>
  rest(payload, 'POST', `/resumes/${id}/download-link`, { as: who.as, headers: headersFor(who) })

const fileRoute = (who: Who, filename: string) =>
  rest(payload, 'GET', `/resumes/file/${filename}`, { as: who.as, headers: headersFor(who) })

const keyOf = (filename: string) => `${S3_PREFIX}/${filename}`
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())
const localFiles = () => fs.readdir(path.resolve(process.env.RESUMES_DIR!)).catch(() => [] as string[])
const rowsNamed = async (categoryName: string) =>
  (await payload.count({ collection: 'resumes', where: { categoryName: { equals: categoryName } }, overrideAccess: true })).totalDocs

/** The presigned URL's parts: where it points, when it was signed and for how long. */
function presigned(url: string) {
  const parsed = new URL(url)
  const date = parsed.searchParams.get('X-Amz-Date') ?? ''
  const signedAt = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))
  return {
    origin: parsed.origin,
    pathname: decodeURIComponent(parsed.pathname),
    algorithm: parsed.searchParams.get('X-Amz-Algorithm'),
    expiresIn: Number(parsed.searchParams.get('X-Amz-Expires')),
    signedAt,
    hasSignature: /^[0-9a-f]{64}$/.test(parsed.searchParams.get('X-Amz-Signature') ?? ''),
  }
}

/** Object writes and deletes the bucket saw from `mark` on. */
const eventsSince = (mark: number) => s3.events.slice(mark)

describe('resumes stored in S3', () => {
  it('stores an upload in the bucket under resumes/<server-generated name>, and nothing on local disk', async () => {
    const data = pdf(3000)
    const doc = await uploaded({ as: owner }, data, 'My CV.pdf')
    expect(doc.filename).toMatch(SERVER_NAME)
    expect(doc.filename).not.toContain('CV')
    expect(doc.originalFilename).toBe('My CV.pdf')
    // The document shows the app's own (access-checked) file route, never the bucket's address.
    expect(JSON.stringify(doc)).not.toContain(s3.endpoint)

    expect(await s3.keys()).toContain(keyOf(doc.filename!))
    const object = await s3.get(keyOf(doc.filename!))
    expect(object?.body.equals(data)).toBe(true)
    expect(object?.contentType).toBe('application/pdf')

    const word = await uploaded({ guest: GUEST_A }, docx(), 'cv.docx')
    expect(word.filename).toMatch(/\.docx$/)
    expect((await s3.get(keyOf(word.filename!)))?.contentType).toBe(DOCX_MIME)

    expect(await localFiles()).toEqual([])
  })

  it('gives the owner a presigned link valid 300 s that downloads the exact bytes as an attachment with the original name', async () => {
    const data = pdf(4096)
    const doc = await uploaded({ as: owner }, data, "Zoë O'Brien (CV).pdf")
    const before = Date.now()
    const res = await downloadLink({ as: owner }, doc.id)
    expect(res.status).toBe(200)
    const { url, expiresAt } = (await res.json()) as { url: string; expiresAt: string }

    const link = presigned(url)
    expect(link.origin).toBe(s3.endpoint)
    expect(link.pathname).toBe(`/${s3.bucket}/${keyOf(doc.filename!)}`)
    expect(link.algorithm).toBe('AWS4-HMAC-SHA256')
    expect(link.hasSignature).toBe(true)
    expect(link.expiresIn).toBe(DOWNLOAD_TTL_SECONDS)
    expect(DOWNLOAD_TTL_SECONDS).toBe(300)
    expect(link.signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(link.signedAt).toBeLessThanOrEqual(Date.now())
    expect(Date.parse(expiresAt)).toBe(link.signedAt + 300_000)

    const download = await fetch(url)
    expect(download.status).toBe(200)
    expect((await bytesOf(download)).equals(data)).toBe(true)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Zo_ O'Brien (CV).pdf"; filename*=UTF-8''Zo%C3%AB%20O%27Brien%20%28CV%29.pdf`,
    )
  })

  it('refuses the link once its 300 s are over (s3rver enforces X-Amz-Date + X-Amz-Expires)', async () => {
    const doc = await uploaded({ as: owner }, pdf(), 'expiring.pdf')
    const { url } = (await (await downloadLink({ as: owner }, doc.id)).json()) as { url: string }
    const { signedAt } = presigned(url)

    // s3rver runs in this process, so moving this process's clock moves the server's.
    vi.useFakeTimers({ toFake: ['Date'], now: signedAt + 299_000 })
    expect((await fetch(url)).status).toBe(200)
    vi.setSystemTime(signedAt + 301_000)
    const expired = await fetch(url)
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('Request has expired')
  })

  it('answers 404 for the link to anyone but the owner: another user, nobody, a guest with another id', async () => {
    const mine = await uploaded({ as: owner }, pdf(), 'mine.pdf')
    const guests = await uploaded({ guest: GUEST_A }, pdf(), 'guest.pdf')

    for (const [who, id] of [
      [{ as: other }, mine.id],
      [anonymous, mine.id],
      [{ guest: GUEST_A }, mine.id],
      [{ guest: GUEST_B }, guests.id],
      [anonymous, guests.id],
      [{ as: other }, guests.id],
      // Signed in, the account decides; a guest id sent along grants nothing.
      [{ as: other, guest: GUEST_A }, guests.id],
    ] as [Who, number][]) {
      const res = await downloadLink(who, id)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: m('notFound') })
    }

    const res = await downloadLink({ guest: GUEST_A }, guests.id)
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    expect((await bytesOf(await fetch(url))).equals(pdf())).toBe(true)
  })

  it("redirects the owner from Payload's file route to a presigned URL, and refuses everyone else", async () => {
    const data = pdf(5000)
    const doc = await uploaded({ as: owner }, data, 'route.pdf')

    const res = await fileRoute({ as: owner }, doc.filename!)
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    const link = presigned(location)
    expect(link.origin).toBe(s3.endpoint)
    expect(link.pathname).toBe(`/${s3.bucket}/${keyOf(doc.filename!)}`)
    expect(link.hasSignature).toBe(true)
    expect(link.expiresIn).toBe(DOWNLOAD_TTL_SECONDS)
    const download = await fetch(location)
    expect(download.status).toBe(200)
    expect((await bytesOf(download)).equals(data)).toBe(true)

    const guests = await uploaded({ guest: GUEST_A }, pdf(), 'guest-route.pdf')
    expect((await fileRoute({ guest: GUEST_A }, guests.filename!)).status).toBe(302)

    for (const [who, filename] of [
      [{ as: other }, doc.filename],
      [anonymous, doc.filename],
      [{ guest: GUEST_A }, doc.filename],
      [{ guest: GUEST_B }, guests.filename],
      [anonymous, guests.filename],
      [{ as: other }, guests.filename],
    ] as [Who, string][]) {
      const refused = await fileRoute(who, filename)
      expect([403, 404]).toContain(refused.status)
      expect(refused.headers.get('location')).toBeNull()
      expect(await refused.text()).not.toContain(s3.endpoint)
    }
  })

  it("makes Payload's file route link download as an attachment under the original name", async () => {
    const doc = await uploaded({ as: owner }, pdf(), 'inline.pdf')
    const location = (await fileRoute({ as: owner }, doc.filename!)).headers.get('location')!
    const download = await fetch(location)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="inline\.pdf"/)
  })

  it('keeps each resume pointed at its own object: an owner cannot rename it onto another one', async () => {
    const victim = await uploaded({ as: owner }, pdf(6000), 'victim.pdf')
    const mine = await uploaded({ as: other }, pdf(), 'attacker.pdf')
    const res = await rest(payload, 'PATCH', `/resumes/${mine.id}`, {
      as: other,
      json: { filename: victim.filename, prefix: 'elsewhere', _objectKey: 'elsewhere', categoryName: 'Renamed' },
    })
    expect(res.status).toBeLessThan(500)

    const stored = await payload.findByID({ collection: 'resumes', id: mine.id, overrideAccess: true })
    expect(stored).toMatchObject({ filename: mine.filename, prefix: S3_PREFIX })
    const { url } = (await (await downloadLink({ as: other }, mine.id)).json()) as { url: string }
    expect(presigned(url).pathname).toBe(`/${s3.bucket}/${keyOf(mine.filename!)}`)
    expect([403, 404]).toContain((await fileRoute({ as: other }, victim.filename!)).status)
  })

  it('removes the object when the resume is deleted, and only then', async () => {
    const doc = await uploaded({ as: owner }, pdf(), 'to-delete.pdf')
    const key = keyOf(doc.filename!)

    expect([403, 404]).toContain((await rest(payload, 'DELETE', `/resumes/${doc.id}`, { as: other })).status)
    expect(await s3.keys()).toContain(key)

    const mark = s3.events.length
    const res = await rest(payload, 'DELETE', `/resumes/${doc.id}`, { as: owner })
    expect(res.status).toBe(200)
    expect(await s3.keys()).not.toContain(key)
    expect(await s3.get(key)).toBeNull()
    expect(eventsSince(mark)).toEqual([{ name: 'ObjectRemoved:Delete', key }])
  })

  it('leaves no object in the bucket when the database refuses the insert', async () => {
    const category = 'Rejected by the database'
    await execute(payload, sql`ALTER TABLE resumes ADD CONSTRAINT int_s3_reject_category CHECK (category_name <> ${sql.raw(`'${category}'`)})`)
    try {
      const keys = await s3.keys()
      const mark = s3.events.length
      const res = await upload({ as: owner }, pdf(), 'refused.pdf', category)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: m('storageFailed') })
      expect(await rowsNamed(category)).toBe(0)
      expect(await s3.keys()).toEqual(keys)
      // Whatever was written on the way was removed again.
      const written = eventsSince(mark).filter((e) => e.name.startsWith('ObjectCreated')).map((e) => e.key)
      const removed = eventsSince(mark).filter((e) => e.name === 'ObjectRemoved:Delete').map((e) => e.key)
      expect(removed).toEqual(expect.arrayContaining(written))
    } finally {
      await execute(payload, sql`ALTER TABLE resumes DROP CONSTRAINT IF EXISTS int_s3_reject_category`)
    }
  })

  it('removes the object again when the database fails after the file was stored', async () => {
    // The storage plugin puts the object after the insert and then writes its metadata back with an
    // update, inside the same transaction; failing that update rolls the resume back.
    const category = 'Fails after storing'
    await execute(
      payload,
      sql.raw(`CREATE OR REPLACE FUNCTION int_s3_fail_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.category_name = '${category}' THEN RAISE EXCEPTION 'refused by the S3 int test'; END IF;
          RETURN NEW;
        END $$`),
    )
    await execute(payload, sql.raw('CREATE TRIGGER int_s3_fail_update BEFORE UPDATE ON resumes FOR EACH ROW EXECUTE FUNCTION int_s3_fail_update()'))
    try {
      const keys = await s3.keys()
      const mark = s3.events.length
      const res = await upload({ as: owner }, pdf(), 'late-failure.pdf', category)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: m('storageFailed') })
      expect(await rowsNamed(category)).toBe(0)

      const events = eventsSince(mark)
      const put = events.find((e) => e.name === 'ObjectCreated:Put')
      expect(put?.key).toMatch(new RegExp(`^${S3_PREFIX}/\\d+-[0-9a-f-]{36}\\.pdf$`))
      expect(events.at(-1)).toEqual({ name: 'ObjectRemoved:Delete', key: put!.key })
      expect(await s3.keys()).toEqual(keys)
    } finally {
      await execute(payload, sql.raw('DROP TRIGGER IF EXISTS int_s3_fail_update ON resumes'))
      await execute(payload, sql.raw('DROP FUNCTION IF EXISTS int_s3_fail_update()'))
    }
  })

  it('never lets a refused file type, or a file over the size limit, reach the bucket', async () => {
    const keys = await s3.keys()
    const mark = s3.events.length
    for (const [data, name] of [
      [png(), 'photo.pdf'],
      [html(), 'resume.docx'],
    ] as [Buffer, string][]) {
      const res = await upload({ as: owner }, data, name)
      expect(res.status).toBe(415)
      expect(await res.json()).toEqual({ error: m('badType') })
    }
    const res = await upload({ guest: GUEST_B }, png(), 'scan.pdf')
    expect(res.status).toBe(415)
    const tooLarge = await upload({ as: owner }, pdf(MAX_RESUME_BYTES + 1), 'huge.pdf')
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ error: m('tooLarge') })
    expect(eventsSince(mark)).toEqual([])
    expect(await s3.keys()).toEqual(keys)
    expect(await localFiles()).toEqual([])
  })
})
