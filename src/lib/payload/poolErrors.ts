import type { Payload } from 'payload'

/**
 * pg emits 'error' on the pool when an idle connection dies (database restart, failover).
 * Without a listener Node treats it as an uncaught exception and the server exits; log it
 * instead, and let the pool reconnect on the next query.
 */
export function logPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: import('pg').Pool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
}
