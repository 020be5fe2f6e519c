import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { S3_PREFIX } from '@/lib/storageLayout.mjs'
import type { Resume, User } from '@/payload-types'

import { STRONG_PASSWORD, getPayload, makeUser } from '../support/payload'
import { pdf } from '../support/resumeFiles'
import { rest } from '../support/rest'
import { s3Server, type S3Server } from '../support/s3Server'

/** Download my data and close my account with resumes stored in the bucket (s3rver). */

let payload: Payload
let s3: S3Server
beforeAll(async () => {
  payload = await getPayload()
  s3 = s3Server()
})

let ipCounter = 0
const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++ipCounter % 250) + 1}` })
const keyOf = (resume: Resume) => `${S3_PREFIX}/${resume.filename}`

async function upload(user: User, data: Buffer, name: string): Promise<Resume> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(data)], name))
  form.append('categoryName', 'Bucket')
  form.append('positionType', 'pharmacist')
  const res = await rest(payload, 'POST', '/resumes/upload', { as: user, form, headers: headers() })
  expect(res.status).toBe(201)
  return ((await res.json()) as { doc: Resume }).doc
}

describe('personal data in the bucket', () => {
  it('the export carries the resume files read from the bucket; closing the account removes them from it', async () => {
    const user = await makeUser(payload, ['professional'], 'bucket-owner')
    const other = await makeUser(payload, ['professional'], 'bucket-other')
    const mine = await upload(user, pdf(4321), 'mine.pdf')
    const theirs = await upload(other, pdf(4322), 'theirs.pdf')

    const res = await rest(payload, 'GET', '/users/export-data', { as: user, headers: headers() })
    expect(res.status).toBe(200)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const data = JSON.parse(strFromU8(files['my-data.json'])) as { resumes: { id: number; file: string }[] }
    expect(data.resumes.map((r) => r.id)).toEqual([mine.id])
    expect(Buffer.from(files[data.resumes[0].file])).toEqual(pdf(4321))

    const closed = await rest(payload, 'POST', '/users/close-account', { as: user, json: { password: STRONG_PASSWORD }, headers: headers() })
    expect(closed.status).toBe(200)
    const keys = await s3.keys()
    expect(keys).not.toContain(keyOf(mine))
    expect(keys).toContain(keyOf(theirs))
  })
})
