import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resumesDir } from '@/domain/resumes/storage'

import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database'
import { applyWithFile, makePosting, makeUser, uploadResume } from '../support/factories'
import { getPayload } from '../support/payload'

/**
 * The restore drill: the site's data with postings, an application and resumes is backed up
 * (npm run backup), restored into a new database and an empty folder (npm run restore), and the
 * site starts on the copy. Every table holds as many rows as the original, and every file is the
 * same to the byte.
 */

const run = promisify(execFile)
const node = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, args, { env, cwd: process.cwd(), timeout: 120_000 })

let payload: Payload
let work: string
let restoredDb: string
const sourceEnv = () => ({ ...process.env })
const restoredEnv = () => ({ ...process.env, DATABASE_URL: restoredUrl, RESUMES_DIR: path.join(work, 'restored', 'resumes') })
let restoredUrl: string

async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    )
    const counts: Record<string, number> = {}
    for (const { name } of rows) counts[name] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n)
    return counts
  } finally {
    await client.end()
  }
}

const digest = async (file: string) => createHash('sha256').update(await readFile(file)).digest('hex')

beforeAll(async () => {
  payload = await getPayload()
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-drill-'))
  restoredDb = uniqueDatabaseName('hsm_restore')
  restoredUrl = await createDatabase(restoredDb)
})

afterAll(async () => {
  await dropDatabase(restoredDb)
  await rm(work, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('restores every row and file into a new database and folder, and the site starts on it', async () => {
    const employer = await makeUser(payload, ['employer'], 'drill')
    const seeker = await makeUser(payload, ['professional'], 'drill')
    const posting = await makePosting(payload, employer)
    await makePosting(payload, employer, { title: 'Relief pharmacist, drill' })
    const application = await applyWithFile(payload, seeker, posting.id, { name: 'drill-cv.pdf' })
    const resume = await uploadResume(payload, seeker, 'saved-cv.pdf')
    const sent = await payload.findByID({ collection: 'resumes', id: application.resume as number, depth: 0, overrideAccess: true })

    const out = path.join(work, 'backup')
    const backup = await node(['scripts/backup.mjs', '--out', out], sourceEnv())
    expect(backup.stdout).toMatch(/backup written to/)
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'))
    // The manifest counts what the database held (the worker's job queue may have moved since, so
    // the records this test made are compared, and every table of the copy against the manifest).
    const source = await tableCounts(process.env.DATABASE_URL!)
    for (const table of ['public.job_postings', 'public.applications', 'public.resumes', 'public.users']) {
      expect(manifest.database.tables[table], table).toBe(source[table])
    }
    expect(manifest.database.tables['public.applications']).toBeGreaterThan(0)

    const restore = await node(['scripts/restore.mjs', '--from', out], restoredEnv())
    expect(restore.stdout).toMatch(/row counts as backed up/)
    expect(await tableCounts(restoredUrl)).toEqual(manifest.database.tables)

    // Every resume file, byte for byte, in the new folder.
    const stored = manifest.files.resumes.files as { name: string; sha256: string }[]
    expect(stored.map((f) => f.name)).toEqual(expect.arrayContaining([sent.filename, resume.filename]))
    for (const file of stored) {
      const original = await digest(path.join(resumesDir(), file.name))
      expect(await digest(path.join(work, 'restored', 'resumes', file.name)), file.name).toBe(original)
    }

    // The site starts on the copy and reads what was saved.
    const site = await node(
      ['--import', './tests/bench/server-code.mjs', '--import', 'tsx', 'tests/support/restoredSite.ts', String(application.id), String(resume.id)],
      { ...restoredEnv(), JOBS_AUTORUN: 'false' },
    ).catch((error: Error & { stderr?: string; stdout?: string; code?: number | string; signal?: string | null }) => {
      // What the site said when it would not start on the copy, and how it ended (an exit code or a signal).
      throw new Error(`${error.message}(exit code ${error.code ?? '-'}, signal ${error.signal ?? '-'})\n${error.stderr ?? ''}\n${(error.stdout ?? '').slice(-4000)}`)
    })
    const seen = JSON.parse(site.stdout.trim().split('\n').pop()!)
    expect(seen).toEqual({ postings: source['public.job_postings'], application: 'pending', resume: resume.filename })
  }, 240_000)

  it('refuses a database that is not empty, storage holding other files, an altered backup or manifest, changing nothing', async () => {
    const out = path.join(work, 'backup')
    const refusal = async (env: NodeJS.ProcessEnv, extra: string[] = []) => {
      const error = await node(['scripts/restore.mjs', '--from', out, ...extra], env).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      )
      expect(error?.code).toBe(2)
      return error!.stderr
    }
    expect(await refusal(restoredEnv())).toMatch(/already holds \d+ tables/)

    const other = uniqueDatabaseName('hsm_restore')
    const otherUrl = await createDatabase(other)
    try {
      const fresh = { ...restoredEnv(), DATABASE_URL: otherUrl }
      // The restored folder holds the backup's files: one changed there is another file under its name.
      const manifestFile = path.join(out, 'manifest.json')
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8'))
      const [first] = manifest.files.resumes.files as { name: string }[]
      const restoredFile = path.join(work, 'restored', 'resumes', first.name)
      const original = await readFile(restoredFile)
      await appendFile(restoredFile, 'x')
      expect(await refusal(fresh)).toMatch(new RegExp(`already holds ${first.name} with other content`))
      await writeFile(restoredFile, original)

      // The manifest's own checksum, as backup printed it.
      expect(await refusal(fresh, ['--manifest-sha256', '0'.repeat(64)])).toMatch(/manifest.json differs from the SHA-256 given/)
      // A manifest naming a file outside its folder.
      const escaping = { ...manifest, files: { ...manifest.files, resumes: { ...manifest.files.resumes, files: [{ ...first, name: '../../outside.pdf' }] } } }
      await writeFile(manifestFile, JSON.stringify(escaping))
      expect(await refusal(fresh)).toMatch(/names a file outside its folder/)
      await writeFile(manifestFile, JSON.stringify(manifest, null, 2) + '\n')

      // A file of the backup altered.
      await appendFile(path.join(out, 'files', 'resumes', first.name), 'x')
      expect(await refusal(fresh)).toMatch(new RegExp(`files/resumes/${first.name}.* differs from the manifest`))
      expect(await tableCounts(otherUrl)).toEqual({})
    } finally {
      await dropDatabase(other)
    }
  }, 120_000)
})
