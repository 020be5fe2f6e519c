import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { S3_PREFIX } from '@/lib/storageLayout.mjs'

import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database'
import { uploadResume } from '../support/factories'
import { getPayload, makeUser } from '../support/payload'
import { s3Server, type S3Server } from '../support/s3Server'

/** The backup drill with resumes in the bucket: they come back, byte for byte, in a new bucket. */

const run = promisify(execFile)
const node = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, args, { env, cwd: process.cwd(), timeout: 120_000 })
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex')

let payload: Payload
let s3: S3Server
let work: string
const restoredDb = uniqueDatabaseName('hsm_restore_s3')
const restoredBucket = `restored-${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getPayload()
  s3 = s3Server()
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-s3-'))
  await s3.client.send(new CreateBucketCommand({ Bucket: restoredBucket }))
})

afterAll(async () => {
  await dropDatabase(restoredDb)
  await rm(work, { recursive: true, force: true })
})

describe('backup and restore with the bucket', () => {
  it('copies the bucket’s resumes into the backup and restores them into an empty bucket', async () => {
    const seeker = await makeUser(payload, ['professional'], 'drill-s3')
    const resume = await uploadResume(payload, seeker, 'bucket-cv.pdf')
    const original = (await s3.get(`${S3_PREFIX}/${resume.filename}`))!.body

    const out = path.join(work, 'backup')
    await node(['scripts/backup.mjs', '--out', out], process.env)
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'))
    expect(manifest.files.resumes.from).toBe(`s3://${s3.bucket}/${S3_PREFIX}/`)
    expect(manifest.files.resumes.files).toContainEqual({ name: resume.filename, bytes: original.length, sha256: sha(original) })

    const env = { ...process.env, DATABASE_URL: await createDatabase(restoredDb), S3_BUCKET: restoredBucket }
    const restored = await node(['scripts/restore.mjs', '--from', out], env)
    expect(restored.stdout).toMatch(/row counts as backed up/)
    const copy = await s3.client
      .send(new GetObjectCommand({ Bucket: restoredBucket, Key: `${S3_PREFIX}/${resume.filename}` }))
      .then(async (o) => Buffer.from(await o.Body!.transformToByteArray()))
    expect(sha(copy)).toBe(sha(original))
  }, 180_000)
})
