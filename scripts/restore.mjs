#!/usr/bin/env node
/**
 * npm run restore -- --from DIR
 *
 * Brings a backup made by backup.mjs into an empty database (DATABASE_URL) and the file storage
 * the site is configured with. Before it writes anything it checks every part against the
 * manifest's SHA-256, that the database holds no table, and that no stored file of the same name
 * differs from the backup's (an identical one is left as it is). Then it restores the dump in one
 * transaction, checks each table's row count against the manifest, and copies the files.
 * Needs pg_restore of the dump's PostgreSQL version or newer (PG_BIN). README "Backups".
 */
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { DUMP, MANIFEST, databaseUrl, fail, fileStores, option, runPgTool, safeName, sha256 } from './backupStore.mjs'

const started = Date.now()
const url = databaseUrl()
const from = option('from')
if (!from) fail('say which backup to restore: npm run restore -- --from DIR')
const dir = path.resolve(from)
if (!existsSync(path.join(dir, MANIFEST))) fail(`${dir} holds no ${MANIFEST}: not a backup, or one that did not finish`)
// The manifest holds every other part's checksum; its own, printed when the backup was made, proves
// it was not altered with them (--manifest-sha256).
const expectedManifest = option('manifest-sha256')
if (expectedManifest && (await sha256(path.join(dir, MANIFEST))) !== expectedManifest.toLowerCase()) fail(`${MANIFEST} differs from the SHA-256 given`)
const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'))
if (manifest.format !== 1) fail(`${MANIFEST} is of format ${manifest.format}; this version reads format 1`)
for (const [store, { files }] of Object.entries(manifest.files)) {
  const unsafe = files.find((file) => !safeName(file.name))
  if (unsafe) fail(`${MANIFEST} names a file outside its folder (files/${store}/${unsafe.name}); not restoring it`)
}

// 1. Every part is what the manifest says.
const dumpFile = path.join(dir, DUMP)
if (!existsSync(dumpFile) || (await sha256(dumpFile)) !== manifest.database.sha256) fail(`${DUMP} is missing or differs from the manifest`)
const stores = fileStores()
const backupFile = (store, name) => path.join(dir, 'files', store, ...name.split('/'))
for (const [store, { files }] of Object.entries(manifest.files)) {
  if (!stores.some((s) => s.name === store)) fail(`the backup holds files for "${store}", which this site does not store`)
  for (const file of files) {
    const at = backupFile(store, file.name)
    if (!existsSync(at) || (await sha256(at)) !== file.sha256) fail(`files/${store}/${file.name} is missing or differs from the manifest`)
  }
}

// 2. The database is empty and no stored file would be overwritten with other content.
const client = new pg.Client({ connectionString: url })
await client.connect().catch((error) => fail(`cannot reach the database: ${error.message}`))
const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)
if (rows[0].n > 0) {
  await client.end()
  fail(`the database already holds ${rows[0].n} tables; restore into a new, empty database`)
}
const toCopy = []
for (const store of stores) {
  const wanted = manifest.files[store.name]?.files ?? []
  const present = new Set(await store.list())
  for (const file of wanted) {
    if (!present.has(file.name)) {
      toCopy.push({ store, file })
      continue
    }
    const check = path.join(os.tmpdir(), `restore-check-${process.pid}`)
    await store.fetch(file.name, check)
    const same = (await sha256(check)) === file.sha256
    await rm(check, { force: true })
    if (!same) {
      await client.end()
      fail(`${store.where} already holds ${file.name} with other content; restore into empty storage (or storage holding the same files)`)
    }
  }
}

// 3. The files first: a restore that fails after them leaves only copies a second run skips.
for (const { store, file } of toCopy) await store.put(file.name, backupFile(store.name, file.name))

// 4. The database, in one transaction, then its tables and row counts (names read from the
// database itself, never pasted from the manifest).
try {
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', dumpFile], url)
  const { rows: tables } = await client.query(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  )
  const restored = {}
  for (const { name } of tables) restored[name] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n)
  const names = new Set([...Object.keys(restored), ...Object.keys(manifest.database.tables)])
  const wrong = [...names].filter((t) => restored[t] !== manifest.database.tables[t]).map((t) => `${t}: ${restored[t] ?? 'no table'}, the backup had ${manifest.database.tables[t] ?? 'no table'}`)
  if (wrong.length) fail(`the restored database differs from the backup (drop it before trying again):\n  ${wrong.join('\n  ')}`)
} catch (error) {
  fail(error.message)
} finally {
  await client.end().catch(() => {})
}

const tables = Object.keys(manifest.database.tables).length
console.log(
  `restored ${dir} (taken ${manifest.createdAt}): ${tables} tables, row counts as backed up; ${toCopy.length} files copied; ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
)
