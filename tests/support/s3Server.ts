import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

/** The part of s3rver's API used here (the package ships no types). */
type S3rverInstance = {
  run(): Promise<AddressInfo>
  close(): Promise<void>
  on(event: 'event', listener: (event: S3rverEvent) => void): void
}
type S3rverEvent = { Records: { eventName: string; s3: { object: { key: string } } }[] }
type S3rverOptions = {
  address?: string
  port?: number
  silent?: boolean
  directory?: string
  configureBuckets?: { name: string }[]
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance

/** s3rver's built-in account. */
export const S3RVER_KEY = 'S3RVER'

/** What happened to an object, in order: `ObjectCreated:Put`, `ObjectRemoved:Delete`, … */
export type S3ObjectEvent = { name: string; key: string }

export type S3Server = {
  bucket: string
  /** Every object write and delete the server has seen. */
  events: S3ObjectEvent[]
  endpoint: string
  directory: string
  /** A client with the same credentials the app uses, for looking into the bucket. */
  client: S3Client
  /** Every key in the bucket under the prefix. */
  keys(prefix?: string): Promise<string[]>
  /** An object's bytes and headers, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType?: string } | null>
  remove(key: string): Promise<void>
  close(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver) on a free local port, keeping its data in a fresh temp
 * folder with one bucket. Note: s3rver checks presigned-URL expiry (X-Amz-Date + X-Amz-Expires)
 * but not SigV4 signatures themselves, so tampered signatures are not detectable through it.
 */
export async function startS3Server(bucket = 'hsm-resumes'): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'hsm-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const events: S3ObjectEvent[] = []
  server.on('event', (event) => {
    for (const record of event.Records) events.push({ name: record.eventName, key: record.s3.object.key })
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  })

  const keys = async (prefix = '') => {
    const found: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
      found.push(...(page.Contents ?? []).map((o) => o.Key!))
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found
  }

  const get = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType }
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }

  return {
    bucket,
    events,
    endpoint,
    directory,
    client,
    keys,
    get,
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    close: async () => {
      client.destroy()
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}

/** The S3 server the int-test S3 setup started for this worker. */
export const s3Server = (): S3Server => (globalThis as { __s3?: S3Server }).__s3!
