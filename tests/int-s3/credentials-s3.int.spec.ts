import fs from 'node:fs/promises'

import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dayToDate, todayInCanada } from '@/domain/credentials/days'
import { credentialsDir } from '@/domain/credentials/storage'
import { CREDENTIALS_PREFIX } from '@/lib/storageLayout.mjs'
import type { Credential, User } from '@/payload-types'

import { STRONG_PASSWORD, getPayload, makeUser } from '../support/payload'
import { html, pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'
import { s3Server, type S3Server } from '../support/s3Server'

/** The credentials wallet with its files in the bucket (s3rver): stored, served, replaced, exported and erased there. */

let payload: Payload
let s3: S3Server
let owner: User
let other: User
beforeAll(async () => {
  payload = await getPayload()
  s3 = s3Server()
  owner = await makeUser(payload, ['professional'], 'cred-s3-owner')
  other = await makeUser(payload, ['professional'], 'cred-s3-other')
})

let ipCounter = 0
const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++ipCounter % 250) + 1}` })
const keyOf = (credential: Pick<Credential, 'filename'>) => `${CREDENTIALS_PREFIX}/${credential.filename}`
const expiry = new Date(dayToDate(todayInCanada()).getTime() + 90 * 86_400_000).toISOString().slice(0, 10)

async function upload(user: User, data: Buffer, name: string) {
  const form = new FormData()
  form.set('kind', 'liability-insurance')
  form.set('expiresOn', expiry)
  form.set('file', new File([new Uint8Array(data)], name))
  return rest(payload, 'POST', '/credentials/upload', { as: user, form, headers: headers() })
}

describe('credentials in the bucket', () => {
  it('are stored under their own prefix, served only to their owner, replaced and removed there, never on the disk', async () => {
    const res = await upload(owner, pdf(2345), 'policy.pdf')
    expect(res.status).toBe(201)
    const doc = ((await res.json()) as { doc: Credential }).doc
    expect(await s3.keys(`${CREDENTIALS_PREFIX}/`)).toContain(keyOf(doc))

    const served = await rest(payload, 'GET', `/credentials/file/${doc.filename}`, { as: owner })
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf(2345))
    expect([401, 403, 404]).toContain((await rest(payload, 'GET', `/credentials/file/${doc.filename}`, { as: other })).status)
    expect([401, 403, 404]).toContain((await rest(payload, 'GET', `/credentials/file/${doc.filename}`)).status)

    // A file that is not what it claims is refused before anything reaches the bucket.
    const before = await s3.keys(`${CREDENTIALS_PREFIX}/`)
    expect((await upload(owner, html(), 'policy.pdf')).status).toBe(400)
    expect(await s3.keys(`${CREDENTIALS_PREFIX}/`)).toEqual(before)

    const form = new FormData()
    form.set('file', new File([new Uint8Array(pdf(3456))], 'renewed.pdf'))
    const replaced = await rest(payload, 'POST', `/credentials/${doc.id}/file`, { as: owner, form, headers: headers() })
    expect(replaced.status).toBe(200)
    const renewed = ((await replaced.json()) as { doc: Credential }).doc
    const keys = await s3.keys(`${CREDENTIALS_PREFIX}/`)
    expect(keys).toContain(keyOf(renewed))
    expect(keys).not.toContain(keyOf(doc))

    expect((await rest(payload, 'DELETE', `/credentials/${renewed.id}`, { as: owner })).status).toBe(200)
    expect(await s3.keys(`${CREDENTIALS_PREFIX}/`)).not.toContain(keyOf(renewed))
    expect(await fs.readdir(credentialsDir()).catch(() => [])).toEqual([])
  })

  it('the export carries their files read from the bucket; closing the account removes them from it', async () => {
    const leaving = await makeUser(payload, ['professional'], 'cred-s3-leaving')
    const mine = ((await (await upload(leaving, pdf(4321), 'mine.pdf')).json()) as { doc: Credential }).doc
    const theirs = ((await (await upload(other, pdf(4322), 'theirs.pdf')).json()) as { doc: Credential }).doc

    const res = await rest(payload, 'GET', '/users/export-data', { as: leaving, headers: headers() })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const data = JSON.parse(strFromU8(files['my-data.json'])) as { credentials: { id: number; file: string }[] }
    expect(data.credentials.map((c) => c.id)).toEqual([mine.id])
    expect(Buffer.from(files[data.credentials[0].file])).toEqual(pdf(4321))

    const closed = await rest(payload, 'POST', '/users/close-account', { as: leaving, json: { password: STRONG_PASSWORD }, headers: headers() })
    expect(closed.status).toBe(200)
    const keys = await s3.keys(`${CREDENTIALS_PREFIX}/`)
    expect(keys).not.toContain(keyOf(mine))
    expect(keys).toContain(keyOf(theirs))
  })
})
