import type { Payload } from 'payload'

const TIMEOUT_MS = 2000

/** Whether `check` resolves within `ms`; a rejection or the timeout is false. */
export async function answersWithin(check: () => Promise<unknown>, ms = TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms)
  })
  try {
    await Promise.race([check(), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** True when the database answers a trivial query within two seconds. */
export function databaseReachable(payload: Payload): Promise<boolean> {
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  return answersWithin(() => pool.query('SELECT 1'))
}
