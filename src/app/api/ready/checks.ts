import { constants } from 'node:fs'
import fs from 'node:fs/promises'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { resumesDir, s3Settings } from '@/domain/resumes/storage'
import { S3_PREFIX } from '@/lib/storageLayout.mjs'

import { answersWithin, databaseReachable } from '@/lib/health'
import { getPayloadClient } from '@/lib/payload/client'
import { redis } from '@/lib/redis'

type Dependency = 'database' | 'redis' | 'storage'
export type Readiness = { ready: boolean; checks: Partial<Record<Dependency, 'up' | 'down'>> }

/**
 * S3 errors that mean the store answered and took our credentials: the object is not there, or
 * (with a policy that lets the site read and write objects but not list the bucket) S3 will not
 * say. A GET, not a HEAD, so the error carries its code: wrong or revoked credentials answer 403
 * too, as InvalidAccessKeyId or SignatureDoesNotMatch, and count as down.
 */
const S3_ANSWERED = new Set(['NoSuchKey', 'AccessDenied'])

let s3: S3Client | undefined

/** The bucket answers a GET for a key that need not exist, with the site's credentials. */
async function storageReachable(): Promise<boolean> {
  const settings = s3Settings()
  if (!settings) {
    // The private folder exists (it is made on first use) and the server may write to it.
    const dir = resumesDir()
    return answersWithin(async () => {
      await fs.mkdir(dir, { recursive: true })
      await fs.access(dir, constants.R_OK | constants.W_OK)
    })
  }
  s3 ??= new S3Client({ ...settings.config, maxAttempts: 1 })
  const client = s3
  return answersWithin(() =>
    client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${S3_PREFIX}/.ready`, Range: 'bytes=0-0' })).then(
      (found) => found.Body?.transformToByteArray(),
      (error: { name?: string }) => {
        if (!S3_ANSWERED.has(error?.name ?? '')) throw error
      },
    ),
  )
}

/** Whether this instance should get traffic: every dependency it serves from answers, each within its timeout. */
export async function readiness(): Promise<Readiness> {
  const client = redis()
  const [database, shared, storage] = await Promise.all([
    getPayloadClient().then(databaseReachable, () => false),
    client ? answersWithin(() => client.ping()) : Promise.resolve(null),
    storageReachable(),
  ])
  const state = (up: boolean): 'up' | 'down' => (up ? 'up' : 'down')
  const checks: Readiness['checks'] = { database: state(database), storage: state(storage) }
  if (shared !== null) checks.redis = state(shared)
  return { ready: Object.values(checks).every((value) => value === 'up'), checks }
}
