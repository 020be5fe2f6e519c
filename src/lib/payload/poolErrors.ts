import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

/**
 * pg emits 'error' when a connection dies (database restart, failover, an administrator ending
 * it): on the pool for an idle connection, and on the connection itself while it is checked out
 * between two statements (a transaction waiting on mail or on the next step). Without a listener
 * Node treats it as an uncaught exception and the server exits; log it instead. The pool drops a
 * broken connection and opens another on the next query; the statement that finds it broken fails
 * and answers as a database outage (databaseBusy.ts).
 */
export function logPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  const lost = (error: Error) => payload.logger.warn(`Database connection lost: ${error.message}`)
  const watch = (client: PoolClient) => {
    if (!client.listeners('error').includes(lost)) client.on('error', lost)
  }
  pool.on('error', lost)
  pool.on('connect', watch)
  // Connections opened before this ran (the migrations at start) are watched too.
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? []) watch(client)
}
