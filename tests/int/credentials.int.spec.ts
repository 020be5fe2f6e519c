import fs from 'node:fs/promises'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { credentialsTab } from '@/domain/admin/listTabs'
import { dayToDate, todayInCanada } from '@/domain/credentials/days'
import type { CredentialKind } from '@/domain/credentials/options'
import { sendCredentialReminders } from '@/domain/credentials/reminders'
import { credentialsDir } from '@/domain/credentials/storage'
import { holdsCredentialSql, holdsCredentialsSql, missingCredentials, missingFrom, validOn } from '@/domain/credentials/validity'
import { deleteAccount } from '@/domain/privacy/erase'
import { execute, sql } from '@/lib/payload/sql'
import { viewerRequest } from '@/lib/payload/viewer'
import { credentials as credentialsTable, users } from '@/payload-generated-schema'
import type { Credential, User } from '@/payload-types'

import { english, french } from '../support/copy'
import { deliveredTo } from '../support/emailQueue'
import { as, getPayload, makeUser, STRONG_PASSWORD } from '../support/payload'
import { html, pdf, png } from '../support/resumeFiles'
import { rest } from '../support/rest'

const m = english('credentials')
const DAY = 86_400_000
/** A calendar day `offset` days from today (as Canada's last time zone counts it). */
const day = (offset: number) => new Date(dayToDate(todayInCanada()).getTime() + offset * DAY).toISOString().slice(0, 10)
/** Real images, as a phone's photo of a card would be. */
const image = (format: 'png' | 'jpeg') => sharp({ create: { width: 8, height: 5, channels: 3, background: '#224466' } })[format]().toBuffer()

let payload: Payload
let admin: User
let employer: User
let editor: User

beforeAll(async () => {
  payload = await getPayload()
  admin = await makeUser(payload, ['admin'], 'cred-admin')
  employer = await makeUser(payload, ['employer'], 'cred-employer')
  editor = await makeUser(payload, ['editor'], 'cred-editor')
})

const professional = (label: string, language: 'en' | 'fr' = 'en') =>
  makeUser(payload, ['professional'], label, { preferredLanguage: language, fullName: `Pro ${label}` })

type UploadFields = { kind?: string; expiresOn?: string; issuer?: string; notes?: string; status?: string }

/** The upload form as the browser sends it. */
function upload(who: User | null, fields: UploadFields, file: { data: Buffer; name: string; type?: string } | null = { data: pdf(), name: 'policy.pdf' }) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ kind: 'liability-insurance', expiresOn: day(200), ...fields })) if (value !== undefined) form.set(name, value)
  if (file) form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.type ?? 'application/pdf' }))
  return rest(payload, 'POST', '/credentials/upload', { as: who, form })
}

async function uploaded(who: User, fields: UploadFields = {}, file?: { data: Buffer; name: string }): Promise<Credential> {
  const res = await upload(who, fields, file)
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: Credential }).doc
}

const stored = (id: number) => payload.findByID({ collection: 'credentials', id, overrideAccess: true, depth: 0, showHiddenFields: true })
const errorOf = async (res: Response) => ((await res.json()) as { error?: string; errors?: { message: string; data?: { errors?: { message: string }[] } }[] })
const messageOf = async (res: Response) => {
  const body = await errorOf(res)
  return body.error ?? body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message
}
const check = (who: User | null, id: number, json: Record<string, unknown>) => rest(payload, 'POST', `/credentials/${id}/check`, { as: who, json })
const fileExists = (filename: string | null | undefined) => fs.stat(path.join(credentialsDir(), String(filename))).then(() => true, () => false)
const rowCount = async () => Number((await execute(payload, sql`SELECT count(*)::int AS n FROM ${credentialsTable}`))[0].n)
const storedFiles = async () => (await fs.readdir(credentialsDir()).catch(() => [] as string[])).length

/** Records a check as the server would, for the validity and reminder tests. */
async function verified(who: User, kind: CredentialKind, expiresOn: string, result: 'verified' | 'rejected' = 'verified') {
  const doc = await uploaded(who, { kind, expiresOn })
  expect((await check(admin, doc.id, { result, reason: result === 'rejected' ? 'Unreadable scan' : '' })).status).toBe(200)
  return doc
}

describe('uploading', () => {
  it.each([
    ['a PDF', 'pdf', 'policy.pdf', 'application/pdf'],
    ['a PNG', 'png', 'card.png', 'image/png'],
    ['a JPEG', 'jpeg', 'card.jpg', 'image/jpeg'],
  ] as const)('%s is stored privately, pending, owned by the uploader whatever the form says', async (_, format, name, mime) => {
    const file = { data: format === 'pdf' ? pdf() : await image(format), name }
    const pro = await professional(`up-${format}`)
    const doc = await uploaded(pro, { kind: 'injection-cpr', expiresOn: day(100), issuer: 'Red Cross', status: 'verified' }, file)
    const row = await stored(doc.id)
    expect(row.owner).toBe(pro.id)
    expect(row.status).toBe('pending')
    expect(row.kind).toBe('injection-cpr')
    expect(row.issuer).toBe('Red Cross')
    expect(row.expiresOn.slice(0, 10)).toBe(day(100))
    expect(row.mimeType).toBe(mime)
    expect(row.originalFilename).toBe(file.name)
    expect(row.submittedAt).toBeTruthy()
    // A server-made name, in the private folder (never under public/ or media/).
    expect(row.filename).not.toContain(file.name)
    expect(await fileExists(row.filename)).toBe(true)
    expect(credentialsDir()).not.toMatch(/public|media/)
  })

  it('refuses what is not a PDF, PNG or JPEG by its bytes, too large, a past expiry or a missing field, storing nothing', async () => {
    const pro = await professional('up-bad')
    const [rowsBefore, filesBefore] = [await rowCount(), await storedFiles()]
    const refusals: [Response, number, string][] = [
      [await upload(pro, {}, { data: html(), name: 'policy.pdf' }), 400, m('fileBadType')],
      [await upload(pro, {}, { data: Buffer.from('PK\u0003\u0004 not a pdf'), name: 'scan.png', type: 'image/png' }), 400, m('fileBadType')],
      // PNG magic bytes on a damaged image: refused, never a server error.
      [await upload(pro, {}, { data: png(), name: 'broken.png', type: 'image/png' }), 400, m('fileBadType')],
      [await upload(pro, {}, { data: pdf(5 * 1024 * 1024 + 1), name: 'big.pdf' }), 413, m('fileTooLarge')],
      [await upload(pro, {}, { data: pdf(7 * 1024 * 1024), name: 'huge.pdf' }), 413, m('fileTooLarge')],
      [await upload(pro, { expiresOn: day(-2) }), 400, m('expiryPast')],
      [await upload(pro, { expiresOn: '2027-02-30' }), 400, m('expiryInvalid')],
      [await upload(pro, { expiresOn: '' }), 400, m('expiryRequired')],
      [await upload(pro, { kind: 'driving-licence' }), 400, m('kindRequired')],
      [await upload(pro, {}, null), 400, m('fileRequired')],
      [await upload(pro, { issuer: 'x'.repeat(121) }), 400, m('textTooLong')],
    ]
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status)
      expect(await messageOf(res)).toBe(message)
    }
    expect(await rowCount()).toBe(rowsBefore)
    expect(await storedFiles()).toBe(filesBefore)
  })

  it('answers in French on a French page', async () => {
    const pro = await professional('up-fr', 'fr')
    const form = new FormData()
    form.set('kind', 'immunisation')
    form.set('expiresOn', day(-3))
    form.set('file', new File([new Uint8Array(pdf())], 'carnet.pdf'))
    const res = await rest(payload, 'POST', '/credentials/upload', { as: pro, form, headers: { 'Accept-Language': 'fr-CA' } })
    expect(res.status).toBe(400)
    expect(await messageOf(res)).toBe(french('credentials')('expiryPast'))
  })

  it('only people who keep a profile upload; nobody creates through the generic API, admins included', async () => {
    expect((await upload(null, {})).status).toBe(401)
    for (const who of [employer, editor]) {
      const res = await upload(who, {})
      expect(res.status).toBe(403)
      expect(await messageOf(res)).toBe(m('notForRole'))
    }
    const pro = await professional('generic-create')
    const rows = await rowCount()
    for (const who of [pro, admin, employer, null]) {
      const form = new FormData()
      form.set('file', new File([new Uint8Array(pdf())], 'x.pdf', { type: 'application/pdf' }))
      form.set('_payload', JSON.stringify({ kind: 'police-check', expiresOn: dayToDate(day(50)).toISOString() }))
      expect([401, 403]).toContain((await rest(payload, 'POST', '/credentials', { as: who, form })).status)
      await expect(payload.create({ collection: 'credentials', data: { kind: 'police-check', expiresOn: dayToDate(day(50)).toISOString() }, file: { data: pdf(), mimetype: 'application/pdf', name: 'x.pdf', size: pdf().length }, ...as(who) })).rejects.toThrow()
    }
    expect(await rowCount()).toBe(rows)
  })
})

describe('who sees and changes a credential', () => {
  let owner: User
  let other: User
  let doc: Credential

  beforeAll(async () => {
    owner = await professional('owner')
    other = await professional('other')
    doc = await uploaded(owner, { issuer: 'Secret Insurer' })
  })

  it('the owner and admins read it and its file; nobody else learns it exists (REST and the Local API)', async () => {
    const readers: [User | null, boolean][] = [[owner, true], [admin, true], [other, false], [employer, false], [editor, false], [null, false]]
    for (const [who, allowed] of readers) {
      const label = who?.email ?? 'anonymous'
      const one = await rest(payload, 'GET', `/credentials/${doc.id}`, { as: who })
      // Refused exactly as an id that names nothing is.
      expect(one.status, label).toBe(allowed ? 200 : (await rest(payload, 'GET', '/credentials/999999999', { as: who })).status)
      if (!allowed) expect([401, 403, 404], label).toContain(one.status)
      const list = (await (await rest(payload, 'GET', `/credentials?where[id][equals]=${doc.id}`, { as: who })).json()) as { docs?: unknown[] }
      expect(list.docs?.length ?? 0, label).toBe(allowed ? 1 : 0)
      const counted = (await (await rest(payload, 'GET', `/credentials/count?where[owner][equals]=${owner.id}`, { as: who })).json()) as { totalDocs?: number }
      expect(counted.totalDocs ?? 0, label).toBe(allowed ? 1 : 0)
      // Searching by a hidden value does not tell it either.
      const probed = (await (await rest(payload, 'GET', `/credentials?where[issuer][equals]=Secret%20Insurer`, { as: who })).json()) as { docs?: unknown[] }
      expect(probed.docs?.length ?? 0, label).toBe(allowed ? 1 : 0)
      const file = await rest(payload, 'GET', `/credentials/file/${doc.filename}`, { as: who })
      if (allowed) {
        expect(file.status, label).toBe(200)
        expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
      } else {
        // Refused exactly as a name that was never stored is: the answer says nothing of the file.
        expect([401, 403, 404], label).toContain(file.status)
        expect((await rest(payload, 'GET', `/credentials/file/${doc.filename}x`, { as: who })).status, label).toBe(file.status)
      }
      const local = await payload.findByID({ collection: 'credentials', id: doc.id, depth: 0, ...as(who) }).catch(() => null)
      expect(Boolean(local), label).toBe(allowed)
      const found = await payload.find({ collection: 'credentials', where: { owner: { equals: owner.id } }, depth: 0, ...as(who) }).catch(() => ({ docs: [] }))
      expect(found.docs.length, label).toBe(allowed ? 1 : 0)
    }
    // Who checked and the reminders' bookkeeping are admins' only.
    const own = (await (await rest(payload, 'GET', `/credentials/${doc.id}`, { as: owner })).json()) as Record<string, unknown>
    for (const field of ['checkedBy', 'reminded30For', 'reminded7For']) expect(own[field], field).toBeUndefined()
    const admins = (await (await rest(payload, 'GET', `/credentials/${doc.id}`, { as: admin })).json()) as Record<string, unknown>
    expect('reminded30For' in admins).toBe(true)
  })

  it('nobody but the owner changes or deletes it; the status and check fields are the server’s, the owner’s included', async () => {
    for (const who of [other, employer, editor, admin, null]) {
      const label = who?.email ?? 'anonymous'
      expect([401, 403, 404], label).toContain((await rest(payload, 'PATCH', `/credentials/${doc.id}`, { as: who, json: { issuer: 'Changed' } })).status)
      expect([401, 403, 404], label).toContain((await rest(payload, 'DELETE', `/credentials/${doc.id}`, { as: who })).status)
      await rest(payload, 'PATCH', `/credentials?where[id][equals]=${doc.id}`, { as: who, json: { issuer: 'Bulk' } })
      await rest(payload, 'DELETE', `/credentials?where[id][equals]=${doc.id}`, { as: who })
      await expect(payload.update({ collection: 'credentials', id: doc.id, data: { issuer: 'Local' }, ...as(who) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'credentials', id: doc.id, ...as(who) })).rejects.toThrow()
    }
    const res = await rest(payload, 'PATCH', `/credentials/${doc.id}`, {
      as: owner,
      json: { issuer: 'Own Insurer', status: 'verified', checkedAt: '2026-01-01T12:00:00.000Z', checkedBy: admin.id, owner: other.id, kind: 'police-check', reminded7For: '2026-01-01T12:00:00.000Z', filename: 'someone-else.pdf', prefix: 'resumes' },
    })
    expect(res.status).toBe(200)
    const row = await stored(doc.id)
    // The storage fields say where the file is: the server's, so the admin's check compares a name the owner cannot set.
    expect(row.filename).toBe(doc.filename)
    expect(row.prefix ?? null).toBe(doc.prefix ?? null)
    expect(row.issuer).toBe('Own Insurer')
    expect(row.status).toBe('pending')
    expect(row.checkedAt ?? null).toBeNull()
    expect(row.checkedBy ?? null).toBeNull()
    expect(row.owner).toBe(owner.id)
    expect(row.kind).toBe('liability-insurance')
    expect(row.reminded7For ?? null).toBeNull()
  })

  it('a file changes only through the replacement endpoint, by its owner', async () => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await image('png'))], 'new.png', { type: 'image/png' }))
    expect((await rest(payload, 'PATCH', `/credentials/${doc.id}`, { as: owner, form })).status).toBe(400)
    for (const who of [other, admin]) {
      const res = await rest(payload, 'POST', `/credentials/${doc.id}/file`, { as: who, form })
      expect(res.status).toBe(404)
    }
    expect((await stored(doc.id)).filename).toBe(doc.filename)
  })

  it('the owner deletes it, and its file goes', async () => {
    const gone = await uploaded(owner)
    expect(await fileExists(gone.filename)).toBe(true)
    expect((await rest(payload, 'DELETE', `/credentials/${gone.id}`, { as: owner })).status).toBe(200)
    expect(await payload.count({ collection: 'credentials', where: { id: { equals: gone.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await fileExists(gone.filename)).toBe(false)
  })
})

describe('the admin’s check', () => {
  it('only admins record it', async () => {
    const pro = await professional('self-check')
    const doc = await uploaded(pro)
    expect((await check(null, doc.id, { result: 'verified' })).status).toBe(401)
    for (const who of [pro, employer, editor]) {
      const res = await check(who, doc.id, { result: 'verified' })
      expect(res.status).toBe(403)
      expect(await messageOf(res)).toBe(m('adminOnly'))
    }
    expect((await check(admin, 999_999_999, { result: 'verified' })).status).toBe(404)
    expect((await check(admin, doc.id, { result: 'approved' })).status).toBe(400)
    const noReason = await check(admin, doc.id, { result: 'rejected', reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(await messageOf(noReason)).toBe(m('reasonRequired'))
    expect((await stored(doc.id)).status).toBe('pending')
  })

  it('verified: the time and the admin are recorded, and the owner is emailed in their language', async () => {
    const pro = await professional('checked-fr', 'fr')
    const doc = await uploaded(pro, { kind: 'police-check', expiresOn: day(300) })
    const res = await check(admin, doc.id, { result: 'verified', file: doc.filename })
    expect(res.status).toBe(200)
    const row = await stored(doc.id)
    expect(row.status).toBe('verified')
    expect(row.checkedBy).toBe(admin.id)
    expect(Date.now() - new Date(row.checkedAt!).getTime()).toBeLessThan(60_000)
    const mails = await deliveredTo(payload, pro.email)
    const f = french('credentials')
    const kind = french('enums')('credentialKind.police-check')
    expect(mails.map((mail) => mail.subject)).toEqual([f('emailCheckSubject', { kind })])
    expect(mails[0].text).toContain(f('emailVerified', { kind, until: dayToDate(day(300)) }))
  })

  it('rejected: the professional reads the reason; the same result again sends no second email', async () => {
    const pro = await professional('rejected')
    const doc = await uploaded(pro)
    expect((await check(admin, doc.id, { result: 'rejected', reason: 'The policy number is not readable' })).status).toBe(200)
    expect((await check(admin, doc.id, { result: 'rejected', reason: 'The policy number is not readable' })).status).toBe(200)
    const own = (await (await rest(payload, 'GET', `/credentials/${doc.id}`, { as: pro })).json()) as Credential
    expect(own.status).toBe('rejected')
    expect(own.rejectionReason).toBe('The policy number is not readable')
    const mails = await deliveredTo(payload, pro.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(m('emailReason', { reason: 'The policy number is not readable' }))
  })

  it('a new file or a new expiry sends it back to pending; a check of a file replaced since is refused', async () => {
    const pro = await professional('renewed')
    const doc = await verified(pro, 'immunisation', day(40))
    const patched = await rest(payload, 'PATCH', `/credentials/${doc.id}`, { as: pro, json: { expiresOn: day(400) } })
    expect(patched.status).toBe(200)
    expect((await stored(doc.id)).status).toBe('pending')
    expect((await stored(doc.id)).expiresOn.slice(0, 10)).toBe(day(400))
    const past = await rest(payload, 'PATCH', `/credentials/${doc.id}`, { as: pro, json: { expiresOn: day(-5) } })
    expect(past.status).toBe(400)
    expect(await messageOf(past)).toBe(m('expiryPast'))
    // The admin had the old expiry open: the check is refused, not recorded for a date nobody read.
    const staleExpiry = await check(admin, doc.id, { result: 'verified', file: doc.filename, expiresOn: day(40) })
    expect(staleExpiry.status).toBe(409)
    expect((await stored(doc.id)).status).toBe('pending')

    expect((await check(admin, doc.id, { result: 'verified' })).status).toBe(200)
    const form = new FormData()
    form.set('file', new File([new Uint8Array(await image('png'))], 'renewed.png', { type: 'image/png' }))
    const replaced = await rest(payload, 'POST', `/credentials/${doc.id}/file`, { as: pro, form })
    expect(replaced.status).toBe(200)
    const row = await stored(doc.id)
    expect(row.status).toBe('pending')
    expect(row.mimeType).toBe('image/png')
    expect(row.originalFilename).toBe('renewed.png')
    expect(await fileExists(row.filename)).toBe(true)
    expect(await fileExists(doc.filename)).toBe(false)
    const badForm = new FormData()
    badForm.set('file', new File([new Uint8Array(html())], 'renewed.pdf'))
    expect((await rest(payload, 'POST', `/credentials/${doc.id}/file`, { as: pro, form: badForm })).status).toBe(400)
    expect((await stored(doc.id)).filename).toBe(row.filename)

    const stale = await check(admin, doc.id, { result: 'verified', file: doc.filename })
    expect(stale.status).toBe(409)
    expect((await stored(doc.id)).status).toBe('pending')
  })

  it('the dashboard lists credentials 25 a page, oldest first, by status with counts and searched by name or email', async () => {
    const pro = await professional('queue')
    const first = await uploaded(pro)
    const second = await uploaded(pro, { kind: 'police-check' })
    await check(admin, second.id, { result: 'verified' })
    const req = await viewerRequest(admin)
    const all = await credentialsTab(req, { tab: 'credentials', q: pro.email })
    expect(all.list.docs.map((d) => d.id)).toEqual([first.id, second.id])
    expect(all.list.counts).toEqual({ pending: 1, verified: 1, rejected: 0 })
    const owner = all.list.docs[0].owner as User
    expect(owner.fullName).toBe('Pro queue')
    const pending = await credentialsTab(req, { tab: 'credentials', q: 'Pro queue', status: 'pending' })
    expect(pending.list.docs.map((d) => d.id)).toEqual([first.id])
    expect(pending.state).toMatchObject({ tab: 'credentials', status: 'pending', q: 'Pro queue' })
    // Anyone else's request reads nothing.
    expect((await credentialsTab(await viewerRequest(pro), {})).list.docs).toEqual([])
    const big = await credentialsTab(req, { tab: 'credentials' })
    expect(big.list.docs.length).toBeLessThanOrEqual(25)
  })
})

describe('the validity rule', () => {
  it('holds for a verified credential through its expiry day; never for expired, pending or rejected ones; the TS, SQL and list forms agree', async () => {
    const a = await professional('valid-a')
    const b = await professional('valid-b')
    const c = await professional('valid-c')
    await verified(a, 'liability-insurance', day(10))
    await verified(a, 'police-check', day(100))
    await uploaded(b, { kind: 'liability-insurance', expiresOn: day(100) }) // pending
    await verified(b, 'police-check', day(100), 'rejected')
    await verified(c, 'liability-insurance', day(3))
    await verified(c, 'liability-insurance', day(60)) // a renewal beside the old one

    expect(await missingCredentials(payload, a.id, ['liability-insurance', 'police-check'], day(10))).toEqual([])
    expect(await missingCredentials(payload, a.id, ['liability-insurance', 'police-check'], day(11))).toEqual(['liability-insurance'])
    expect(await missingCredentials(payload, a.id, ['immunisation'], day(1))).toEqual(['immunisation'])
    expect(await missingCredentials(payload, b.id, ['liability-insurance', 'police-check'], day(1))).toEqual(['liability-insurance', 'police-check'])
    expect(await missingCredentials(payload, c.id, ['liability-insurance'], day(30))).toEqual([])
    expect(await missingCredentials(payload, c.id, [], day(30))).toEqual([])

    const people = [a, b, c]
    const kindsets: CredentialKind[][] = [[], ['liability-insurance'], ['police-check'], ['liability-insurance', 'police-check'], ['immunisation']]
    for (const offset of [0, 3, 4, 10, 11, 60, 61, 100, 101]) {
      for (const kinds of kindsets) {
        const on = day(offset)
        // The SQL fragment as a list of professionals filtered by it.
        const listed = await execute(
          payload,
          sql`SELECT ${users.id} AS id FROM ${users} WHERE ${users.id} IN (${sql.join(people.map((p) => sql`${p.id}`), sql`, `)}) AND ${holdsCredentialsSql(sql`${users.id}`, kinds, on)}`,
        )
        const bySql = new Set(listed.map((r) => Number(r.id)))
        for (const person of people) {
          const rows = await payload.find({ collection: 'credentials', where: { owner: { equals: person.id } }, overrideAccess: true, pagination: false, depth: 0 })
          const byPredicate = missingFrom(rows.docs, kinds, on)
          const byFunction = await missingCredentials(payload, person.id, kinds, on)
          const context = `${person.email} ${kinds.join('+')} on ${on}`
          expect(byFunction, context).toEqual(byPredicate)
          expect(bySql.has(person.id), context).toBe(byFunction.length === 0)
        }
      }
    }
    // One kind at a time, as a list that filters people by a shift's requirement.
    const police = await execute(payload, sql`SELECT ${users.id} AS id FROM ${users} WHERE ${users.id} IN (${a.id}, ${b.id}, ${c.id}) AND ${holdsCredentialSql(sql`${users.id}`, 'police-check', day(50))}`)
    expect(police.map((r) => Number(r.id))).toEqual([a.id])
    expect(validOn({ kind: 'police-check', status: 'verified', expiresOn: dayToDate(day(5)).toISOString() }, 'police-check', day(5))).toBe(true)
    expect(validOn({ kind: 'police-check', status: 'pending', expiresOn: dayToDate(day(5)).toISOString() }, 'police-check', day(1))).toBe(false)
  })
})

describe('expiry reminders', () => {
  it('30 and 7 days before, once each, even with two runs at once, in the owner’s language', async () => {
    const pro = await professional('remind-fr', 'fr')
    const doc = await verified(pro, 'injection-cpr', day(45))
    await deliveredTo(payload, pro.email)
    const expiry = dayToDate(day(45)).getTime()
    const at = (daysBefore: number) => new Date(expiry - daysBefore * DAY)
    const reminders = async () => (await deliveredTo(payload, pro.email)).filter((mail) => mail.subject.includes('expire'))

    await Promise.all([sendCredentialReminders(payload, at(31)), sendCredentialReminders(payload, at(31))])
    expect(await reminders()).toHaveLength(0)
    await Promise.all([sendCredentialReminders(payload, at(30)), sendCredentialReminders(payload, at(30))])
    await Promise.all([sendCredentialReminders(payload, at(29)), sendCredentialReminders(payload, at(20))])
    const f = french('credentials')
    const kind = french('enums')('credentialKind.injection-cpr')
    expect((await reminders()).map((mail) => mail.subject)).toEqual([f('emailReminderSubject', { kind, days: 30 })])
    await Promise.all([sendCredentialReminders(payload, at(7)), sendCredentialReminders(payload, at(7)), sendCredentialReminders(payload, at(6))])
    const sent = await reminders()
    expect(sent.map((mail) => mail.subject)).toEqual([f('emailReminderSubject', { kind, days: 30 }), f('emailReminderSubject', { kind, days: 7 })])
    expect(sent[1].text).toContain(f('emailReminder', { kind, until: dayToDate(day(45)) }))
    await sendCredentialReminders(payload, at(1))
    expect(await reminders()).toHaveLength(2)
    expect((await stored(doc.id)).reminded7For?.slice(0, 10)).toBe(day(45))
  })

  it('a credential verified within its last week gets the 7-day reminder only; pending and rejected ones none', async () => {
    const pro = await professional('remind-late')
    await verified(pro, 'immunisation', day(5))
    await uploaded(pro, { kind: 'police-check', expiresOn: day(5) })
    await verified(pro, 'liability-insurance', day(5), 'rejected')
    await deliveredTo(payload, pro.email)
    const before = (await deliveredTo(payload, pro.email)).length
    await sendCredentialReminders(payload)
    await sendCredentialReminders(payload)
    const mails = (await deliveredTo(payload, pro.email)).slice(before)
    expect(mails.map((mail) => mail.subject)).toEqual([m('emailReminderSubject', { kind: english('enums')('credentialKind.immunisation'), days: 7 })])
  })
})

describe('privacy', () => {
  it('credentials and their files are exported with the person’s data and erased with the account', async () => {
    const pro = await professional('privacy')
    const doc = await uploaded(pro, { kind: 'police-check', issuer: 'Toronto Police Service' }, { data: pdf(3000), name: 'check.pdf' })
    const res = await rest(payload, 'GET', '/users/export-data', { as: pro })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const json = JSON.parse(strFromU8(files['my-data.json'])) as { credentials: { id: number; issuer: string; file: string; kind: string }[] }
    expect(json.credentials).toHaveLength(1)
    expect(json.credentials[0]).toMatchObject({ id: doc.id, issuer: 'Toronto Police Service', kind: 'police-check' })
    expect(files[json.credentials[0].file]?.length).toBe(3000)

    await deleteAccount(payload, pro.id, 'self')
    expect(await payload.count({ collection: 'credentials', where: { owner: { equals: pro.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await payload.count({ collection: 'credentials', where: { id: { equals: doc.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await fileExists(doc.filename)).toBe(false)
  })

  it('closing one’s account with the password removes them too', async () => {
    const pro = await professional('closing')
    const doc = await uploaded(pro)
    expect((await rest(payload, 'POST', '/users/close-account', { as: pro, json: { password: STRONG_PASSWORD } })).status).toBe(200)
    expect(await payload.count({ collection: 'credentials', where: { id: { equals: doc.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await fileExists(doc.filename)).toBe(false)
  })
})
