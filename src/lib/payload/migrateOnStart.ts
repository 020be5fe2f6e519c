import type { Migration, Payload } from 'payload'

import { migrations } from '../../../migrations'

/** An arbitrary constant key: instances starting together take turns migrating. */
const MIGRATION_LOCK = 727_001

/** Applies committed migrations at start, one instance at a time. */
export async function migrateOnStart(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    // Generated migrations take the adapter's own argument types; Payload's list type is the base one.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
