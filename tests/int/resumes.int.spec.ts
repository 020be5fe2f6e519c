import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { guestKeyOf } from '@/domain/resumes/guest'
import { MAX_RESUME_BYTES } from '@/domain/resumes/rules'
import { resumesDir, signedDownloadUrl } from '@/domain/resumes/storage'
import { storeResume } from '@/domain/resumes/upload'
import { execute, sql } from '@/lib/payload/sql'
import type { Resume, User } from '@/payload-types'

import { en, english, french } from '../support/copy'
import { applyWithFile, makePosting } from '../support/factories'
import { getPayload, makePeople, makeUser, STRONG_PASSWORD, type People } from '../support/payload'
import { cfbWithoutWord, doc, docx, html, pdf, png } from '../support/resumeFiles'
import { rest } from '../support/rest'

const m = english('resumes')
const PDF = 'application/pdf'
const DOC = 'application/msword'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
/** What a server-generated storage name looks like: `<timestamp>-<uuid>.<ext>`. */
const serverName = (ext: string) => new RegExp(`^\\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.${ext}$`)

let payload: Payload
let people: People

beforeAll(async () => {
  payload = await getPayload()
  people = await makePeople(payload)
})

// ─── small helpers ───────────────────────────────────────────────────────────────────────────────

/** A fresh version-4 guest id per test, so nothing another test (or file) uploaded is in view. */
const newGuestId = () => randomUUID()

/** A fresh client address per request, so the per-network guest upload limit never leaks between tests. */
let ipCounter = 0
const nextIp = () => {
  const n = ++ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Who is calling: a signed-in user, a guest (by browser id), or nobody; optionally from a fixed address. */
type Caller = { user?: User | null; guest?: string; ip?: string }

const callerHeaders = (caller: Caller): Record<string, string> => ({
  'x-client-address': caller.ip ?? nextIp(),
  ...(caller.guest ? { 'x-guest-id': caller.guest } : {}),
})

const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', urlPath: string, body: { json?: unknown; form?: FormData } = {}) =>
  rest(payload, method, urlPath, { as: caller.user ?? undefined, headers: callerHeaders(caller), ...body })

type FilePart = { data: Buffer; name: string; type?: string }
type UploadFields = { file?: FilePart | null; categoryName?: string; positionType?: string | null }

function uploadForm({ file, categoryName, positionType = 'pharmacist' }: UploadFields): FormData {
  const form = new FormData()
  if (file) form.append('file', new File([new Uint8Array(file.data)], file.name, { type: file.type ?? '' }))
  if (categoryName !== undefined) form.append('categoryName', categoryName)
  if (positionType !== null) form.append('positionType', positionType)
  return form
}

/** POST /api/resumes/upload; returns the status, the parsed body and the raw text. */
async function upload(caller: Caller, fields: UploadFields) {
  const res = await call(caller, 'POST', '/resumes/upload', { form: uploadForm(fields) })
  const text = await res.text()
  return { status: res.status, text, body: JSON.parse(text) as { doc?: Resume; error?: string } }
}

const aPdf = (name = 'Jane Doe CV.pdf', size = 2048): FilePart => ({ data: pdf(size), name, type: PDF })

/** Uploads a valid PDF and returns the created resume (fails the test otherwise). */
async function uploaded(caller: Caller, fields: Partial<UploadFields> = {}): Promise<Resume> {
  const result = await upload(caller, { file: aPdf(), categoryName: 'General', ...fields })
  expect(result.status, result.text).toBe(201)
  return result.body.doc!
}

/** A resume stored through the real upload path (storeResume), without the HTTP rate limit in the way. */
async function seedResume(owner: User | string, categoryName = 'Seeded', data = pdf(3000)): Promise<Resume> {
  const guest = typeof owner === 'string'
  const req = await createLocalReq(
    { user: guest ? undefined : owner, req: { headers: new Headers(guest ? { 'x-guest-id': owner } : {}) } as Partial<PayloadRequest> },
    payload,
  )
  return storeResume(req, { file: { data, name: `${categoryName}.pdf` }, categoryName, positionType: 'pharmacist' })
}

/** Every message an API error body carries (our endpoints' `error`, Payload's `errors[]` and their field errors). */
function errorMessages(body: unknown): string[] {
  const b = body as { error?: string; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] } | null
  return [b?.error, ...(b?.errors ?? []).flatMap((e) => [e.message, ...(e.data?.errors ?? []).map((d) => d.message)])].filter(
    (x): x is string => typeof x === 'string',
  )
}

const listFiles = async (): Promise<string[]> => (await fs.readdir(resumesDir()).catch(() => [] as string[])).sort()
const fileExists = (name: string) =>
  fs.stat(path.join(resumesDir(), name)).then(
    () => true,
    () => false,
  )
const readStored = (name: string) => fs.readFile(path.join(resumesDir(), name))
const rowCount = async () => (await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs
const reload = (id: number) => payload.findByID({ collection: 'resumes', id, depth: 0, overrideAccess: true }).catch(() => null)

/** The rows and files there are now, to prove a refused request stored nothing. */
async function snapshot() {
  return { rows: await rowCount(), files: await listFiles() }
}

async function expectNothingStored(before: Awaited<ReturnType<typeof snapshot>>) {
  const after = await snapshot()
  expect(after.rows).toBe(before.rows)
  expect(after.files).toEqual(before.files)
}

/** Uploads and expects a refusal with this status and exact message, and that nothing was stored. */
async function expectRefused(caller: Caller, fields: UploadFields, status: number, message: string) {
  const before = await snapshot()
  const result = await upload(caller, fields)
  expect(result.status, result.text).toBe(status)
  expect(result.body).toEqual({ error: message })
  await expectNothingStored(before)
}

/** A Local API call refused as forbidden (403) or as if the document did not exist (404). */
async function expectDenied(operation: Promise<unknown>) {
  const error = (await operation.then(
    () => ({ status: 'resolved' }),
    (e: { status?: number }) => e,
  )) as { status?: number | string }
  expect([403, 404]).toContain(error.status)
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())
const idsOf = (body: { docs?: { id: number }[] }) => (body.docs ?? []).map((d) => d.id)

/** `/api/resumes/…` path of a link the API returned (the rest helper adds `/api`). */
const apiPath = (url: string) => url.replace(/^\/api/, '')

/** An active job owned by `employer`, and an application to it carrying `resume` (rows created as seeds would). */
async function applicationWith(employer: User, applicant: User, resume: Resume) {
  const job = await makePosting(payload, employer, { paid: false })
  await payload.create({
    collection: 'applications',
    overrideAccess: true,
    user: applicant,
    data: { jobPosting: job.id, applicant: applicant.id, resume: resume.id, status: 'pending', appliedAt: new Date().toISOString() } as never,
  })
  return job
}

const freshPro = (label = 'pro') => makeUser(payload, ['professional'], label)

// ─── 1. file rules ───────────────────────────────────────────────────────────────────────────────

describe('upload: file rules', () => {
  let me: User
  beforeAll(async () => {
    me = await freshPro('uploader')
  })
  // Accounts may upload 30 files per 10 minutes; a fresh uploader per test keeps each test independent.
  const fresh = async () => ({ user: await freshPro('uploader') })

  it.each([
    ['PDF', { data: pdf(), name: 'Jane Doe CV.pdf', type: PDF }, PDF, 'pdf'],
    ['DOC', { data: doc(), name: 'Jane Doe CV.doc', type: DOC }, DOC, 'doc'],
    ['DOCX', { data: docx(), name: 'Jane Doe CV.docx', type: DOCX }, DOCX, 'docx'],
  ] as const)('a %s is accepted, stored under a server-generated name with its type', async (_label, file, mime, ext) => {
    const caller = await fresh()
    const result = await upload(caller, { file, categoryName: 'Hospital roles', positionType: 'physician' })
    expect(result.status, result.text).toBe(201)
    const stored = result.body.doc!
    expect(stored).toMatchObject({
      owner: caller.user.id,
      categoryName: 'Hospital roles',
      positionType: 'physician',
      originalFilename: file.name,
      fileSize: file.data.length,
      status: 'active',
      mimeType: mime,
    })
    expect(stored.filename).toMatch(serverName(ext))
    expect(stored.filename).not.toContain('Jane')
    expect(stored.uploadedAt).toBeTruthy()
    expect(await readStored(stored.filename!)).toEqual(file.data)
    const row = await reload(stored.id)
    expect(row).toMatchObject({ mimeType: mime, filename: stored.filename, fileSize: file.data.length })
  })

  it('the type sent by the browser does not matter when the content is a PDF', async () => {
    const stored = await uploaded(await fresh(), { file: { data: pdf(), name: 'resume.pdf', type: 'application/octet-stream' } })
    expect(stored.mimeType).toBe(PDF)
    expect(stored.filename).toMatch(serverName('pdf'))
  })

  it('a PNG renamed to .pdf is refused', async () => {
    await expectRefused(await fresh(), { file: { data: png(), name: 'photo.pdf', type: PDF } }, 415, m('badType'))
  })

  it('an HTML file sent as application/pdf named cv.pdf is refused', async () => {
    await expectRefused(await fresh(), { file: { data: html(), name: 'cv.pdf', type: PDF } }, 415, m('badType'))
  })

  it('a PDF header without the rest of a PDF is refused', async () => {
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), html()])
    await expectRefused(await fresh(), { file: { data: fake, name: 'cv.pdf', type: PDF } }, 415, m('badType'))
  })

  it('a compound file that is not a Word document (named .doc) is refused', async () => {
    await expectRefused(await fresh(), { file: { data: cfbWithoutWord(), name: 'budget.doc', type: DOC } }, 415, m('badType'))
  })

  it('an empty file is refused', async () => {
    await expectRefused(await fresh(), { file: { data: Buffer.alloc(0), name: 'empty.pdf', type: PDF } }, 415, m('badType'))
  })

  it('a PDF of exactly 5 MB is refused with the size message ("less than 5MB")', async () => {
    await expectRefused(await fresh(), { file: aPdf('big.pdf', MAX_RESUME_BYTES) }, 413, m('tooLarge'))
  })

  it('a PDF a byte under 5 MB is accepted', async () => {
    const stored = await uploaded(await fresh(), { file: aPdf('limit.pdf', MAX_RESUME_BYTES - 1) })
    expect(stored.fileSize).toBe(MAX_RESUME_BYTES - 1)
    expect((await fs.stat(path.join(resumesDir(), stored.filename!))).size).toBe(MAX_RESUME_BYTES - 1)
  })

  it.each([
    ['no file', { file: null }],
    ['no position type', { file: aPdf(), positionType: null }],
    ['an empty position type', { file: aPdf(), positionType: '' }],
    ['a position type outside the list', { file: aPdf(), positionType: 'surgeon' }],
  ] as const)('%s is refused with the fill-in-all-fields message', async (_label, fields) => {
    await expectRefused(await fresh(), fields, 400, m('missingFields'))
  })

  it('a file field sent as text is refused with the fill-in-all-fields message', async () => {
    const before = await snapshot()
    const form = uploadForm({})
    form.append('file', 'not a file')
    const res = await call(await fresh(), 'POST', '/resumes/upload', { form })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: m('missingFields') })
    await expectNothingStored(before)
  })

  it('a JSON body is refused with the fill-in-all-fields message', async () => {
    const before = await snapshot()
    const res = await call(await fresh(), 'POST', '/resumes/upload', { json: { categoryName: 'x', positionType: 'pharmacist' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: m('missingFields') })
    await expectNothingStored(before)
  })

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\fakepath\\cv.pdf', 'cv.pdf'],
    ['/tmp/../../root/cv.pdf', 'cv.pdf'],
  ])('a file named %s keeps only its last segment and is written inside the resumes folder', async (name, expected) => {
    const before = await listFiles()
    const stored = await uploaded(await fresh(), { file: aPdf(name), categoryName: undefined })
    expect(stored.originalFilename).toBe(expected)
    expect(stored.categoryName).toBe(expected.replace(/\.pdf$/, ''))
    expect(stored.filename).toMatch(serverName('pdf'))
    // Exactly one new file, under the server's name, inside the folder; nothing where the name pointed.
    expect(await listFiles()).toEqual([...before, stored.filename].sort())
    for (const base of [resumesDir(), process.cwd()]) {
      await expect(fs.stat(path.resolve(base, name.replace(/\\/g, '/')))).rejects.toMatchObject({ code: 'ENOENT' })
    }
    await expect(fs.stat(path.resolve(resumesDir(), '..', expected))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('a category name of 101 characters is refused, 100 accepted', async () => {
    const caller = { user: me }
    await expectRefused(caller, { file: aPdf(), categoryName: 'c'.repeat(101) }, 400, m('categoryTooLong'))
    const stored = await uploaded(caller, { categoryName: 'c'.repeat(100) })
    expect(stored.categoryName).toBe('c'.repeat(100))
  })

  it('the category defaults to the file name without its extension', async () => {
    const caller = { user: me }
    expect((await uploaded(caller, { file: aPdf('Jane Doe CV.pdf'), categoryName: undefined })).categoryName).toBe('Jane Doe CV')
    expect((await uploaded(caller, { file: aPdf('cv.final.pdf'), categoryName: '   ' })).categoryName).toBe('cv.final')
  })

  it('the category name is trimmed', async () => {
    expect((await uploaded({ user: me }, { categoryName: '  Locum work  ' })).categoryName).toBe('Locum work')
  })

  it('fields a client sends for server-set values are ignored', async () => {
    const other = await freshPro('someone-else')
    const form = uploadForm({ file: aPdf('mine.pdf'), categoryName: 'Mine' })
    for (const [k, v] of Object.entries({ owner: String(other.id), originalFilename: 'x.pdf', fileSize: '1', status: 'deleted', filename: 'x.pdf' })) {
      form.append(k, v)
    }
    const res = await call({ user: me }, 'POST', '/resumes/upload', { form })
    expect(res.status).toBe(201)
    const { doc: stored } = (await res.json()) as { doc: Resume }
    expect(stored).toMatchObject({ owner: me.id, originalFilename: 'mine.pdf', fileSize: 2048, status: 'active' })
    expect(stored.filename).toMatch(serverName('pdf'))
  })
})

describe('upload: who may upload', () => {
  it('an editor (content staff, keeps no resumes) is refused', async () => {
    await expectRefused({ user: people.editor }, { file: aPdf() }, 403, en('jobs.forbidden'))
  })

  it.each(['employer', 'admin'] as const)('an %s may keep resumes of their own', async (role) => {
    const user = await makeUser(payload, [role], `uploader-${role}`)
    expect((await uploaded({ user })).owner).toBe(user.id)
  })
})

describe('upload: bodies larger than the limit are cut off, not buffered', () => {
  const handler = REST_POST(config)
  const boundary = '----resume-test-boundary'
  const CHUNK = 256 * 1024
  const TOTAL = 64 * 1024 * 1024

  /** A multipart body of TOTAL bytes produced on demand; `pulled()` says how much the server read. */
  function hugeBody() {
    let sent = 0
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="positionType"\r\n\r\npharmacist\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    )
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= TOTAL) return controller.close()
          const chunk = sent === 0 ? Buffer.concat([head, Buffer.alloc(CHUNK - head.length, 'a')]) : Buffer.alloc(CHUNK, 'a')
          sent += chunk.length
          controller.enqueue(new Uint8Array(chunk))
        },
      },
      { highWaterMark: 0 },
    )
    return { stream, pulled: () => sent }
  }

  async function send(extraHeaders: Record<string, string>) {
    const body = hugeBody()
    const request = new Request('http://localhost:3000/api/resumes/upload', {
      method: 'POST',
      body: body.stream,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-guest-id': newGuestId(),
        'x-client-address': nextIp(),
        ...extraHeaders,
      },
      duplex: 'half',
    } as RequestInit)
    const res = await handler(request, { params: Promise.resolve({ slug: ['resumes', 'upload'] }) })
    return { res, pulled: body.pulled() }
  }

  it('a declared Content-Length over the limit is answered 413 before the body is read', async () => {
    const before = await snapshot()
    const { res, pulled } = await send({ 'content-length': String(TOTAL) })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: m('tooLarge') })
    expect(pulled).toBeLessThanOrEqual(CHUNK)
    await expectNothingStored(before)
  })

  it('a streamed body with no length is cut off soon after the limit', async () => {
    const before = await snapshot()
    const { res, pulled } = await send({})
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: m('tooLarge') })
    expect(pulled).toBeLessThan(MAX_RESUME_BYTES + 4 * CHUNK)
    await expectNothingStored(before)
  })
})

// ─── 2. failed insert ────────────────────────────────────────────────────────────────────────────

describe('a failed database insert leaves no file behind', () => {
  const REJECTED = 'Rejected by the database'

  beforeAll(async () => {
    await execute(payload, sql.raw(`ALTER TABLE resumes ADD CONSTRAINT resumes_test_reject CHECK (category_name <> '${REJECTED}')`))
  })
  afterAll(async () => {
    await execute(payload, sql.raw('ALTER TABLE resumes DROP CONSTRAINT IF EXISTS resumes_test_reject'))
  })

  it('answers with the generic storage message, stores no row and removes the written file', async () => {
    const before = await snapshot()
    const result = await upload({ user: await freshPro('db-fail') }, { file: aPdf(), categoryName: REJECTED })
    expect(result.status).toBe(500)
    expect(result.body).toEqual({ error: m('storageFailed') })
    expect(result.text).not.toMatch(/resumes_test_reject|constraint|violates/i)
    await expectNothingStored(before)
  })

  it('other uploads still succeed meanwhile', async () => {
    const stored = await uploaded({ user: await freshPro('db-ok') }, { categoryName: 'Accepted' })
    expect(await fileExists(stored.filename!)).toBe(true)
  })
})

// ─── 3 & 4. delete and move ──────────────────────────────────────────────────────────────────────

describe('delete', () => {
  it('deleting a resume removes its row and its file', async () => {
    const me = await freshPro('deleter')
    const stored = await uploaded({ user: me })
    expect(await fileExists(stored.filename!)).toBe(true)
    const res = await call({ user: me }, 'DELETE', `/resumes/${stored.id}`)
    expect(res.status).toBe(200)
    expect(await reload(stored.id)).toBeNull()
    expect(await fileExists(stored.filename!)).toBe(false)
    // Its links and file URL stop working.
    expect((await call({ user: me }, 'POST', `/resumes/${stored.id}/download-link`)).status).toBe(404)
    expect((await call({ user: me }, 'GET', `/resumes/file/${stored.filename}`)).status).not.toBe(200)
  })

  it('other resumes of the same person are untouched', async () => {
    const me = await freshPro('deleter')
    const [a, b] = [await seedResume(me, 'Keep'), await seedResume(me, 'Drop')]
    expect((await call({ user: me }, 'DELETE', `/resumes/${b.id}`)).status).toBe(200)
    expect(await reload(a.id)).not.toBeNull()
    expect(await fileExists(a.filename!)).toBe(true)
  })
})

describe('a resume sent with an application', () => {
  it('stays while the application does: its owner’s delete is refused, in their language, and the employer keeps it', async () => {
    const me = await freshPro('sender')
    const employer = await makeUser(payload, ['employer'], 'resume-sent-employer')
    const job = await makePosting(payload, employer)
    const application = await applyWithFile(payload, me, job.id)
    const resume = Number(application.resume)
    const refused = await rest(payload, 'DELETE', `/resumes/${resume}`, { as: me, headers: { 'Accept-Language': 'fr-CA' } })
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain(JSON.stringify(french('resumes')('sentWithApplications', { count: 1 })).slice(1, -1))
    expect(await reload(resume)).not.toBeNull()
    const kept = await payload.findByID({ collection: 'applications', id: application.id, depth: 0, user: employer, overrideAccess: false })
    expect(kept.resume).toBe(resume)
    // Withdrawn (while pending), the application goes and the resume may go too.
    expect((await rest(payload, 'DELETE', `/applications/${application.id}`, { as: me })).status).toBe(200)
    expect((await rest(payload, 'DELETE', `/resumes/${resume}`, { as: me })).status).toBe(200)
    expect(await reload(resume)).toBeNull()
  })
})

describe('move (PATCH categoryName / positionType)', () => {
  let me: User
  beforeAll(async () => {
    me = await freshPro('mover')
  })
  const patch = (id: number, json: unknown, caller: Caller = { user: me }) => call(caller, 'PATCH', `/resumes/${id}`, { json })

  async function expectMoveRefused(id: number, json: unknown, message: string) {
    const before = await reload(id)
    const res = await patch(id, json)
    expect(res.status).toBe(400)
    expect(errorMessages(await res.json())).toContain(message)
    expect(await reload(id)).toEqual(before)
  }

  it('changing the category name moves it', async () => {
    const stored = await seedResume(me, 'Before')
    const res = await patch(stored.id, { categoryName: 'After' })
    expect(res.status).toBe(200)
    expect(await reload(stored.id)).toMatchObject({ categoryName: 'After', positionType: 'pharmacist' })
  })

  it('changing only the position type moves it', async () => {
    const stored = await seedResume(me, 'Same name')
    expect((await patch(stored.id, { positionType: 'nurse_practitioner' })).status).toBe(200)
    expect(await reload(stored.id)).toMatchObject({ categoryName: 'Same name', positionType: 'nurse_practitioner' })
  })

  it('changing both at once moves it', async () => {
    const stored = await seedResume(me, 'Both')
    expect((await patch(stored.id, { categoryName: 'Both moved', positionType: 'physician' })).status).toBe(200)
    expect(await reload(stored.id)).toMatchObject({ categoryName: 'Both moved', positionType: 'physician' })
  })

  it.each([
    ['the same values', { categoryName: 'Unchanged', positionType: 'pharmacist' }],
    ['the same name with surrounding spaces', { categoryName: '  Unchanged ' }],
    ['nothing at all', {}],
  ])('sending %s is refused: a move must change something', async (_label, json) => {
    const stored = await seedResume(me, 'Unchanged')
    await expectMoveRefused(stored.id, json, m('moveUnchanged'))
  })

  it.each([
    ['an empty category name', { categoryName: '' }],
    ['a blank category name', { categoryName: '   ', positionType: 'physician' }],
  ])('%s is refused', async (_label, json) => {
    const stored = await seedResume(me, 'Named')
    await expectMoveRefused(stored.id, json, m('moveRequired'))
  })

  it('a position type outside the list is refused', async () => {
    const stored = await seedResume(me, 'Typed')
    const before = await reload(stored.id)
    const res = await patch(stored.id, { positionType: 'surgeon' })
    expect(res.status).toBe(400)
    expect(await reload(stored.id)).toEqual(before)
  })

  it('a category name over 100 characters is refused, 100 accepted', async () => {
    const stored = await seedResume(me, 'Long')
    await expectMoveRefused(stored.id, { categoryName: 'x'.repeat(101) }, m('categoryTooLong'))
    expect((await patch(stored.id, { categoryName: 'x'.repeat(100) })).status).toBe(200)
  })

  it('the owner cannot change owner, original name, size, status, storage name or the guest link (ignored)', async () => {
    const other = await freshPro('victim')
    const theirs = await seedResume(other, 'Theirs')
    const mine = await seedResume(me, 'Mine')
    const before = (await reload(mine.id))!
    const res = await patch(mine.id, {
      categoryName: 'Mine, moved',
      owner: other.id,
      originalFilename: 'evil.html',
      fileSize: 1,
      status: 'archived',
      filename: theirs.filename,
      guestKey: guestKeyOf(newGuestId()),
      url: '/api/resumes/file/elsewhere.pdf',
    })
    expect(res.status).toBe(200)
    const after = (await reload(mine.id))!
    expect(after).toMatchObject({
      categoryName: 'Mine, moved',
      owner: me.id,
      originalFilename: before.originalFilename,
      fileSize: before.fileSize,
      status: 'active',
      filename: before.filename,
      url: before.url,
    })
    const [row] = await execute(payload, sql`SELECT guest_key FROM resumes WHERE id = ${mine.id}`)
    expect(row.guest_key).toBeNull()
    // The owner's file URL still serves the owner's bytes, and theirs is still refused to the owner.
    const file = await call({ user: me }, 'GET', `/resumes/file/${before.filename}`)
    expect(await bytesOf(file)).toEqual(await readStored(before.filename!))
    expect((await call({ user: me }, 'GET', `/resumes/file/${theirs.filename}`)).status).toBe(403)
  })

  it.each([
    ['mimeType', 'application/msword'],
    ['mimeType', 'text/html'],
    ['filesize', 1],
  ])("the owner cannot rewrite the file's %s (%s)", async (field, value) => {
    const mine = await seedResume(me, `Meta ${field} ${value}`)
    const before = (await reload(mine.id))!
    const res = await patch(mine.id, { categoryName: `Meta moved ${value}`, [field]: value })
    expect([200, 400]).toContain(res.status)
    const after = (await reload(mine.id))!
    expect(after.mimeType).toBe(before.mimeType)
    expect(after.filesize).toBe(before.filesize)
    // The download still announces what the file really is.
    const { url } = (await (await call({ user: me }, 'POST', `/resumes/${mine.id}/download-link`)).json()) as { url: string }
    expect((await call({}, 'GET', apiPath(url))).headers.get('content-type')).toBe(PDF)
  })

  it('uploading a new file with a PATCH is refused and changes nothing on disk', async () => {
    const stored = await seedResume(me, 'Fixed file')
    const original = await readStored(stored.filename!)
    const before = await snapshot()
    const form = new FormData()
    form.append('file', new File([new Uint8Array(pdf(4096))], 'replacement.pdf', { type: PDF }))
    form.append('_payload', JSON.stringify({ categoryName: 'Replaced' }))
    const res = await call({ user: me }, 'PATCH', `/resumes/${stored.id}`, { form })
    expect(res.status).toBe(400)
    await expectNothingStored(before)
    expect(await readStored(stored.filename!)).toEqual(original)
    expect(await reload(stored.id)).toMatchObject({ categoryName: 'Fixed file', filename: stored.filename, fileSize: original.length })
  })

  it('a file cannot be replaced through the Local API either', async () => {
    const stored = await seedResume(me, 'Local fixed')
    const update = payload.update({
      collection: 'resumes',
      id: stored.id,
      data: { categoryName: 'Local replaced' },
      file: { data: pdf(4096), mimetype: PDF, name: 'x.pdf', size: 4096 },
      user: me,
      overrideAccess: false,
    })
    await expect(update).rejects.toMatchObject({ status: 400 })
    expect(await reload(stored.id)).toMatchObject({ categoryName: 'Local fixed', filename: stored.filename })
  })

  it('resumes are only created through the upload endpoint (plain REST create is refused)', async () => {
    const before = await snapshot()
    const form = new FormData()
    form.append('file', new File([new Uint8Array(pdf())], 'direct.pdf', { type: PDF }))
    form.append('_payload', JSON.stringify({ categoryName: 'Direct', positionType: 'pharmacist', originalFilename: 'direct.pdf', fileSize: 2048 }))
    const res = await call({ user: me }, 'POST', '/resumes', { form })
    expect(res.status).toBe(403)
    await expectNothingStored(before)
  })
})

// ─── 5. guests ───────────────────────────────────────────────────────────────────────────────────

describe('guest mode', () => {
  /** Asserts a response body reveals neither the guest id, its stored key, nor a guestKey field. */
  const expectNoGuestSecrets = (text: string, guestId: string) => {
    expect(text).not.toContain('guestKey')
    expect(text.toLowerCase()).not.toContain(guestId.toLowerCase())
    expect(text).not.toContain(guestKeyOf(guestId))
  }

  describe('guest A and guest B', () => {
    const A = newGuestId()
    const B = newGuestId()
    let aResumes: Resume[]

    beforeAll(async () => {
      aResumes = [await uploaded({ guest: A }, { categoryName: 'Guest A one' }), await uploaded({ guest: A }, { categoryName: 'Guest A two' })]
      await uploaded({ guest: B }, { categoryName: 'Guest B' })
    })

    it("A's uploads belong to no account and reveal no guest secret", async () => {
      const result = await upload({ guest: A }, { file: aPdf(), categoryName: 'Guest A three' })
      expect(result.status).toBe(201)
      expect(result.body.doc).toMatchObject({ owner: null, categoryName: 'Guest A three' })
      expectNoGuestSecrets(result.text, A)
      aResumes.push(result.body.doc!)
    })

    it('A lists exactly their own resumes, without secrets', async () => {
      const res = await call({ guest: A }, 'GET', '/resumes?limit=100&depth=0')
      const text = await res.text()
      expect(res.status).toBe(200)
      expect(idsOf(JSON.parse(text)).sort()).toEqual(aResumes.map((r) => r.id).sort())
      expectNoGuestSecrets(text, A)
    })

    it('A reads one of their resumes by id, without secrets', async () => {
      const res = await call({ guest: A }, 'GET', `/resumes/${aResumes[0].id}?depth=1`)
      const text = await res.text()
      expect(res.status).toBe(200)
      expect(JSON.parse(text)).toMatchObject({ id: aResumes[0].id })
      expectNoGuestSecrets(text, A)
    })

    it("B does not see A's resumes in their list", async () => {
      const res = await call({ guest: B }, 'GET', '/resumes?limit=100')
      expect(res.status).toBe(200)
      const ids = idsOf(await res.json())
      expect(ids).toHaveLength(1)
      for (const r of aResumes) expect(ids).not.toContain(r.id)
    })

    it("B cannot read, move, delete, link or fetch the file of A's resume", async () => {
      const target = aResumes[0]
      const before = await reload(target.id)
      expect((await call({ guest: B }, 'GET', `/resumes/${target.id}`)).status).toBe(404)
      expect([403, 404]).toContain((await call({ guest: B }, 'PATCH', `/resumes/${target.id}`, { json: { categoryName: 'Taken' } })).status)
      expect([403, 404]).toContain((await call({ guest: B }, 'DELETE', `/resumes/${target.id}`)).status)
      const link = await call({ guest: B }, 'POST', `/resumes/${target.id}/download-link`)
      expect(link.status).toBe(404)
      expect(await link.json()).toEqual({ error: m('notFound') })
      expect((await call({ guest: B }, 'GET', `/resumes/file/${target.filename}`)).status).toBe(403)
      expect(await reload(target.id)).toEqual(before)
      expect(await fileExists(target.filename!)).toBe(true)
    })

    it("B's bulk update and delete by query do not reach A's resumes", async () => {
      const ids = aResumes.map((r) => r.id).join(',')
      await call({ guest: B }, 'PATCH', `/resumes?where[id][in]=${ids}`, { json: { categoryName: 'Bulk taken' } })
      await call({ guest: B }, 'DELETE', `/resumes?where[id][in]=${ids}`)
      for (const r of aResumes) {
        expect(await reload(r.id)).toMatchObject({ categoryName: r.categoryName })
        expect(await fileExists(r.filename!)).toBe(true)
      }
    })

    it("a signed-in person sending A's guest id still sees only their own resumes", async () => {
      const intruder = await freshPro('intruder')
      const res = await call({ user: intruder, guest: A }, 'GET', '/resumes?limit=100')
      expect(idsOf(await res.json())).toEqual([])
      expect((await call({ user: intruder, guest: A }, 'GET', `/resumes/${aResumes[0].id}`)).status).toBe(404)
      expect((await call({ user: intruder, guest: A }, 'POST', `/resumes/${aResumes[0].id}/download-link`)).status).toBe(404)
    })

    it("B, once signed in, claims only B's resumes, never A's", async () => {
      const bUser = await freshPro('guest-b')
      const res = await call({ user: bUser, guest: B }, 'POST', '/resumes/claim')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ moved: 1 })
      for (const r of aResumes) expect(await reload(r.id)).toMatchObject({ owner: null })
      const list = await call({ guest: A }, 'GET', '/resumes?limit=100')
      expect(idsOf(await list.json())).toHaveLength(aResumes.length)
    })
  })

  it('a guest can move, download and delete their own resume', async () => {
    const A = newGuestId()
    const stored = await uploaded({ guest: A }, { categoryName: 'Guest own' })
    const moved = await call({ guest: A }, 'PATCH', `/resumes/${stored.id}`, { json: { categoryName: 'Guest moved' } })
    expect(moved.status).toBe(200)
    expectNoGuestSecrets(await moved.text(), A)
    const link = await call({ guest: A }, 'POST', `/resumes/${stored.id}/download-link`)
    expect(link.status).toBe(200)
    const { url } = (await link.json()) as { url: string }
    expect(await bytesOf(await call({}, 'GET', apiPath(url)))).toEqual(await readStored(stored.filename!))
    const file = await call({ guest: A }, 'GET', `/resumes/file/${stored.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
    expect((await call({ guest: A }, 'DELETE', `/resumes/${stored.id}`)).status).toBe(200)
    expect(await fileExists(stored.filename!)).toBe(false)
  })

  it.each([
    ['not a UUID', 'guest-123'],
    ['a version-1 UUID', 'a8098c1a-f86e-11da-bd1a-00112444be1e'],
    ['a UUID with a wrong variant', '3f2b8c1e-5d4a-4e6f-1a7b-1c2d3e4f5a6b'],
    ['a v4 UUID with extra text', `${randomUUID()}x`],
  ])('a guest id that is %s is refused on upload and sees nothing', async (_label, badId) => {
    await expectRefused({ guest: badId }, { file: aPdf() }, 401, m('guestInvalid'))
    const list = await call({ guest: badId }, 'GET', '/resumes?limit=100')
    if (list.status === 200) expect(idsOf(await list.json())).toEqual([])
    else expect(list.status).toBe(403)
  })

  it('a visitor with no guest id and no account cannot upload', async () => {
    await expectRefused({}, { file: aPdf() }, 401, m('guestInvalid'))
  })

  it('guests may upload 10 files per 10 minutes from one network, then get 429', async () => {
    const ip = nextIp()
    for (let i = 0; i < 10; i++) {
      // Different guest ids from the same network share the limit.
      const result = await upload({ guest: newGuestId(), ip }, { file: aPdf(), categoryName: `Burst ${i}` })
      expect(result.status, `upload ${i + 1}`).toBe(201)
    }
    await expectRefused({ guest: newGuestId(), ip }, { file: aPdf() }, 429, m('rateLimited'))
    // Another network is not affected.
    expect((await upload({ guest: newGuestId() }, { file: aPdf() })).status).toBe(201)
  })

  describe('claiming guest resumes after sign-in', () => {
    it("moves all of the guest's resumes into the account, once", async () => {
      const A = newGuestId()
      const mine = [await uploaded({ guest: A }, { categoryName: 'Claim one' }), await uploaded({ guest: A }, { categoryName: 'Claim two' })]
      const user = await freshPro('claimer')
      const res = await call({ user, guest: A }, 'POST', '/resumes/claim')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ moved: 2 })

      const rows = await execute(payload, sql`SELECT owner_id, guest_key FROM resumes WHERE id IN (${mine[0].id}, ${mine[1].id})`)
      expect(rows).toEqual([
        { owner_id: user.id, guest_key: null },
        { owner_id: user.id, guest_key: null },
      ])
      // The guest no longer sees them; the account does, and can download them.
      expect(idsOf(await (await call({ guest: A }, 'GET', '/resumes?limit=100')).json())).toEqual([])
      expect(idsOf(await (await call({ user }, 'GET', '/resumes?limit=100')).json()).sort()).toEqual(mine.map((r) => r.id).sort())
      expect((await call({ guest: A }, 'GET', `/resumes/file/${mine[0].filename}`)).status).toBe(403)
      expect((await call({ user }, 'POST', `/resumes/${mine[0].id}/download-link`)).status).toBe(200)

      const again = await call({ user, guest: A }, 'POST', '/resumes/claim')
      expect(await again.json()).toEqual({ moved: 0 })
    })

    it('a guest who is not signed in cannot claim', async () => {
      const A = newGuestId()
      const stored = await uploaded({ guest: A })
      const res = await call({ guest: A }, 'POST', '/resumes/claim')
      expect(res.status).toBe(401)
      expect(await reload(stored.id)).toMatchObject({ owner: null })
    })

    it('a claim needs a well-formed guest id', async () => {
      const user = await freshPro('claimer')
      expect((await call({ user }, 'POST', '/resumes/claim')).status).toBe(400)
      expect((await call({ user, guest: 'not-a-uuid' }, 'POST', '/resumes/claim')).status).toBe(400)
    })

    it('an editor (who keeps no resumes) claims nothing', async () => {
      const A = newGuestId()
      const stored = await uploaded({ guest: A })
      const res = await call({ user: people.editor, guest: A }, 'POST', '/resumes/claim')
      expect(await res.json()).toEqual({ moved: 0 })
      expect(await reload(stored.id)).toMatchObject({ owner: null })
    })
  })
})

// ─── 6. access matrix ────────────────────────────────────────────────────────────────────────────

const ROLES = [
  'anonymous',
  'guest',
  'owner',
  'otherProfessional',
  'employerWithApplication',
  'otherEmployer',
  'editor',
  'admin',
] as const
type Role = (typeof ROLES)[number]

/** Owner and admin manage; the employer who received an application with the resume may read it; nobody else sees it. */
const MANAGES = new Set<Role>(['owner', 'admin'])
/** Each scenario's resume was sent with an application: it stays while that does, so only an admin deletes it. */
const DELETES = new Set<Role>(['admin'])
const READS = new Set<Role>(['owner', 'admin', 'employerWithApplication'])

describe('access matrix', () => {
  let cast: Record<Exclude<Role, 'anonymous' | 'guest'>, User>
  const strangerGuest = newGuestId()
  let shared: Resume
  /** What each role that cannot read the shared resume sees in a list: exactly their own, or a 403. */
  let ownOnly: Partial<Record<Role, number[] | 403>>

  beforeAll(async () => {
    cast = {
      owner: await freshPro('owner'),
      otherProfessional: await freshPro('other-pro'),
      employerWithApplication: await makeUser(payload, ['employer'], 'employer-with-app'),
      otherEmployer: await makeUser(payload, ['employer'], 'other-employer'),
      editor: people.editor,
      admin: people.admin,
    }
    // The stranger guest and the other professional keep resumes of their own, so their lists are not trivially empty.
    const guestOwn = await seedResume(strangerGuest, 'Stranger guest')
    const otherOwn = await seedResume(cast.otherProfessional, 'Other professional')
    shared = await scenario('Shared')
    ownOnly = { anonymous: 403, editor: 403, guest: [guestOwn.id], otherProfessional: [otherOwn.id], otherEmployer: [] }
  })

  /** A resume of the owner, sent with an application to a posting of employerWithApplication. */
  async function scenario(categoryName: string): Promise<Resume> {
    const resume = await seedResume(cast.owner, categoryName)
    await applicationWith(cast.employerWithApplication, cast.owner, resume)
    return resume
  }

  const callerOf = (role: Role): Caller =>
    role === 'anonymous' ? {} : role === 'guest' ? { guest: strangerGuest } : { user: cast[role] }

  /** Local API options acting as the role with access control on (guests through a request carrying their header). */
  const localAs = (role: Role) =>
    role === 'guest'
      ? { overrideAccess: false as const, req: { headers: new Headers({ 'x-guest-id': strangerGuest }) } as Partial<PayloadRequest> }
      : { overrideAccess: false as const, user: role === 'anonymous' ? undefined : cast[role] }

  describe('over REST', () => {
    it.each(ROLES)('%s: reading the list', async (role) => {
      const res = await call(callerOf(role), 'GET', '/resumes?limit=200&depth=0')
      if (READS.has(role)) {
        expect(res.status).toBe(200)
        expect(idsOf(await res.json())).toContain(shared.id)
      } else if (ownOnly[role] === 403) {
        expect(res.status).toBe(403)
      } else {
        expect(res.status).toBe(200)
        expect(idsOf(await res.json())).toEqual(ownOnly[role])
      }
    })

    it.each(ROLES)('%s: filtering the list by the owner', async (role) => {
      const res = await call(callerOf(role), 'GET', `/resumes?limit=200&where[owner][equals]=${cast.owner.id}`)
      if (READS.has(role)) expect(idsOf(await res.json())).toContain(shared.id)
      else if (res.status === 200) expect(idsOf(await res.json())).toEqual([])
      else expect(res.status).toBe(403)
    })

    it.each(ROLES)('%s: reading by id', async (role) => {
      const res = await call(callerOf(role), 'GET', `/resumes/${shared.id}?depth=0`)
      const text = await res.text()
      if (READS.has(role)) {
        expect(res.status).toBe(200)
        expect(JSON.parse(text)).toMatchObject({ id: shared.id, filename: shared.filename, originalFilename: shared.originalFilename })
      } else {
        expect([403, 404]).toContain(res.status)
        expect(text).not.toContain(shared.filename!)
      }
    })

    it.each(ROLES)('%s: asking for a download link and following it', async (role) => {
      const res = await call(callerOf(role), 'POST', `/resumes/${shared.id}/download-link`)
      const body = await res.json()
      if (READS.has(role)) {
        expect(res.status).toBe(200)
        expect(body.url).toMatch(new RegExp(`^/api/resumes/${shared.id}/download\\?`))
        const file = await call({}, 'GET', apiPath(body.url))
        expect(file.status).toBe(200)
        expect(await bytesOf(file)).toEqual(await readStored(shared.filename!))
      } else {
        expect(res.status).toBe(404)
        expect(body).toEqual({ error: m('notFound') })
      }
    })

    it.each(ROLES)("%s: fetching Payload's file URL", async (role) => {
      const res = await call(callerOf(role), 'GET', `/resumes/file/${shared.filename}`)
      const bytes = await bytesOf(res)
      if (READS.has(role)) {
        expect(res.status).toBe(200)
        expect(bytes).toEqual(await readStored(shared.filename!))
        expect(res.headers.get('content-disposition')).toMatch(/^attachment/)
      } else {
        expect([403, 404]).toContain(res.status)
        expect(bytes.includes(Buffer.from('%PDF'))).toBe(false)
      }
    })

    it.each(ROLES)('%s: moving the resume', async (role) => {
      const resume = await scenario('Move me')
      const res = await call(callerOf(role), 'PATCH', `/resumes/${resume.id}`, { json: { categoryName: `Moved by ${role}` } })
      if (MANAGES.has(role)) {
        expect(res.status).toBe(200)
        expect(await reload(resume.id)).toMatchObject({ categoryName: `Moved by ${role}` })
      } else {
        expect([403, 404]).toContain(res.status)
        expect(await reload(resume.id)).toMatchObject({ categoryName: 'Move me' })
      }
    })

    it.each(ROLES)('%s: deleting the resume', async (role) => {
      const resume = await scenario('Delete me')
      const res = await call(callerOf(role), 'DELETE', `/resumes/${resume.id}`)
      if (DELETES.has(role)) {
        expect(res.status).toBe(200)
        expect(await reload(resume.id)).toBeNull()
        expect(await fileExists(resume.filename!)).toBe(false)
      } else {
        expect([403, 404, ...(role === 'owner' ? [409] : [])]).toContain(res.status)
        expect(await reload(resume.id)).not.toBeNull()
        expect(await fileExists(resume.filename!)).toBe(true)
      }
    })

    it.each(ROLES)('%s: bulk delete by query reaches only what they manage', async (role) => {
      const resume = await scenario('Bulk delete me')
      await call(callerOf(role), 'DELETE', `/resumes?where[id][equals]=${resume.id}`)
      const gone = DELETES.has(role)
      expect(await reload(resume.id)).toEqual(gone ? null : expect.objectContaining({ id: resume.id }))
      expect(await fileExists(resume.filename!)).toBe(!gone)
    })
  })

  describe('over the Local API with overrideAccess: false', () => {
    it.each(ROLES)('%s: find', async (role) => {
      const find = payload.find({ collection: 'resumes', limit: 200, depth: 0, ...localAs(role) })
      if (READS.has(role)) expect(idsOf(await find)).toContain(shared.id)
      else if (ownOnly[role] === 403) await expect(find).rejects.toMatchObject({ status: 403 })
      else expect(idsOf(await find)).toEqual(ownOnly[role])
    })

    it.each(ROLES)('%s: findByID', async (role) => {
      const read = payload.findByID({ collection: 'resumes', id: shared.id, depth: 0, ...localAs(role) })
      if (READS.has(role)) await expect(read).resolves.toMatchObject({ id: shared.id })
      else await expectDenied(read)
    })

    it.each(ROLES)('%s: update', async (role) => {
      const resume = await scenario('Local move me')
      const update = payload.update({ collection: 'resumes', id: resume.id, data: { categoryName: `Local ${role}` }, ...localAs(role) })
      if (MANAGES.has(role)) {
        await expect(update).resolves.toMatchObject({ categoryName: `Local ${role}` })
      } else {
        await expectDenied(update)
        expect(await reload(resume.id)).toMatchObject({ categoryName: 'Local move me' })
      }
    })

    it.each(ROLES)('%s: delete', async (role) => {
      const resume = await scenario('Local delete me')
      const removal = payload.delete({ collection: 'resumes', id: resume.id, ...localAs(role) })
      if (DELETES.has(role)) {
        await expect(removal).resolves.toMatchObject({ id: resume.id })
        expect(await fileExists(resume.filename!)).toBe(false)
      } else {
        if (role === 'owner') await expect(removal).rejects.toMatchObject({ status: 409 })
        else await expectDenied(removal)
        expect(await reload(resume.id)).not.toBeNull()
        expect(await fileExists(resume.filename!)).toBe(true)
      }
    })
  })

  it('a guest over the Local API (a request carrying the header) reads and moves their own resume', async () => {
    const guestId = newGuestId()
    const own = await seedResume(guestId, 'Local guest')
    const asGuest = () => ({ overrideAccess: false as const, req: { headers: new Headers({ 'x-guest-id': guestId }) } as Partial<PayloadRequest> })
    expect(idsOf(await payload.find({ collection: 'resumes', ...asGuest() }))).toEqual([own.id])
    await expect(payload.findByID({ collection: 'resumes', id: own.id, ...asGuest() })).resolves.toMatchObject({ id: own.id })
    const moved = await payload.update({ collection: 'resumes', id: own.id, data: { categoryName: 'Local guest moved' }, ...asGuest() })
    expect(moved.categoryName).toBe('Local guest moved')
  })

  it('an employer sees only the resumes sent to their own postings, not the applicant’s others', async () => {
    const unsent = await seedResume(cast.owner, 'Not sent')
    const res = await call({ user: cast.employerWithApplication }, 'GET', '/resumes?limit=200')
    const ids = idsOf(await res.json())
    expect(ids).toContain(shared.id)
    expect(ids).not.toContain(unsent.id)
    expect((await call({ user: cast.employerWithApplication }, 'POST', `/resumes/${unsent.id}/download-link`)).status).toBe(404)
  })
})

// ─── 7. download links ───────────────────────────────────────────────────────────────────────────

describe('download links', () => {
  let me: User
  let x: Resume
  let y: Resume
  const original = 'Dr. Jane Doe – CV.pdf'

  beforeAll(async () => {
    me = await freshPro('downloader')
    x = await uploaded({ user: me }, { file: aPdf(original, 4096), categoryName: 'Links' })
    y = await uploaded({ user: me }, { categoryName: 'Other' })
  })

  const linkFor = async (resume: Resume) => {
    const res = await call({ user: me }, 'POST', `/resumes/${resume.id}/download-link`)
    expect(res.status).toBe(200)
    return (await res.json()) as { url: string; expiresAt: string }
  }

  async function expectInvalidLink(urlPath: string) {
    const res = await call({}, 'GET', urlPath)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: m('linkExpired') })
  }

  it('a link is relative, signed and lives five minutes', async () => {
    const { url, expiresAt } = await linkFor(x)
    expect(url).toMatch(new RegExp(`^/api/resumes/${x.id}/download\\?expires=\\d+&sig=[\\w-]+$`))
    const ttl = new Date(expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(290_000)
    expect(ttl).toBeLessThanOrEqual(300_000)
  })

  it('the link serves the uploaded bytes as a private attachment with the original name', async () => {
    const { url } = await linkFor(x)
    const res = await call({}, 'GET', apiPath(url))
    expect(res.status).toBe(200)
    expect(await bytesOf(res)).toEqual(pdf(4096))
    expect(res.headers.get('content-type')).toBe(PDF)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const disposition = res.headers.get('content-disposition')!
    expect(disposition).toMatch(/^attachment;/)
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(original)}`)
    expect(disposition).toContain('filename="Dr. Jane Doe _ CV.pdf"')
  })

  it('a tampered signature is refused', async () => {
    const { url } = await linkFor(x)
    const u = new URL(url, 'http://localhost')
    const sig = u.searchParams.get('sig')!
    u.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1))
    await expectInvalidLink(apiPath(u.pathname + u.search))
    u.searchParams.set('sig', sig.slice(0, -1))
    await expectInvalidLink(apiPath(u.pathname + u.search))
  })

  it('a changed expiry is refused', async () => {
    const { url } = await linkFor(x)
    const u = new URL(url, 'http://localhost')
    u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))
    await expectInvalidLink(apiPath(u.pathname + u.search))
  })

  it('an expired link is refused', async () => {
    const { url } = await signedDownloadUrl(x, Date.now() - 301_000)
    await expectInvalidLink(apiPath(url))
  })

  it("a link for one resume does not open another (X's signature with Y's id)", async () => {
    const { url } = await linkFor(x)
    await expectInvalidLink(apiPath(url).replace(`/resumes/${x.id}/`, `/resumes/${y.id}/`))
  })

  it('a link without a signature is refused', async () => {
    await expectInvalidLink(`/resumes/${x.id}/download`)
    await expectInvalidLink(`/resumes/${x.id}/download?expires=${Math.floor(Date.now() / 1000) + 60}`)
  })

  it('a link stops working once the resume is deleted', async () => {
    const doomed = await seedResume(me, 'Doomed')
    const { url } = await linkFor(doomed)
    await payload.delete({ collection: 'resumes', id: doomed.id, overrideAccess: true })
    const res = await call({}, 'GET', apiPath(url))
    expect([403, 404]).toContain(res.status)
  })

  it("Payload's file URL answers the owner with an attachment and refuses anyone else", async () => {
    const own = await call({ user: me }, 'GET', `/resumes/file/${x.filename}`)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await bytesOf(own)).toEqual(pdf(4096))

    for (const caller of [{}, { guest: newGuestId() }, { user: await freshPro('snoop') }, { user: people.editor }, { user: people.employer }]) {
      const res = await call(caller, 'GET', `/resumes/file/${x.filename}`)
      expect(res.status).toBe(403)
    }
  })

  it("Payload's file URL does not walk out of the resumes folder (even for an admin, with Next's decoded path)", async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: people.admin.email, password: STRONG_PASSWORD } })
    const handler = REST_GET(config)
    for (const name of ['../../package.json', '..%2F..%2Fpackage.json', '..\\..\\package.json', '/etc/passwd']) {
      const request = new Request(`http://localhost:3000/api/resumes/file/${encodeURIComponent(name)}`, { headers: { Authorization: `JWT ${token}` } })
      const res = await handler(request, { params: Promise.resolve({ slug: ['resumes', 'file', name] }) })
      expect(res.status, name).not.toBe(200)
      expect(await res.text()).not.toContain('healthcare-staffing-marketplace')
    }
  })
})
