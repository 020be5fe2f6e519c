#!/usr/bin/env node
/**
 * npm run backup -- --out DIR
 *
 * Writes a backup of the site into DIR (a new or empty folder): the PostgreSQL database as one
 * consistent dump (pg_dump's custom format, taken from an exported snapshot, with each table's
 * row count read in that same snapshot), then every uploaded file (resumes, licence evidence,
 * CMS images; from local folders or the S3 bucket, as the site is configured), and last a
 * manifest.json with each part's size and SHA-256. A backup without its manifest is incomplete:
 * restore.mjs refuses it. Needs pg_dump of the database server's major version or newer (PG_BIN:
 * the folder holding it, when it is not on PATH). README "Backups".
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { DUMP, MANIFEST, databaseUrl, fail, fileStores, option, runPgTool, sha256 } from './backupStore.mjs'

// Everything written from here on (the dump, the files, the manifest) is readable by its owner
// only: a backup holds every applicant's data and resume.
process.umask(0o077)
const started = Date.now()
const url = databaseUrl()
const out = option('out')
if (!out) fail('say where to write the backup: npm run backup -- --out DIR')
const dir = path.resolve(out)
if (existsSync(dir) && (await readdir(dir)).length > 0) fail(`${dir} is not empty; a backup goes into a new or empty folder`)
await mkdir(dir, { recursive: true, mode: 0o700 })

// The dump and the row counts see the same instant: this transaction exports its snapshot and
// stays open while pg_dump reads through it.
const client = new pg.Client({ connectionString: url })
await client.connect()
let database
try {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  const { rows: snap } = await client.query('SELECT pg_export_snapshot() AS id, current_setting($1) AS version', ['server_version'])
  const { rows: tables } = await client.query(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  )
  const counts = {}
  for (const { name } of tables) counts[name] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n)
  const file = path.join(dir, DUMP)
  await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snap[0].id}`, `--file=${file}`], url)
  database = { file: DUMP, bytes: (await stat(file)).size, sha256: await sha256(file), serverVersion: snap[0].version, tables: counts }
  await client.query('COMMIT')
} catch (error) {
  fail(error.message)
} finally {
  await client.end().catch(() => {})
}

// Files after the dump: everything the dump names existed when it was taken (uploads are never
// changed in place; one deleted meanwhile was being deleted anyway).
const files = {}
for (const store of fileStores()) {
  const entries = []
  for (const name of await store.list()) {
    const target = path.join(dir, 'files', store.name, ...name.split('/'))
    await store.fetch(name, target)
    entries.push({ name, bytes: (await stat(target)).size, sha256: await sha256(target) })
  }
  files[store.name] = { from: store.where, files: entries }
}

const manifest = { format: 1, createdAt: new Date(started).toISOString(), seconds: (Date.now() - started) / 1000, database, files }
await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
const manifestSha = await sha256(path.join(dir, MANIFEST))
const fileCount = Object.values(files).reduce((n, s) => n + s.files.length, 0)
const rows = Object.values(database.tables).reduce((n, c) => n + c, 0)
console.log(
  `backup written to ${dir}: ${Object.keys(database.tables).length} tables, ${rows} rows, dump ${database.bytes} bytes; ` +
    `${fileCount} files; ${manifest.seconds.toFixed(1)} s\n` +
    `manifest SHA-256 ${manifestSha}: keep it apart from the backup; npm run restore -- --from DIR --manifest-sha256 ${manifestSha} checks it`,
)
