import type { Payload } from 'payload'

const TIMEOUT_MS = 2000

/** True when the database answers a trivial query within two seconds. */
export async function databaseReachable(payload: Payload): Promise<boolean> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS)
  })
  try {
    await Promise.race([pool.query('SELECT 1'), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
