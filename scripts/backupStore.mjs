/**
 * What a backup holds besides the database, and where each part lives: the private uploads
 * (resumes and licence evidence: a local folder each, or a prefix each in the S3 bucket when
 * S3_BUCKET is set) and the CMS's public images (always a local folder). Shared by backup.mjs
 * and restore.mjs; the layout itself is src/lib/storageLayout.mjs, as the site reads it.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { CREDENTIALS_PREFIX, DEFAULT_RESUMES_DIR, EVIDENCE_PREFIX, MEDIA_DIR, S3_PREFIX } from '../src/lib/storageLayout.mjs'

export const root = path.resolve(import.meta.dirname, '..')
const flag = (value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase())

/** The bucket's client and name when S3_BUCKET is set (the same settings the site reads), else null. */
function bucketOf(env) {
  if (!env.S3_BUCKET) return null
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  const client = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
    credentials,
  })
  return { client, bucket: env.S3_BUCKET }
}

/**
 * The stores a backup copies, each named by the folder it gets inside the backup's `files/`:
 * `resumes`, `licence-evidence` and `credentials` (bucket prefixes or local folders), `media` (local).
 */
export function fileStores(env = process.env) {
  const resumes = path.resolve(root, env.RESUMES_DIR || DEFAULT_RESUMES_DIR)
  const s3 = bucketOf(env)
  const local = (name, dir) => ({ name, where: dir, ...localStore(dir) })
  const remote = (name) => ({ name, where: `s3://${s3.bucket}/${name}/`, ...bucketStore(s3, name) })
  return [
    s3 ? remote(S3_PREFIX) : local(S3_PREFIX, resumes),
    s3 ? remote(EVIDENCE_PREFIX) : local(EVIDENCE_PREFIX, path.join(path.dirname(resumes), EVIDENCE_PREFIX)),
    s3 ? remote(CREDENTIALS_PREFIX) : local(CREDENTIALS_PREFIX, path.join(path.dirname(resumes), CREDENTIALS_PREFIX)),
    local(MEDIA_DIR, path.resolve(root, MEDIA_DIR)),
  ]
}

/** Every file under `dir`, as paths relative to it with `/` separators (none when it does not exist). */
export async function listFolder(dir) {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort()
}

function localStore(dir) {
  return {
    list: () => listFolder(dir),
    /** Copies one stored file to `target`. */
    fetch: async (name, target) => {
      await mkdir(path.dirname(target), { recursive: true })
      await pipeline(createReadStream(path.join(dir, name)), createWriteStream(target))
    },
    /** Stores the file at `source` under `name`. */
    put: async (name, source) => {
      const target = path.join(dir, name)
      await mkdir(path.dirname(target), { recursive: true })
      await pipeline(createReadStream(source), createWriteStream(target))
    },
  }
}

function bucketStore({ client, bucket }, prefix) {
  return {
    list: async () => {
      const names = []
      let token
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }))
        for (const object of page.Contents ?? []) if (!object.Key.endsWith('/')) names.push(object.Key.slice(prefix.length + 1))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names.sort()
    },
    fetch: async (name, target) => {
      await mkdir(path.dirname(target), { recursive: true })
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}/${name}` }))
      await writeFile(target, await object.Body.transformToByteArray())
    },
    // Uploads are a few MB at most: sent whole, so every S3-compatible store reads the same bytes
    // (a streamed body goes out chunk-encoded, which not every one of them decodes).
    put: async (name, source) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}/${name}`, Body: await readFile(source) }))
    },
  }
}

/** The SHA-256 of a file, hex. */
export async function sha256(file) {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/**
 * Runs a PostgreSQL client program (from PG_BIN when set) on the database at `url`; rejects with
 * its own message. The password goes in the program's environment, never on its command line
 * (which every local user can read).
 */
export function runPgTool(name, args, url) {
  const bin = process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
    const child = spawn(bin, [...args, `--dbname=${target}`], { stdio: ['ignore', 'inherit', 'pipe'], env })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) => reject(new Error(`${name} could not start (${error.message}); install PostgreSQL's client programs or set PG_BIN`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed: ${stderr.trim()}`))))
  })
}

/**
 * A stored file's name as a backup lists it: relative, `/`-separated, without `.` or `..` parts,
 * so a manifest can never place a file outside its store's folder.
 */
export const safeName = (name) =>
  typeof name === 'string' && name.length > 0 && !name.startsWith('/') && !/[\\\0]/.test(name) && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')

/** `--name value` from the command line, or null. */
export function option(name) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : null
}

/** Reads .env as the site does, then requires DATABASE_URL (the database to back up or restore into). */
export function databaseUrl() {
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
  const url = process.env.DATABASE_URL
  if (!url) {
    fail(
      'DATABASE_URL is not set. With the embedded database, start the site (npm run dev) and use ' +
        'DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54329/marketplace',
    )
  }
  return url
}

/** Stops with a message a person can act on (exit 2: nothing was done, or what was done is said). */
export function fail(message) {
  console.error(`error: ${message}`)
  process.exit(2)
}

export const MANIFEST = 'manifest.json'
export const DUMP = 'database.dump'
